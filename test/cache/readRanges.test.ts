import { describe, expect, it } from 'vitest';
import { decodeReads, encodeReads } from '../../src/cache/readRanges.ts';

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
});
