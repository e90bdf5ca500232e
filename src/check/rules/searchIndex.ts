import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';
import { fileAt } from '../../output/fileAt.ts';
import { SEARCH_FOLDER, SEARCH_PAGE } from '../../search/searchIndex.ts';
import type { BuiltSite } from '../builtSite.ts';
import { readSitemap } from '../readSitemap.ts';

/** What Pagefind puts before the JSON of a decompressed fragment. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * The search index finds exactly the pages of the sitemap (docs/output-contract.md#the-search-index):
 * every indexable page, and nothing else (a redirect, a draft, a noindex page, the 404). Each page
 * of the index is one fragment file, named by its content, whose JSON names the page's address; the
 * rule reads them from the output, so it depends on the list of files and on the sitemap alone.
 * A site without the search page has nothing that reads an index, so there is nothing to hold.
 */
export function checkSearchIndex(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (file: string, rule: Extract<RuleId, `search/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, line: 1, column: 1 }, message));
  if (fileAt(site.files, SEARCH_PAGE) === undefined) return findings;
  const entry = `${SEARCH_FOLDER}/pagefind-entry.json`;
  if (!site.files.has(entry)) {
    report(entry, 'search/unreadable', `There is no ${entry}: the search page can find nothing`);
    return findings;
  }
  const indexed = new Map<string, string>();
  for (const file of site.files) {
    if (!file.startsWith(`${SEARCH_FOLDER}/fragment/`)) continue;
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
