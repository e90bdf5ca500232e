/**
 * A page's reads as runs of indices into one shared key list. A listing page reads
 * every record of a collection, which is one run, so a large site's manifest stays small.
 */
export function encodeReads(reads: Iterable<string>, indexOf: Pick<ReadonlyMap<string, number>, 'get'>): number[] {
  return runsOf([...reads].map((key) => indexOf.get(key)!).sort((a, b) => a - b));
}

/** Ascending indices as runs: start, length, start, length… */
function runsOf(indices: Iterable<number>): number[] {
  const runs: number[] = [];
  for (const index of indices) {
    const last = runs.length - 2;
    if (last >= 0 && runs[last]! + runs[last + 1]! === index) runs[last + 1]!++;
    else runs.push(index, 1);
  }
  return runs;
}

export function decodeReads(runs: ArrayLike<number>, keys: readonly string[]): string[] {
  return [...readRuns(runs, keys)];
}

/**
 * A page's reads as the cache stored them, still as runs into the key list they were stored
 * with: a large site's pages read a great many keys, and after an edit almost every page is only tested
 * (`changedRuns`) and stored again (`remapRuns`), which both work on the runs. They are
 * made keys only for what needs the keys (the sitemap's dates).
 */
export interface ReadRuns extends Iterable<string> {
  readonly runs: ArrayLike<number>;
  readonly keys: readonly string[];
}

export function readRuns(runs: ArrayLike<number>, keys: readonly string[]): ReadRuns {
  return {
    runs,
    keys,
    *[Symbol.iterator]() {
      for (let i = 0; i < runs.length; i += 2) for (let j = 0; j < runs[i + 1]!; j++) yield keys[runs[i]! + j]!;
    },
  };
}

export const isReadRuns = (reads: Iterable<string>): reads is ReadRuns => 'runs' in reads && 'keys' in reads;

const indexes = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

/**
 * Each key of a key list → its index, made once for the list: after an edit, the sitemap's
 * dating of the pages rendered afresh and the save of their reads both look up the keys of
 * the list loaded, and making this map twice cost such a build noticeably. A list
 * must not change once indexed: the build cache's grows only in a copy.
 */
export function keyIndex(keys: readonly string[]): ReadonlyMap<string, number> {
  let index = indexes.get(keys);
  if (!index) indexes.set(keys, (index = new Map(keys.map((key, i) => [key, i]))));
  return index;
}

/**
 * The keys a watch session's pages read, each once, in the order first read: a key read again
 * later keeps its index, and a new one goes at the end. Pages read in the same order keep their
 * runs: a listing page's records, read one after another, are one run.
 */
export interface SessionKeys {
  readonly keys: string[];
  readonly indexOf: Map<string, number>;
}

export const sessionKeys = (): SessionKeys => ({ keys: [], indexOf: new Map() });

/**
 * A rendered page's reads as runs into the session's key list. Kept so between rebuilds, the
 * pages' reads are tested against an edit (`changedRuns`) and dated (lastmod/pageDates.ts)
 * run by run, with a lookup for each key, not each read.
 */
export function sessionRuns(reads: Iterable<string>, table: SessionKeys): ReadRuns {
  const indices: number[] = [];
  const added: string[] = [];
  for (const key of reads) {
    const index = table.indexOf.get(key);
    if (index === undefined) added.push(key);
    else indices.push(index);
  }
  // New keys go in sorted, not in the order read: a record's keys sit together, and the keys
  // every page reads are not split by the first page's own, so later pages read them as few runs.
  for (const key of added.sort()) indices.push(indexIn(table, key));
  return readRuns(runsOf(indices.sort((a, b) => a - b)), table.keys);
}

/** The key's index in the list, added at its end when new. */
function indexIn(table: SessionKeys, key: string): number {
  let index = table.indexOf.get(key);
  if (index === undefined) table.indexOf.set(key, (index = table.keys.push(key) - 1));
  return index;
}

/**
 * A page's reads as the thread that rendered it hands them over: runs into that thread's own
 * key list, and the keys the list gained with this page. A page reads a hundred keys or more,
 * nearly all of them read by other pages too; handed over as runs, each key crosses between
 * threads once, not once for every page that reads it.
 */
export interface ThreadReads {
  /** The list's own name: its thread's id, and which of that thread's lists. */
  list: string;
  runs: number[];
  added: string[];
}

let lists = 0;

/** A renderer's reads as ThreadReads: a list of its own, with the keys each page adds to it. */
export function threadReadsOf(thread: number): (reads: Iterable<string>) => ThreadReads {
  const table = sessionKeys();
  const list = `${thread}:${lists++}`;
  return (reads) => {
    const before = table.keys.length;
    const { runs } = sessionRuns(reads, table);
    return { list, runs: runs as number[], added: table.keys.slice(before) };
  };
}

/**
 * Pages' ThreadReads as runs into one list, `table`: each thread's list is mapped into it as it
 * grows. A list's pages must come in the order they were rendered, as a thread's replies do.
 */
export function intoSession(table: SessionKeys): (reads: ThreadReads) => ReadRuns {
  const lists = new Map<string, number[]>();
  return ({ list, runs, added }) => {
    let index = lists.get(list);
    if (!index) lists.set(list, (index = []));
    for (const key of added) index.push(indexIn(table, key));
    // Kept for the whole build, a page's runs take half the memory as 32-bit numbers as in an array.
    return readRuns(Int32Array.from(remapRuns(runs, index)), table.keys);
  };
}

/**
 * A test of runs into `keys` against a test of keys, asked once per key of the list: how many
 * keys before each index fail it, so that a run fails when that count grows across it.
 */
export function changedRuns(keys: readonly string[], changed: (key: string) => boolean): (runs: ArrayLike<number>) => boolean {
  const before = new Int32Array(keys.length + 1);
  keys.forEach((key, i) => (before[i + 1] = before[i]! + (changed(key) ? 1 : 0)));
  return (runs) => {
    for (let i = 0; i < runs.length; i += 2) if (before[runs[i]! + runs[i + 1]!]! > before[runs[i]!]!) return true;
    return false;
  };
}

/**
 * Runs into one key list as runs into another that holds every key they name. Both lists
 * sorted, the indices stay in order, so no sort is needed; they are sorted only when not (a
 * list the build cache kept has the keys it gained since it was sorted at its end), which
 * keeps the runs as few as they can be.
 */
export function remapRuns(runs: ArrayLike<number>, newIndex: ArrayLike<number>): ArrayLike<number> {
  const indices: number[] = [];
  let ascending = true;
  for (let i = 0; i < runs.length; i += 2)
    for (let j = 0; j < runs[i + 1]!; j++) {
      const index = newIndex[runs[i]! + j]!;
      if (index < indices[indices.length - 1]!) ascending = false;
      indices.push(index);
    }
  return runsOf(ascending ? indices : indices.sort((a, b) => a - b));
}
