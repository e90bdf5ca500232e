import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';
import { fileAt } from '../../output/fileAt.ts';
import { ENTRY_FILE, FORMAT, SEARCH_FOLDER, SEARCH_PAGE, type IndexBlock, type IndexEntry } from '../../search/indexFormat.ts';
import type { BuiltSite } from '../builtSite.ts';
import { readSitemap } from '../readSitemap.ts';

/**
 * The search index finds exactly the pages of the sitemap (docs/output-contract.md#the-search-index):
 * every indexable page, and nothing else (a redirect, a draft, a noindex page, the 404). The
 * index's entry names its shards and its blocks (src/search/indexFormat.ts); each block names
 * its pages' addresses. The rule reads them from the output, so it depends on the list of files
 * and on the sitemap alone. A site without the search page has nothing that reads an index, so
 * there is nothing to hold.
 */
export function checkSearchIndex(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (file: string, rule: Extract<RuleId, `search/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, line: 1, column: 1 }, message));
  if (fileAt(site.files, SEARCH_PAGE) === undefined) return findings;
  const entryFile = `${SEARCH_FOLDER}/${ENTRY_FILE}`;
  const entry = site.files.has(entryFile) ? readJson<IndexEntry>(site, entryFile) : undefined;
  if (entry?.format !== FORMAT || !Array.isArray(entry.blocks) || !Array.isArray(entry.shards)) {
    report(entryFile, 'search/unreadable', `${entryFile} is missing or not a search index's entry of format ${FORMAT}: the search page can find nothing`);
    return findings;
  }
  for (const hash of entry.shards) {
    const file = `${SEARCH_FOLDER}/s-${hash}.json`;
    if (!site.files.has(file))
      report(entryFile, 'search/unreadable', `${entryFile} names ${file}, which is not in the output: the words it holds find nothing`);
  }
  const indexed = new Map<string, string>();
  for (const hash of entry.blocks) {
    const file = `${SEARCH_FOLDER}/b-${hash}.json`;
    const block = site.files.has(file) ? readJson<IndexBlock>(site, file) : undefined;
    if (!Array.isArray(block))
      report(entryFile, 'search/unreadable', `${entryFile} names ${file}, which is missing or not a block of pages: its pages cannot be shown`);
    else for (const page of block) indexed.set(String(page?.[0]), file);
  }
  const { entries, readable } = readSitemap(site, 'sitemap.xml');
  if (!readable) return findings;
  const listed = new Set(entries.map((listedEntry) => new URL(listedEntry.loc).pathname));
  for (const url of listed)
    if (!indexed.has(url)) report('sitemap.xml', 'search/missing-page', `${url} is in the sitemap but the search index does not find it`);
  for (const [url, file] of indexed) if (!listed.has(url)) report(file, 'search/extra-page', `The search index finds ${url}, which the sitemap does not list`);
  return findings;
}

/** A file of the output as JSON, or undefined when it is not JSON. */
function readJson<T>(site: BuiltSite, file: string): Partial<T> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(site.dir, file), 'utf8')) as Partial<T>;
  } catch {
    return undefined;
  }
}
