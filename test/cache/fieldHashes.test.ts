import { describe, expect, it } from 'vitest';
import { fieldHashes } from '../../src/cache/fieldHashes.ts';

// A field's hash decides whether a page that read it is rendered again: two values a template
// could show differently must never hash the same, or a page would keep the old one.
const hashOf = (value: unknown) => fieldHashes({ origin: { file: 'content/a.yaml' }, value }).value!;

describe('fieldHashes', () => {
  it('gives each field its own hash, the same for the same value', () => {
    const record = { origin: { file: 'content/a.yaml' }, name: 'Dover', price: 4.99, tags: ['a', 'b'] };
    const hashes = fieldHashes(record);
    expect(Object.keys(hashes)).toEqual(['origin', 'name', 'price', 'tags']);
    expect(hashes.name).toMatch(/^[0-9a-f]{16}$/);
    expect(fieldHashes({ ...record, tags: ['a', 'b'] })).toEqual(hashes);
    expect(fieldHashes({ ...record, price: 5.49 }).price).not.toBe(hashes.price);
    expect(fieldHashes({ ...record, price: 5.49 }).name).toBe(hashes.name);
  });

  it('tells apart the values JSON would write alike', () => {
    const values: unknown[] = [
      0,
      -0,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      null,
      undefined,
      'null',
      '0',
      { a: undefined },
      {},
      [undefined],
      [null],
      new Map([['a', 1]]),
      { a: 1 },
      new Set(['a']),
      ['a'],
      new Date(0),
      new Date(0).toISOString(),
      12n,
      '12',
      // An unpaired surrogate and the replacement character UTF-8 would write in its place.
      '\uD800',
      '\uFFFD',
    ];
    const hashes = values.map(hashOf);
    expect(new Set(hashes).size).toBe(values.length);
  });

  it('hashes a value that refers to itself, which JSON cannot write', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const other: Record<string, unknown> = { name: 'other' };
    other.self = other;
    expect(hashOf(looped)).toMatch(/^[0-9a-f]{16}$/);
    expect(hashOf(looped)).toBe(hashOf(looped));
    expect(hashOf(looped)).not.toBe(hashOf(other));
  });
});
