import type { SearchInput } from '../search/searchInput.ts';
import { readJsonEntry, writeJsonEntry } from './siteCache.ts';

/**
 * What the search stage keeps between builds (src/pipeline/searchSite.ts): each indexable
 * page's search input with the hash of the page's bytes it was read from, and the key and file
 * names of the index made from them. It describes one output only, the one whose marker carries
 * `fingerprint`: a page the build cache carries over has the very bytes its input was read from,
 * and the index files are kept only from that output.
 */
export interface StoredSearch {
  fingerprint: string;
  pages: Record<string, SearchInput>;
  index?: { key: string; files: readonly string[] };
}

/** The stored search inputs of the output with this fingerprint, or undefined (none, another output's, damaged). */
export async function loadSearchCache(dir: string, outputFingerprint: string | undefined): Promise<StoredSearch | undefined> {
  if (outputFingerprint === undefined) return undefined;
  const stored = await readJsonEntry<StoredSearch>(dir, 'search');
  return stored?.fingerprint === outputFingerprint && typeof stored.pages === 'object' ? stored : undefined;
}

export const saveSearchCache = (dir: string, stored: StoredSearch) => writeJsonEntry(dir, 'search', stored);
