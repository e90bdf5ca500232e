import { expect, it } from 'vitest';
import { EntriesOf, ItemsOf, jsonParts } from '../../src/cache/jsonParts.ts';

// An entry of a large site is written a part at a time; what is written is what JSON.stringify
// writes of the same value, read back by JSON.parse alike.
it('writes what JSON.stringify writes of the same value, the streamed parts as their object or array', () => {
  const plain = { key: 'k', n: 1, gone: undefined, list: [1, undefined, 'a'], nested: { x: [{ y: null }] } };
  expect([...jsonParts(plain)].join('')).toBe(JSON.stringify(plain));

  const entries = new Map<string, unknown>([
    ['a', { b: [1, 2], c: undefined }],
    ['quote"d', 'text\n'],
    ['skipped', undefined],
  ]);
  const streamed = { key: 'k', pages: new EntriesOf(entries), table: new ItemsOf([1, undefined, { z: 2 }]), stamp: 3 };
  const same = { key: 'k', pages: Object.fromEntries(entries), table: [1, undefined, { z: 2 }], stamp: 3 };
  expect([...jsonParts(streamed)].join('')).toBe(JSON.stringify(same));
  expect(JSON.parse([...jsonParts(new ItemsOf([]))].join(''))).toEqual([]);
  expect([...jsonParts(new EntriesOf([]))].join('')).toBe('{}');
});

it("makes each entry only as it is written, in parts of about a megabyte, and an array's items once the fields before it are written", () => {
  let made = 0;
  const table: number[] = [];
  function* pages(): Generator<[string, string]> {
    for (let i = 0; i < 3000; i++) {
      made++;
      table.push(i);
      yield [`page-${i}`, 'x'.repeat(1000)];
    }
  }
  const parts = jsonParts({ pages: new EntriesOf(pages()), table: new ItemsOf(table) });
  const first = parts.next();
  // The first part is written before most pages are made.
  expect(first.done).toBe(false);
  expect(made).toBeLessThan(3000);
  const rest = [...parts];
  expect(rest.length).toBeGreaterThanOrEqual(2);
  expect([first.value as string, ...rest].every((part) => part.length < 2 * 2 ** 20)).toBe(true);
  const read = JSON.parse([first.value as string, ...rest].join('')) as { pages: Record<string, string>; table: number[] };
  expect(Object.keys(read.pages)).toHaveLength(3000);
  // The table filled by the pages' writing is written whole, after them.
  expect(read.table).toHaveLength(3000);
});
