import { searchCode } from '../search/indexParts.ts';
import type { SearchRecord } from '../search/searchInput.ts';
import { loadLoggedMap, saveLoggedMap, type LoadedMap } from './loggedMap.ts';
import { readJsonEntry, writeJsonEntry } from './siteCache.ts';

/** The index made from the records: each of its parts (src/search/indexParts.ts). */
export interface StoredIndex {
  parts: readonly StoredPart[];
}

/** One part of the index: its key and folder (`IndexPart`) and its files' paths under dist/. */
export interface StoredPart {
  key: string;
  folder: string;
  files: readonly string[];
}

/**
 * What the search stage keeps between builds (src/pipeline/searchSite.ts): each indexable
 * page's record, by URL, with the hash of the page's bytes it was read from, and the key and
 * file names of the index made from them. It describes one output only, the one whose marker
 * carries `fingerprint`: a page the build cache carries over has the very bytes its record was
 * read from, and the index files are kept only from that output. On disk the records are a
 * logged map (`search`, src/cache/loggedMap.ts: a build after one edit appends that page's
 * record) and the index a small entry of its own (`searchIndex`), written last: it holds the
 * fingerprint, so records saved by a build killed before it read as another output's.
 */
export interface StoredSearch {
  fingerprint: string;
  pages: Map<string, SearchRecord>;
  index?: StoredIndex;
  /** site.yaml's `search.pagesPerPart` the index was made with, in a watch session (not stored: a build has its own). */
  pagesPerPart?: number;
  /** What the records' entry held when it was read, for the next save to append to. */
  loaded?: LoadedMap<SearchRecord>;
}

interface IndexEntry {
  fingerprint: string;
  /** The search's code that made the records (`searchCode`): records of other code are not used. */
  code: string;
  index?: StoredIndex;
}

/** The stored records and index of the output with this fingerprint, or undefined (none, another output's, damaged). */
export async function loadSearchCache(dir: string, outputFingerprint: string | undefined): Promise<StoredSearch | undefined> {
  if (outputFingerprint === undefined) return undefined;
  const entry = await readJsonEntry<IndexEntry>(dir, 'searchIndex');
  if (entry?.fingerprint !== outputFingerprint || entry.code !== searchCode()) return undefined;
  const loaded = await loadLoggedMap<SearchRecord>(dir, 'search');
  return loaded && { fingerprint: entry.fingerprint, pages: loaded.entries, ...(entry.index ? { index: entry.index } : {}), loaded };
}

/** Saves the records (what changed, appended) and then the index entry that vouches for them. */
export async function saveSearchCache(dir: string, stored: StoredSearch, loaded: LoadedMap<SearchRecord> | undefined): Promise<void> {
  await saveLoggedMap(dir, 'search', stored.pages, loaded, (before, now) => before.page === now.page && before.words === now.words);
  await writeJsonEntry(dir, 'searchIndex', {
    fingerprint: stored.fingerprint,
    code: searchCode(),
    ...(stored.index ? { index: stored.index } : {}),
  } satisfies IndexEntry);
}
