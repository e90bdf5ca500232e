import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';
import { fileAt } from '../../output/fileAt.ts';
import { PARTS_FILE, SEARCH_FOLDER } from '../../search/indexParts.ts';
import { SEARCH_PAGE } from '../../search/searchIndex.ts';
import type { BuiltSite } from '../builtSite.ts';
import { readSitemap } from '../readSitemap.ts';

/** What Pagefind puts before the JSON of a decompressed fragment. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * The search index finds exactly the pages of the sitemap (docs/output-contract.md#the-search-index):
 * every indexable page, and nothing else (a redirect, a draft, a noindex page, the 404). The
 * index is in parts (src/search/indexParts.ts): the first in `pagefind/`, the others in the
 * folders `pagefind/parts.json` lists, which the search page merges; a part's folder the list
 * does not name is never searched. Each page of a part is one fragment file, named by its
 * content, whose JSON names the page's address; the rule reads them from the output, so it
 * depends on the list of files and on the sitemap alone. A site without the search page has
 * nothing that reads an index, so there is nothing to hold.
 */
export function checkSearchIndex(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (file: string, rule: Extract<RuleId, `search/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, line: 1, column: 1 }, message));
  if (fileAt(site.files, SEARCH_PAGE) === undefined) return findings;
  const folders = partFolders(site, report);
  if (!folders) return findings;
  const indexed = new Map<string, string>();
  for (const file of site.files) {
    if (!file.startsWith(`${SEARCH_FOLDER}/`) || !file.includes('/fragment/')) continue;
    if (!folders.has(file.slice(0, file.lastIndexOf('/fragment/')))) continue;
    const url = fragmentUrl(path.join(site.dir, file));
    if (url === undefined) report(file, 'search/unreadable', `${file} is not a fragment Pagefind can read`);
    else indexed.set(url, file);
  }
  const { entries, readable } = readSitemap(site, 'sitemap.xml');
  if (!readable) return findings;
  const listed = new Set(entries.map((listedEntry) => new URL(listedEntry.loc).pathname));
  for (const url of listed)
    if (!indexed.has(url)) report('sitemap.xml', 'search/missing-page', `${url} is in the sitemap but the search index does not find it`);
  for (const [url, file] of indexed) if (!listed.has(url)) report(file, 'search/extra-page', `The search index finds ${url}, which the sitemap does not list`);
  return findings;
}

/**
 * The folders of the index's parts that the search page searches (the first part's and those
 * its list names), each with its entry file; undefined, with the finding, when the first part's
 * entry or the list cannot be read. A listed folder without its entry, and a part's folder the
 * list leaves out, are findings of their own.
 */
function partFolders(site: BuiltSite, report: (file: string, rule: 'search/unreadable', message: string) => void): Set<string> | undefined {
  const entryOf = (folder: string) => `${folder}/pagefind-entry.json`;
  if (!site.files.has(entryOf(SEARCH_FOLDER))) {
    report(entryOf(SEARCH_FOLDER), 'search/unreadable', `There is no ${entryOf(SEARCH_FOLDER)}: the search page can find nothing`);
    return undefined;
  }
  const list = `${SEARCH_FOLDER}/${PARTS_FILE}`;
  const named = site.files.has(list) ? partsNamed(path.join(site.dir, list)) : undefined;
  if (!named) {
    report(list, 'search/unreadable', `${list} is not a list of the index's parts (a JSON array of their folders): the search page would find nothing`);
    return undefined;
  }
  const folders = new Set([SEARCH_FOLDER]);
  for (const url of named) {
    const folder = url.replace(/^\/|\/$/g, '');
    if (site.files.has(entryOf(folder))) folders.add(folder);
    else report(list, 'search/unreadable', `${list} names ${url}, which has no pagefind-entry.json: the search page cannot merge it`);
  }
  for (const file of site.files) {
    const part = partEntry.exec(file)?.[1];
    if (part && !folders.has(part))
      report(file, 'search/unreadable', `${part}/ is a part of the index that ${list} does not name: the search page never searches it`);
  }
  return folders;
}

/** The entry file of a part after the first, and its folder (src/search/indexParts.ts). */
const partEntry = new RegExp(`^(${SEARCH_FOLDER}/part-[^/]+)/pagefind-entry\\.json$`);

/** The folders a parts list names, or undefined when it is not a JSON array of strings. */
function partsNamed(file: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The address a fragment is of, or undefined when it is not a fragment. */
function fragmentUrl(file: string): string | undefined {
  try {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    if (!text.startsWith(FRAGMENT_SIGNATURE)) return undefined;
    const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as { url?: unknown };
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}
