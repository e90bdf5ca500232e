import { describe, expect, it } from 'vitest';
import {
  changedRuns,
  decodeReads,
  encodeReads,
  readRuns,
  remapRuns,
  sessionKeys,
  sessionRuns,
  threadReadsOf,
  intoSession,
  isReadRuns,
  RunStore,
} from '../../src/content/readRuns.ts';

describe('read ranges', () => {
  const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const indexOf = new Map(keys.map((key, i) => [key, i]));

  it('stores a run of neighbouring keys as one start and length', () => {
    expect(encodeReads(['c', 'a', 'b', 'd', 'g'], indexOf)).toEqual([0, 4, 6, 1]);
  });

  it('gives back exactly the keys it was given', () => {
    for (const reads of [[], ['g'], ['a', 'c', 'e', 'g'], keys, ['f', 'b', 'c']]) {
      expect(decodeReads(encodeReads(reads, indexOf), keys).sort()).toEqual([...reads].sort());
    }
  });

  it('tells runs that name a changed key from runs that do not, as testing each key would', () => {
    const reads = [[], ['g'], ['a', 'c', 'e', 'g'], keys, ['f', 'b', 'c'], ['a', 'b'], ['e', 'f']];
    for (const changedKeys of [[], ['a'], ['d'], ['g'], ['b', 'f']]) {
      const test = changedRuns(keys, (key) => changedKeys.includes(key));
      for (const read of reads) expect(test(encodeReads(read, indexOf))).toBe(read.some((key) => changedKeys.includes(key)));
    }
  });

  it('renumbers runs into a list with keys added and dropped, naming the same keys', () => {
    const later = ['a', 'aa', 'c', 'd', 'da', 'g', 'h'];
    const newIndex = Int32Array.from(keys, (key) => later.indexOf(key));
    for (const reads of [['a', 'c', 'd', 'g'], ['c', 'd'], ['g'], []]) {
      const runs = remapRuns(encodeReads(reads, indexOf), newIndex);
      expect([...readRuns(runs, later)]).toEqual(reads);
      expect(runs).toEqual(encodeReads(reads, new Map(later.map((key, i) => [key, i]))));
    }
  });

  it('renumbers runs from a list with keys added at its end into a sorted one as the fewest runs', () => {
    // 'a' was added at the end of the kept list; in the list made afresh it comes first.
    const kept = ['b', 'c', 'a'];
    const sorted = ['a', 'b', 'c'];
    const runs = remapRuns(
      [0, 3],
      Int32Array.from(kept, (key) => sorted.indexOf(key)),
    );
    expect(Array.from(runs)).toEqual([0, 3]);
    expect(decodeReads(runs, sorted)).toEqual(sorted);
  });

  it("keeps a watch session's pages as runs into one growing key list: each key once, where it was first read", () => {
    const table = sessionKeys();
    const listing = sessionRuns(['r1', 'r2', 'r3', 'r4'], table);
    const page = sessionRuns(['x', 'r2', 'r1'], table);
    const later = sessionRuns(['r3', 'y', 'x'], table);
    expect(table.keys).toEqual(['r1', 'r2', 'r3', 'r4', 'x', 'y']);
    expect(listing.runs).toEqual([0, 4]);
    expect([...page].sort()).toEqual(['r1', 'r2', 'x']);
    expect([...later].sort()).toEqual(['r3', 'x', 'y']);
    // Tested against an edit as its keys would be, though the list grew after it was made.
    const test = changedRuns(table.keys, (key) => key === 'x');
    expect([listing, page, later].map((reads) => test(reads.runs))).toEqual([false, true, true]);
  });

  it('hands each thread’s reads over as runs into its own list, each key once, and puts them back into one list', () => {
    const [one, other] = [threadReadsOf(1), threadReadsOf(2)];
    const pages = [
      one(['site', 'place-1#name', 'place-2#name']),
      other(['site', 'place-3#name']),
      one(['site', 'place-2#name', 'place-4#name']),
      other(['place-3#name', 'place-1#name']),
    ];
    // A key crosses with the first page of its thread that read it, and never again; a page's new keys are added sorted.
    expect(pages.map((page) => page.added)).toEqual([['place-1#name', 'place-2#name', 'site'], ['place-3#name', 'site'], ['place-4#name'], ['place-1#name']]);
    const table = sessionKeys();
    const intoOne = intoSession(table);
    const reads = pages.map((page) => intoOne(page));
    expect(reads.map((page) => [...page].sort())).toEqual([
      ['place-1#name', 'place-2#name', 'site'],
      ['place-3#name', 'site'],
      ['place-2#name', 'place-4#name', 'site'],
      ['place-1#name', 'place-3#name'],
    ]);
    expect([...table.keys].sort()).toEqual(['place-1#name', 'place-2#name', 'place-3#name', 'place-4#name', 'site']);
    expect(reads.every((page) => page.keys === table.keys)).toBe(true);
  });

  it('keeps many pages’ runs in one store and gives each page’s back exactly, large steps and steps back too', () => {
    const store = new RunStore();
    const list = Array.from({ length: 3_000_000 }, (_, i) => `k${i}`);
    // Ascending runs with small and large steps, one into the far end of the list, one out of order, and a page with none.
    const pages: number[][] = [[0, 1], [56, 3, 60, 4, 65, 2, 690, 12], [5, 200, 300, 1, 2_999_990, 10], [9, 2, 3, 4], [], [127, 1, 128, 128, 16_384, 1]];
    for (let page = 0; page < 3000; page++) pages.push([page * 7, 1 + (page % 5), page * 7 + 20, (page % 300) + 1]);
    const kept = pages.map((runs) => store.keep(runs, list));
    kept.forEach((reads, page) => {
      expect(Array.from(reads.runs)).toEqual(pages[page]);
      expect(reads.keys).toBe(list);
      expect(isReadRuns(reads)).toBe(true);
    });
    expect([...kept[1]!]).toEqual(decodeReads(pages[1]!, list));
    expect([...kept[4]!]).toEqual([]);
  });
});
