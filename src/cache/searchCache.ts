import type { MadeIndex } from '../search/indexFiles.ts';
import { searchCode } from '../search/searchCode.ts';
import type { SearchRecord } from '../search/searchInput.ts';
import { loadLoggedMap, saveLoggedMap, type LoadedMap } from './loggedMap.ts';
import { readJsonEntry, writeJsonEntry } from './siteCache.ts';

/**
 * What the search stage keeps between builds (src/pipeline/searchSite.ts): each indexable
 * page's record, by URL, with the hash of the page's bytes it was read from. It describes one
 * output only, the one whose marker carries `fingerprint`: a page the build cache carries over
 * has the very bytes its record was read from. On disk the records are a logged map (`search`,
 * src/cache/loggedMap.ts: a build after one edit appends that page's record) and a small entry
 * of its own (`searchIndex`), written last: it holds the fingerprint, so records saved by a
 * build killed before it read as another output's.
 */
export interface StoredSearch {
  fingerprint: string;
  pages: Map<string, SearchRecord>;
  /** The index made from the records: the hash of every page's address and words (`indexKey`), and its files under dist/. */
  index?: StoredIndex;
  /** What the records' entry held when it was read, for the next save to append to. */
  loaded?: LoadedMap<SearchRecord>;
}

/** An index in the output, and the pages' words it was made from. */
export interface StoredIndex {
  key: string;
  files: readonly string[];
  /** Its entry and what it was made of, for the next build to bring it up to date (src/search/indexUpdate.ts). */
  made?: MadeIndex;
  /** When it was kept while the pages' words changed (watch mode): the records it was made from, which are then not the stored ones. */
  madeFrom?: ReadonlyMap<string, SearchRecord>;
}

interface IndexEntry {
  fingerprint: string;
  index?: StoredIndex;
  /** The search's code that made the records (`searchCode`): records of other code are not used. */
  code: string;
}

/** The stored records of the output with this fingerprint, or undefined (none, another output's, damaged). */
export async function loadSearchCache(dir: string, outputFingerprint: string | undefined): Promise<StoredSearch | undefined> {
  if (outputFingerprint === undefined) return undefined;
  const entry = await readJsonEntry<IndexEntry>(dir, 'searchIndex');
  if (entry?.fingerprint !== outputFingerprint || entry.code !== searchCode()) return undefined;
  const loaded = await loadLoggedMap<SearchRecord>(dir, 'search');
  return loaded && { fingerprint: entry.fingerprint, pages: loaded.entries, ...(entry.index ? { index: entry.index } : {}), loaded };
}

/** Saves the records (what changed, appended) and then the entry that vouches for them. */
export async function saveSearchCache(dir: string, stored: StoredSearch, loaded: LoadedMap<SearchRecord> | undefined): Promise<void> {
  await saveLoggedMap(dir, 'search', stored.pages, loaded, (before, now) => before.page === now.page && before.words === now.words);
  await writeJsonEntry(dir, 'searchIndex', {
    fingerprint: stored.fingerprint,
    code: searchCode(),
    ...(stored.index ? { index: savedIndex(stored.index) } : {}),
  } satisfies IndexEntry);
}

/** An index as its entry keeps it: one not made from the records saved with it keeps no `made`, so the next build makes it whole. */
function savedIndex({ key, files, made, madeFrom }: StoredIndex): StoredIndex {
  return { key, files, ...(made && !madeFrom ? { made } : {}) };
}
