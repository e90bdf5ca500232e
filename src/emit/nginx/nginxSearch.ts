import path from 'node:path';
import { isTextual, mimeTypeFor } from '../../output/contentType.ts';
import { headersFor, type HeaderRule } from '../../output/parseHeaders.ts';
import { SEARCH_FOLDER } from '../../search/indexFormat.ts';
import { quoted } from './nginxSyntax.ts';

/** The search index's folder as nginx matches it: its files, never the folder or a hidden file. */
const indexPath = `^/${SEARCH_FOLDER}/(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*$`;

/** Whether a file of the web root is one of the search index's (served by one rule, not listed in the tables). */
export function isSearchFile(file: string): boolean {
  return file.startsWith(`${SEARCH_FOLDER}/`);
}

/** The nginx rules of the search index: maps for the http context; for the server's, the rewrite (before the 404 of unknown paths) and the location. */
export interface NginxSearch {
  maps: string[];
  rewrite: string[];
  location: string[];
}

/**
 * The search index under one pattern rule rather than a line per file: its files are named by
 * their content, so listing them would make the tables again after every edit to a page's
 * words. What a file is served with depends on its extension (the types) and on the `_headers`
 * blocks of the folder, each of which nginx matches by its own pattern; `extensions` are those
 * of the index's files, which stay the same from one index to the next.
 */
export function nginxSearch(headerRules: readonly HeaderRule[], extensions: readonly string[]): NginxSearch {
  // No index (a site without search): no rule for one.
  if (extensions.length === 0) return { maps: [], rewrite: [], location: [] };
  const inside = headerRules.filter((rule) => rule.path.startsWith(`/${SEARCH_FOLDER}/`) && rule.path !== `/${SEARCH_FOLDER}/*`);
  // A path of each block, and one that no block of the folder names: what each kind of file gets.
  const samples = inside.map((rule) => ({ rule, headers: headersFor(headerRules, rule.path.replaceAll('*', 'x')) }));
  const fallback = headersFor(headerRules, `/${SEARCH_FOLDER}/x`);
  const names = [...new Set([...fallback, ...samples.flatMap((sample) => sample.headers)].map(([name]) => name))];
  const valueOf = (headers: readonly [string, string][], name: string) => headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const maps: string[] = [];
  const addHeaders = names.map((name, i) => {
    const values = samples.map((sample) => valueOf(sample.headers, name));
    const standing = valueOf(fallback, name);
    if (values.every((value) => value === standing)) return `    add_header ${name} ${quoted(standing)} always;`;
    const variable = `$site_search_header_${i}`;
    maps.push(`# ${name} of the search index's files, by the _headers block that names them.`, `map $uri ${variable} {`, `    default ${quoted(standing)};`);
    for (const [j, sample] of samples.entries()) maps.push(`    ${quoted(`~${sample.rule.pattern.source}`)} ${quoted(values[j]!)};`);
    maps.push('}', '');
    return `    add_header ${name} ${variable} always;`;
  });
  const types = [...new Set(extensions)].sort();
  const charsetTypes = [...new Set(types.map((ext) => mimeTypeFor(`x.${ext}`)).filter(isTextual))];
  const rewrite = [
    "# The search index's files, under one rule: a new index changes none of the tables.",
    `if ($uri ~ "${indexPath}") {`,
    '    rewrite ^ /__site_search$uri break;',
    '}',
  ];
  const location = [
    'location ^~ /__site_search/ {',
    '    internal;',
    '    rewrite ^/__site_search(/.*)$ $1 break;',
    '    try_files $uri =404;',
    '    types {',
    ...types.filter((ext) => mimeTypeFor(`x.${ext}`) !== 'application/octet-stream').map((ext) => `        ${mimeTypeFor(`x.${ext}`)} ${ext};`),
    '    }',
    '    default_type application/octet-stream;',
    '    charset utf-8;',
    ...(charsetTypes.length > 0 ? [`    charset_types ${charsetTypes.join(' ')};`] : []),
    ...addHeaders,
    '}',
    '',
  ];
  return { maps, rewrite, location };
}

/** The extensions of the index's files, as the tables need them (`index.json` → `json`). */
export function searchExtensions(files: readonly string[]): string[] {
  return [...new Set(files.filter(isSearchFile).map((file) => path.extname(file).slice(1).toLowerCase()))].sort();
}
