import { cacheDir } from '../cache/cacheDir.ts';
import { readJsonEntry, writeJsonEntry } from '../cache/siteCache.ts';
import type { Parts } from './fileDates.ts';

/** Raised whenever what `parseParts` makes of a file changes, so no older parse is used (the layout's version counts too). */
const FORMAT = 2;
type Stored = { format?: number; blobs?: Record<string, [string, [string, string][], boolean]> };

/**
 * Each version of a content file as parts (fileDates.ts), by its git blob id, kept in
 * `.site-cache/`: a blob's bytes never change, so its parts never do, and each version in the
 * history is parsed once, not once per build. The dates are the same with it or without it.
 */
export async function loadParts(root: string): Promise<Map<string, Parts>> {
  const stored = await readJsonEntry<Stored>(cacheDir(root), 'lastmodParts');
  if (stored?.format !== FORMAT || !stored.blobs) return new Map();
  return new Map(Object.entries(stored.blobs).map(([blob, [keys, values, draft]]) => [blob, { keys, values: new Map(values), draft }]));
}

/** Saves the parts of the blobs this history holds (no others: the file does not grow with dead versions). */
export async function saveParts(root: string, parts: ReadonlyMap<string, Parts>): Promise<void> {
  const blobs = Object.fromEntries(
    [...parts].map(([blob, { keys, values, draft }]) => [blob, [keys, [...values], draft] as [string, [string, string][], boolean]]),
  );
  await writeJsonEntry(cacheDir(root), 'lastmodParts', { format: FORMAT, blobs } satisfies Stored);
}
