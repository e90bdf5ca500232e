import { describe, expect, it } from 'vitest';
import { indexFiles, type IndexOutput, type MadeIndex } from '../../src/search/indexFiles.ts';
import { indexUpdate, type ComparedPage, type EarlierIndex } from '../../src/search/indexUpdate.ts';
import type { IndexShard } from '../../src/search/indexFormat.ts';
import { searchInput, type SearchRecord } from '../../src/search/searchInput.ts';
import { packRecord, SearchRecords } from '../../src/search/searchRecords.ts';
import { MemoryFrames } from '../../src/search/frames.ts';
import { searchTerms } from '../../src/search/terms.ts';

/** A page's record as the render makes it. */
function page(url: string, heading: string, text: string): ComparedPage & { record: SearchRecord } {
  const record = searchInput(`<title>${heading} | Site</title><main><h1>${heading}</h1><p>${text}</p></main>`, { kind: 'guide' });
  return { url, words: record.words, record };
}

/** The same numbers in every run (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A page's text: words of its own (a place's name, a product's), which sort beside each other
 * and so fall in few shards, and words every page may use, from a vocabulary where a few words
 * are common and most are rare, as in real pages.
 */
const text = (next: () => number, page: number, own: number, shared: number) =>
  [
    ...Array.from({ length: own }, () => `p${page.toString(36)}o${Math.floor(next() * 60).toString(36)}`),
    ...Array.from({ length: shared }, () => `w${Math.floor(300 * next() ** 3).toString(36)}q`),
  ].join(' ');

/** Every file of an index made from scratch or updated, with the index's state: kept files read from `earlier`. */
function collect(files: Generator<IndexOutput, MadeIndex>, earlier?: Map<string, Uint8Array>) {
  const bytes = new Map<string, Uint8Array>();
  let written = 0;
  let step = files.next();
  for (; !step.done; step = files.next()) {
    const file = step.value;
    if ('kept' in file) {
      const data = earlier?.get(file.path);
      if (!data) throw new Error(`kept ${file.path}, which the earlier index does not have`);
      bytes.set(file.path, data);
    } else {
      bytes.set(file.path, file.data);
      written++;
    }
  }
  return { bytes, written, made: step.value };
}

/** The earlier index, its records kept as a build keeps them (src/search/searchRecords.ts), read back when the update asks. */
function earlierOf(index: ReturnType<typeof collect>, pages: readonly (ComparedPage & { record: SearchRecord })[]): EarlierIndex {
  const records = new SearchRecords();
  const frames = new MemoryFrames();
  for (const { url, record } of pages) records.put(url, packRecord(record), frames);
  return { made: index.made, records, has: (file) => index.bytes.has(file), read: (file) => index.bytes.get(file) };
}

const asText = (bytes: Map<string, Uint8Array>) => [...bytes].map(([file, data]) => [file, Buffer.from(data).toString()]).sort();

describe('an index brought up to date', () => {
  const next = random(7);
  const texts = Array.from({ length: 600 }, (_, i) => text(next, i, 30 + Math.floor(next() * 40), 10));
  const urlOf = (i: number) => `/guide/${String(i).padStart(4, '0')}`;
  const first = texts.map((words, i) => page(urlOf(i), `Guide ${i}`, words));

  it('is the bytes an index made from scratch is, edit after edit, and writes only what the edit reaches', () => {
    let pages = first;
    let index = collect(indexFiles(pages));
    let updated = 0;
    for (let round = 0; round < 20; round++) {
      const edited = new Map<number, ReturnType<typeof page>>();
      for (let i = 0, count = 1 + Math.floor(next() * 4); i < count; i++) {
        const at = Math.floor(next() * pages.length);
        // Some edits bring in a word before every other, or take every word a page had.
        const words = round % 7 === 3 ? `aaa${round} ${text(next, at, 30, 5)}` : round % 11 === 5 ? '' : text(next, at, 10 + Math.floor(next() * 60), 10);
        edited.set(at, page(pages[at]!.url, `Guide ${at}${round % 5 === 0 ? ' renamed' : ''}`, words));
      }
      const now = pages.map((old, i) => edited.get(i) ?? old);
      const files = indexUpdate(now, earlierOf(index, pages));
      const scratch = collect(indexFiles(now));
      if (files) {
        const update = collect(files, index.bytes);
        expect(asText(update.bytes)).toEqual(asText(scratch.bytes));
        expect(update.made).toEqual(scratch.made);
        // The edited pages' blocks, the shards of their words, the entry: a small part of the index.
        expect(update.written).toBeLessThan(scratch.bytes.size / 2);
        updated++;
      }
      [pages, index] = [now, scratch];
    }
    // Most edits keep the average length's step and the cuts' spread, so most are updates.
    expect(updated).toBeGreaterThan(14);
  });

  it('moves the cuts near a shard whose first word is gone as a build from scratch does, whichever shard it is', () => {
    const index = collect(indexFiles(first));
    const shards = index.made.entry.shards.map((hash) => JSON.parse(Buffer.from(index.bytes.get(`search-index/s-${hash}.json`)!).toString()) as IndexShard);
    expect(shards.length).toBeGreaterThan(5);
    let updated = 0;
    for (const shard of shards.slice(1)) {
      // Every page that has the shard's first word has a word at the end instead (the same length, so
      // no other word's weight changes): the shard starts at another word, where a cut may not fall,
      // and the shard before it is not edited.
      const gone = shard.terms[0]!;
      const holders = new Set<number>();
      for (let i = 0, at = 0; i < shard.postings[0]!.length; i += 2) holders.add((at += shard.postings[0]![i]!));
      if (holders.size > 40) continue;
      const now = first.map((old, i) =>
        holders.has(i)
          ? page(
              old.url,
              `Guide ${i}`,
              texts[i]!.split(' ')
                .map((word) => (searchTerms(word)[0] === gone ? 'zzzq' : word))
                .join(' '),
            )
          : old,
      );
      const files = indexUpdate(now, earlierOf(index, first));
      if (!files) continue;
      expect(asText(collect(files, index.bytes).bytes)).toEqual(asText(collect(indexFiles(now)).bytes));
      updated++;
    }
    expect(updated).toBeGreaterThan(3);
  });

  it('is made whole instead when the pages are not the same ones, or a file of the earlier index is gone', () => {
    const index = collect(indexFiles(first));
    const added = [...first, page('/guide/new', 'New guide', 'words')];
    expect(indexUpdate(added, earlierOf(index, first))).toBeUndefined();
    const edited = [page(first[0]!.url, 'Guide 0', 'other words'), ...first.slice(1)];
    const gone = { ...earlierOf(index, first), has: (file: string) => !file.includes('/s-') && index.bytes.has(file) };
    expect(indexUpdate(edited, gone)).toBeUndefined();
    expect(indexUpdate(edited, earlierOf(index, first))).toBeDefined();
  });
});
