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
  return new RunsInto(runs, keys);
}

/** Runs as they are, into a key list: a class, so that a large site's hundred thousand pages share one iterator, not a closure each. */
class RunsInto implements ReadRuns {
  constructor(
    readonly runs: ArrayLike<number>,
    readonly keys: readonly string[],
  ) {}

  [Symbol.iterator](): Iterator<string> {
    return keysOf(this.runs, this.keys);
  }
}

function* keysOf(runs: ArrayLike<number>, keys: readonly string[]): Generator<string> {
  for (let i = 0; i < runs.length; i += 2) for (let j = 0; j < runs[i + 1]!; j++) yield keys[runs[i]! + j]!;
}

/**
 * Many pages' runs, kept one after another in one buffer, each number a variable-length integer
 * (seven bits a byte): a run's start as its step from where the run before it ended, then its
 * length. A page's runs are about a hundred numbers, nearly all small steps, so about a byte
 * each, where an Int32Array of the page's own costs four bytes a number and a hundred bytes
 * besides; a large site's build keeps every page's runs from its render to its save. A page's
 * runs are decoded each time they are asked for (`runs`): a build asks a page's once or twice.
 */
export class RunStore {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;

  /** Keeps a page's runs (ascending, as runsOf makes them), as runs into `keys`. */
  keep(runs: ArrayLike<number>, keys: readonly string[]): ReadRuns {
    const start = this.used;
    let end = 0;
    for (let i = 0; i < runs.length; i += 2) {
      const step = runs[i]! - end;
      // A step back (runs not in order) is kept too, as an odd number: zigzag encoding.
      this.put(step >= 0 ? step * 2 : -step * 2 - 1);
      this.put(runs[i + 1]!);
      end = runs[i]! + runs[i + 1]!;
    }
    return new StoredRuns(this, start, runs.length, keys);
  }

  /** The `count` numbers of runs kept from `start`. */
  read(start: number, count: number): Int32Array {
    const runs = new Int32Array(count);
    let at = start;
    let end = 0;
    for (let i = 0; i < count; i++) {
      let value = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = this.bytes[at++]!;
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte & 0x80);
      if (i % 2 === 0) runs[i] = end + (value % 2 === 0 ? value / 2 : -(value + 1) / 2);
      else {
        runs[i] = value;
        end = runs[i - 1]! + value;
      }
    }
    return runs;
  }

  private put(value: number): void {
    if (this.used + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.used++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.used++] = rest;
  }
}

/** A page's runs as a RunStore keeps them. */
class StoredRuns implements ReadRuns {
  constructor(
    private readonly store: RunStore,
    private readonly start: number,
    private readonly count: number,
    readonly keys: readonly string[],
  ) {}

  get runs(): Int32Array {
    return this.store.read(this.start, this.count);
  }

  [Symbol.iterator](): Iterator<string> {
    return keysOf(this.runs, this.keys);
  }
}

export const isReadRuns = (reads: Iterable<string>): reads is ReadRuns => reads instanceof RunsInto || reads instanceof StoredRuns;

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
  // Kept for the whole build, the pages' runs are kept together, compactly.
  const store = new RunStore();
  return ({ list, runs, added }) => {
    let index = lists.get(list);
    if (!index) lists.set(list, (index = []));
    for (const key of added) index.push(indexIn(table, key));
    return store.keep(remapRuns(runs, index), table.keys);
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
