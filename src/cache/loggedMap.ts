import { deserialize, serialize } from 'node:v8';
import { appendRecord, readLoggedEntry, writeEntry, type CacheEntry } from './siteCache.ts';

/**
 * A map as a file left it: what a save compares with, so that it writes what changed. Values
 * are kept with V8's serialiser, not JSON: it keeps every value YAML can give exactly (-0,
 * Infinity, NaN), so a cached build reads what a fresh parse would.
 */
export interface LoadedMap<V> {
  entries: Map<string, V>;
  /** The sizes of the entry and of its log (the appends read whole), in bytes. */
  sizes: { file: number; log: number };
  /** The log ends in an append a killed build left half-written: it goes before the next. */
  torn: boolean;
}

/** One append to the log: entries set, and keys deleted, since the entry and the appends before. */
interface Change<V> {
  set: [string, V][];
  deleted: string[];
}

/**
 * A map kept in a cache entry, with the changes of later saves appended to its log
 * (src/cache/siteCache.ts): a build after a one-guide edit appends that guide's
 * entries rather than writing the whole map again. Undefined when there is no entry, or it cannot be
 * read: a cache, whose loss costs only time.
 */
export async function loadLoggedMap<V>(dir: string, entry: CacheEntry): Promise<LoadedMap<V> | undefined> {
  const read = await readLoggedEntry(dir, entry);
  if (!read) return undefined;
  try {
    const entries = deserialize(read.bytes) as Map<string, V>;
    if (!(entries instanceof Map)) return undefined;
    for (const record of read.records) {
      const change = deserialize(record) as Change<V>;
      for (const [key, value] of change.set) entries.set(key, value);
      for (const key of change.deleted) entries.delete(key);
    }
    return { entries, sizes: read.sizes, torn: read.torn };
  } catch {
    return undefined;
  }
}

/**
 * Saves `entries` over what `loaded` read from the entry: the entries `same` does not find
 * unchanged, and the keys gone, appended to the log while it is small (under a quarter of the
 * entry) and they are few (a quarter of the entries); otherwise the whole map. A crash leaves
 * the old entry alone: entries lost only cost the work of making them again.
 */
export async function saveLoggedMap<V>(
  dir: string,
  entry: CacheEntry,
  entries: ReadonlyMap<string, V>,
  loaded: LoadedMap<V> | undefined,
  same: (before: V, now: V) => boolean,
): Promise<void> {
  if (loaded && loaded.sizes.log < loaded.sizes.file / 4) {
    const set = [...entries].filter(([key, value]) => !loaded.entries.has(key) || !same(loaded.entries.get(key)!, value));
    const deleted = [...loaded.entries.keys()].filter((key) => !entries.has(key));
    if (set.length + deleted.length <= entries.size / 4) {
      if (set.length + deleted.length === 0) return;
      await appendRecord(dir, entry, serialize({ set, deleted } satisfies Change<V>), loaded);
      return;
    }
  }
  await writeEntry(dir, entry, [serialize(new Map(entries))]);
}
