import { createHash } from 'node:crypto';
import { parseHeaders } from '../output/parseHeaders.ts';
import { parseRedirects } from '../redirects/parseRedirects.ts';
import { nginxHeaders } from './nginx/nginxHeaders.ts';
import { nginxHttpConf } from './nginx/nginxHttpConf.ts';
import { isSearchFile, nginxSearch, searchExtensions } from './nginx/nginxSearch.ts';
import { nginxServerConf } from './nginx/nginxServerConf.ts';
import { siteTable } from './nginx/siteTable.ts';
import { fileText } from './fileData.ts';
import type { OutputFile } from './outputFile.ts';

/** The deploy folder's files, as deployFiles makes them. */
export const DEPLOY_FILES = ['nginx-http.conf', 'nginx-server.conf', 'redirects.json'] as const;

/**
 * Host configuration that is not for the web: written beside the web root (dist-deploy/ for
 * dist/), never in it, so no host can publish it. The nginx configuration in two halves
 * (http-level maps, server-level rules) and `redirects.json` for any other server, all made
 * from the `_redirects` and `_headers` the web root carries, so every host reads one set of
 * rules. `placedFiles` are the web root's files that are not in `webFiles`: the pages and the
 * image files placed from the image cache.
 */
export function deployFiles(webFiles: readonly OutputFile[], placedFiles: readonly string[]): OutputFile[] {
  const text = (name: string) => webText(webFiles, name);
  const { rules } = parseRedirects(text('_redirects'));
  const headerRules = parseHeaders(text('_headers'));
  const published = [...placedFiles, ...webFiles.map((file) => file.path)];
  const table = siteTable(
    published.filter((file) => !isSearchFile(file)),
    rules,
  );
  const headers = nginxHeaders(table, headerRules);
  const search = nginxSearch(headerRules, searchExtensions(published));
  // One entry per rule: the forced twin of a rule is the same rule for another host.
  const json = rules
    .filter((rule, i) => rules.findIndex((other) => other.from === rule.from) === i)
    .map(({ from, to, status }) => ({ from, to, status: Number(status ?? 301) }));
  const [http, server, redirects] = DEPLOY_FILES;
  return [
    {
      path: http,
      data: nginxHttpConf(table, {
        ...headers,
        *maps() {
          yield* headers.maps();
          yield* search.maps;
        },
      }),
    },
    { path: server, data: nginxServerConf(table, headerRules, headers, search) },
    { path: redirects, data: `${JSON.stringify(json, null, 2)}\n` },
  ];
}

const webText = (webFiles: readonly OutputFile[], name: string) => {
  const file = webFiles.find((candidate) => candidate.path === name);
  return file ? fileText(file.data) : '';
};

/**
 * A hash of everything deployFiles reads: the files the web root holds, by path, and the text
 * of its `_redirects` and `_headers`. Equal keys make equal files, so a build whose edit left
 * them alone (most edits: a record's text) takes the last build's files instead of making the
 * nginx maps of every page again. The search index's files count by their extensions alone,
 * which is all the tables take of them (nginxSearch.ts): their names change with every index.
 */
export function deployInputsKey(webFiles: readonly OutputFile[], placedFiles: readonly string[]): string {
  const hash = createHash('sha1');
  for (const name of ['_redirects', '_headers']) hash.update(webText(webFiles, name)).update('\0');
  const listed = (file: string) => !isSearchFile(file);
  for (const file of placedFiles.filter(listed)) hash.update(file).update('\n');
  hash.update('\0');
  for (const file of webFiles.filter((file) => listed(file.path))) hash.update(file.path).update('\n');
  hash.update('\0').update(searchExtensions([...placedFiles, ...webFiles.map((file) => file.path)]).join('\n'));
  return hash.digest('hex');
}
