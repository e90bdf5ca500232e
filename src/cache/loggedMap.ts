import { appendFile, readFile, rename, rm, truncate, writeFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';

/**
 * A map as a file left it: what a save compares with, so that it writes what changed. Values
 * are kept with V8's serialiser, not JSON: it keeps every value YAML can give exactly (-0,
 * Infinity, NaN), so a cached build reads what a fresh parse would.
 */
export interface LoadedMap<V> {
  entries: Map<string, V>;
  /** The sizes of the file and of its log (the appends read whole), in bytes. */
  sizes: { file: number; log: number };
  /** The log ends in an append a killed build left half-written: it goes before the next. */
  torn: boolean;
}

/** One append to the log: entries set, and keys deleted, since the file and the appends before. */
interface Change<V> {
  set: [string, V][];
  deleted: string[];
}

/** Each append is its length, then its bytes: one a killed build left half-written is seen short, and left out. */
const LENGTH_BYTES = 4;

const logOf = (file: string) => `${file}.log`;

/**
 * A map kept in `file`, with the changes of later saves appended to `<file>.log`: a build after a
 * one-guide edit of 4,000 guides appends that guide's entries rather than writing 8 MB again.
 * Undefined when there is no file, or it cannot be read: a cache, whose loss costs only time.
 */
export async function loadLoggedMap<V>(file: string): Promise<LoadedMap<V> | undefined> {
  let bytes: Buffer;
  let entries: Map<string, V>;
  try {
    bytes = await readFile(file);
    entries = deserialize(bytes) as Map<string, V>;
    if (!(entries instanceof Map)) return undefined;
  } catch {
    return undefined;
  }
  const log = await readFile(logOf(file)).catch(() => Buffer.alloc(0));
  let at = 0;
  while (at + LENGTH_BYTES <= log.length) {
    const end = at + LENGTH_BYTES + log.readUInt32LE(at);
    if (end > log.length) break;
    let change: Change<V>;
    try {
      change = deserialize(log.subarray(at + LENGTH_BYTES, end)) as Change<V>;
    } catch {
      return undefined;
    }
    for (const [key, value] of change.set) entries.set(key, value);
    for (const key of change.deleted) entries.delete(key);
    at = end;
  }
  return { entries, sizes: { file: bytes.length, log: at }, torn: at < log.length };
}

/**
 * Saves `entries` over what `loaded` read from the file: the entries `same` does not find
 * unchanged, and the keys gone, appended to the log while it is small (under a quarter of the
 * file) and they are few (a quarter of the entries); otherwise the whole map, through a
 * temporary file and a rename, the log removed first. A crash between the two leaves the old
 * file alone: entries lost only cost the work of making them again.
 */
export async function saveLoggedMap<V>(
  file: string,
  entries: ReadonlyMap<string, V>,
  loaded: LoadedMap<V> | undefined,
  same: (before: V, now: V) => boolean,
): Promise<void> {
  if (loaded && loaded.sizes.log < loaded.sizes.file / 4) {
    const set = [...entries].filter(([key, value]) => !loaded.entries.has(key) || !same(loaded.entries.get(key)!, value));
    const deleted = [...loaded.entries.keys()].filter((key) => !entries.has(key));
    if (set.length + deleted.length <= entries.size / 4) {
      if (set.length + deleted.length === 0) return;
      const change = serialize({ set, deleted } satisfies Change<V>);
      const length = Buffer.alloc(LENGTH_BYTES);
      length.writeUInt32LE(change.length);
      if (loaded.torn) await truncate(logOf(file), loaded.sizes.log);
      await appendFile(logOf(file), Buffer.concat([length, change]));
      return;
    }
  }
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, serialize(new Map(entries)));
  await rm(logOf(file), { force: true });
  await rename(temporary, file);
}
