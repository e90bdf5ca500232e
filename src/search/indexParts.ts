import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import type { SearchRecord, StandingField } from './searchInput.ts';

/** The folder of dist/ the index is written to, and where the search page's script loads it from. */
export const SEARCH_FOLDER = 'pagefind';

/**
 * The list of the index's parts after the first, which the search page's script merges into
 * the first (templates/client/search.ts): a JSON array of their folders' addresses.
 */
export const PARTS_FILE = 'parts.json';

/** One indexable page: its address, its record (searchInput.ts) and its standing among the pages (`pageStanding`). */
export interface IndexedPage {
  url: string;
  record: Omit<SearchRecord, 'page'>;
  standing: readonly StandingField[];
}

/**
 * One part of the index: the pages Pagefind indexes together, written to a folder of its own
 * under SEARCH_FOLDER. The first part is the folder itself, beside the engine; each other part
 * is a folder named by its key (`part-…`), so that every file in it is named by what made it.
 */
export interface IndexPart {
  /** Its folder under dist/: `pagefind` for the first part, `pagefind/part-<key>` for another. */
  folder: string;
  /** A hash of everything the part is made from: a part whose key is the same is kept as it is. */
  key: string;
  pages: IndexedPage[];
}

/**
 * Pages a part is made for, unless site.yaml's `search.pagesPerPart` says otherwise. Pagefind
 * cannot add to or take from an index it has written, so a page whose words change makes its
 * whole part again (about 2 ms a page on this machine), and Pagefind's process holds about
 * 250 KB a page while it makes one: one index of 100,000 pages ran out of memory at 19.5 GB. But
 * Pagefind ranks each part's results by that part's own word counts, and merged results rank
 * worse: at 9,970 pages, 2 of 997 sampled pages were outside the first ten results for their own
 * heading as one index, 23 in two parts, 70 in four (docs/output-contract.md#the-search-index).
 * So a site is one index until it is too large for one to be made on a small machine.
 */
export const PAGES_PER_PART = 10_000;

/**
 * The index's parts. A page goes to the part its address hashes to (`partOf`), so a page keeps its part
 * while pages come and go (until their number changes the count of parts): an edit makes one
 * part again, and a part holds a fair sample of the site, whose word statistics (Pagefind ranks
 * each part's results by the part's own) are near the site's. In address order within a part, as
 * Pagefind's service reads them in the order sent: the same pages make the same bytes.
 */
export function indexParts(pages: readonly Omit<IndexedPage, 'standing'>[], pagesPerPart = PAGES_PER_PART): IndexPart[] {
  const count = Math.max(1, Math.ceil(pages.length / pagesPerPart));
  const parents = parentAddresses(pages.map((page) => page.url));
  const members: IndexedPage[][] = Array.from({ length: count }, () => []);
  for (const page of [...pages].sort(byUrl)) members[partOf(page.url, count)]!.push({ ...page, standing: pageStanding(page.url, parents) });
  return members.map((partPages, i) => {
    const key = partKey(partPages, i, count);
    return { folder: i === 0 ? SEARCH_FOLDER : `${SEARCH_FOLDER}/part-${key.slice(0, 16)}`, key, pages: partPages };
  });
}

/**
 * The part of a page: by the last step of its address, so that the pages one record makes
 * (`/kent/tenterden`, `/web-hosting/kent/tenterden`, `/vps-hosting/kent/tenterden`) share a
 * part, and an edit to the record makes that part again, not every part its pages fell in.
 */
function partOf(url: string, count: number): number {
  if (count === 1) return 0;
  return (
    createHash('sha1')
      .update(url.slice(url.lastIndexOf('/') + 1))
      .digest()
      .readUInt32BE(0) % count
  );
}

const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/**
 * A hash of everything a part is made from: its place among the parts, each page's address,
 * the hash of its words and its standing, the search's code and the tool files (Pagefind's
 * version is in the lockfile). A page whose bytes changed but not its words (a new
 * stylesheet's name on every page) leaves it as it was.
 */
function partKey(pages: readonly IndexedPage[], place: number, count: number): string {
  const hash = createHash('sha1');
  hashToolFiles(hash, packageRoot);
  hash.update(searchCode()).update(`\0${place}/${count}\0`);
  for (const page of pages) hash.update(page.url).update('\0').update(page.record.words).update('\0').update(page.standing.join(',')).update('\0');
  return hash.digest('hex');
}

/** Every address above some page's own: `/colocation/kent/maidstone` gives `/colocation` and `/colocation/kent`. */
export function parentAddresses(urls: readonly string[]): Set<string> {
  return new Set(
    urls.flatMap((url) => {
      const parts = url.split('/').slice(1, -1);
      return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
    }),
  );
}

/**
 * A page's standing (`StandingField`): a hub when some indexed page's address is under its own,
 * and a section's page when it is also one step from the root. A service's national page
 * (`/colocation-uk`, docs/content-model.md#national-and-local-services) stands as its local
 * page (`/colocation`) does: it is the same service's page for the whole country, with no pages
 * under it, and without it the local service's county pages, shorter and sharing its words,
 * ranked above it. From the addresses of every part, not its own part's alone, and in the
 * part's key, so a page added under another makes that page's part again.
 */
export function pageStanding(url: string, parents: ReadonlySet<string>): StandingField[] {
  const local = /^(\/[^/]+)-uk$/.exec(url)?.[1];
  if (!parents.has(url) && !(local !== undefined && parents.has(local))) return [];
  return url.lastIndexOf('/') === 0 ? ['hub', 'section'] : ['hub'];
}

/** The files that say how a page's words are read and handed to Pagefind: what a kept record or index was made by. */
const SEARCH_CODE_FILES = ['src/search/searchInput.ts', 'src/search/indexParts.ts', 'src/search/searchIndex.ts'];
let code: string | undefined;

/**
 * A hash of the search's own code (SEARCH_CODE_FILES): a record kept in the cache, or an index
 * kept in the output, was made by this code only when it is the same (src/cache/searchCache.ts).
 */
export function searchCode(): string {
  if (code === undefined) {
    const hash = createHash('sha1');
    for (const file of SEARCH_CODE_FILES)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(packageRoot, file)))
        .update('\0');
    code = hash.digest('hex');
  }
  return code;
}
