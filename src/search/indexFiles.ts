import { createHash } from 'node:crypto';
import {
  BLOCK_PAGES,
  ENTRY_FILE,
  FORMAT,
  roundedAverage,
  SEARCH_FOLDER,
  termWeight,
  type IndexBlock,
  type IndexEntry,
  type IndexShard,
  type IndexStats,
} from './indexFormat.ts';
import { HEADING, searchText, type SearchRecord } from './searchInput.ts';
import { unpackTerms, WHOLE, type PageTerms } from './pageTerms.ts';
import { ShardCutter, termSpread } from './shardCuts.ts';
import { filterTerm } from './terms.ts';

/** One file of the index, its path under dist/. */
export interface IndexFile {
  path: string;
  data: Uint8Array;
}

/** A file of the earlier index that the index made now holds as it was: to keep in the output, not write. */
export interface KeptIndexFile {
  path: string;
  kept: true;
}

/** One indexable page: its address and its record (searchInput.ts). */
export interface IndexedPage {
  url: string;
  record: Pick<SearchRecord, 'title' | 'content' | 'terms' | 'filters'>;
}

/** What the index is made of, in the order the files are given: the kept files, then the written ones, then the entry. */
export type IndexOutput = IndexFile | KeptIndexFile;

/** The index made, for the caller to keep: its entry and what it was made of (for the next build's update, indexUpdate.ts). */
export interface MadeIndex {
  entry: IndexEntry;
  stats: IndexStats;
}

/**
 * The search index of these pages (indexFormat.ts), made whole from their records: in address
 * order, so the same pages make the same bytes, and every file but the entry named by its
 * bytes, so a file that did not change keeps its name and a host's cache of it stays good. One
 * pass over the records adds each page's terms (read where it was rendered, pageTerms.ts) to
 * their postings with their counts; the weights, which depend on the pages' average length, are
 * worked out as the shards are written. Each file is given as soon as it is made (a block once
 * its pages are read, then each shard), for the caller to write and let go: what is held beyond
 * the records is a length a page and the postings, four bytes each.
 */
export function* indexFiles(pages: readonly IndexedPage[]): Generator<IndexFile, MadeIndex> {
  const sorted = byAddress(pages);
  const lengths = new Uint32Array(sorted.length);
  const postings = new Postings();
  const entry: IndexEntry = { format: FORMAT, pages: sorted.length, first: [], shards: [], blocks: [] };
  let block: IndexBlock = [];
  for (const [id, page] of sorted.entries()) {
    // Read once: a record may be read back from the cache's frames each time it is asked for.
    const record = page.record;
    const terms = indexTerms(record);
    lengths[id] = terms.length;
    for (const [term, count] of terms.counts) postings.add(term, id, count);
    block.push(blockRow({ url: page.url, record }));
    if (block.length === BLOCK_PAGES || id === sorted.length - 1) {
      const { hash, ...file } = named('b', block);
      entry.blocks.push(hash);
      yield file;
      block = [];
    }
  }
  const length = lengths.reduce((sum, pageLength) => sum + pageLength, 0);
  const stats: IndexStats = { pages: sorted.length, length, terms: postings.terms, postings: postings.count };
  const weigh = weighing(roundedAverage(length, sorted.length));
  const cutter = new ShardCutter(termSpread(stats.terms, stats.postings));
  const shardFile = (shard: IndexShard) => {
    const { hash, ...file } = named('s', shard);
    entry.first.push(shard.terms[0]!);
    entry.shards.push(hash);
    return file;
  };
  for (const [term, pairs] of postings.weighed((page, count) => weigh(count, lengths[page]!))) {
    const done = cutter.add(term, pairs);
    if (done) yield shardFile(done);
  }
  const last = cutter.flush();
  if (last) yield shardFile(last);
  yield entryFile(entry);
  return { entry, stats };
}

/** The pages in address order: a page's number in the index is its place in it. */
export const byAddress = <T extends { url: string }>(pages: readonly T[]): T[] => [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

/** A page's terms as the index adds them: its words' counts and its filters, each filter a term whose count is WHOLE. */
export function indexTerms(record: Pick<SearchRecord, 'terms' | 'filters'>): PageTerms {
  const terms = unpackTerms(record.terms);
  for (const [name, values] of Object.entries(record.filters)) for (const value of values) terms.counts.set(filterTerm(name, value), WHOLE);
  return terms;
}

/** A term's weight on a page from its count and the page's length, against the index's average length. */
export const weighing =
  (average: number) =>
  (count: number, length: number): number =>
    count === WHOLE ? 1 : termWeight(count, length, average);

/** A file of the index named by its bytes: `<prefix>-<hash>.json`. */
export function named(prefix: string, value: unknown): IndexFile & { hash: string } {
  const data = Buffer.from(JSON.stringify(value));
  const hash = bytesHash(data);
  return { path: hashedPath(prefix, hash), data, hash };
}

/** The hash that names a file of the index with these bytes. */
export const bytesHash = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex').slice(0, 12);

/** Where the index's file with this prefix and hash is, under dist/. */
export const hashedPath = (prefix: string, hash: string) => `${SEARCH_FOLDER}/${prefix}-${hash}.json`;

/** The entry's file: the one whose name stays, so it is written by every build that makes the index. */
export const entryFile = (entry: IndexEntry): IndexFile => ({ path: `${SEARCH_FOLDER}/${ENTRY_FILE}`, data: Buffer.from(JSON.stringify(entry)) });

/** A page as its block holds it: its address, its title, and its text for excerpts (its lines, a heading's without its mark). */
export function blockRow(page: IndexedPage): IndexBlock[number] {
  const record = page.record;
  return [
    page.url,
    record.title,
    searchText(record)
      .split('\n')
      .map((line) => (line.startsWith(HEADING) ? line.slice(2) : line))
      .join('\n'),
  ];
}

/**
 * Each term's postings as they are added, page by page in order: a page's number and the term's
 * count on it packed in one 32-bit number (the count, at most 255, in the low byte), in typed
 * arrays that double as they fill.
 */
class Postings {
  private readonly byTerm = new Map<string, { packed: Uint32Array; length: number }>();
  count = 0;

  get terms(): number {
    return this.byTerm.size;
  }

  add(term: string, page: number, count: number): void {
    let list = this.byTerm.get(term);
    if (!list) this.byTerm.set(ownCopy(term), (list = { packed: new Uint32Array(4), length: 0 }));
    if (list.length === list.packed.length) {
      const grown = new Uint32Array(list.packed.length * 2);
      grown.set(list.packed);
      list.packed = grown;
    }
    list.packed[list.length++] = page * 256 + Math.min(255, count);
    this.count++;
  }

  /** The terms in order, each with its pairs (IndexShard): each page's number from the one before, and its count weighed by `weigh`. */
  *weighed(weigh: (page: number, count: number) => number): Generator<[string, number[]]> {
    for (const term of [...this.byTerm.keys()].sort()) {
      const { packed, length } = this.byTerm.get(term)!;
      const pairs: number[] = [];
      let last = 0;
      for (let i = 0; i < length; i++) {
        const page = Math.floor(packed[i]! / 256);
        pairs.push(page - last, weigh(page, packed[i]! % 256));
        last = page;
      }
      yield [term, pairs];
    }
  }
}

/**
 * A string of its own, with the same characters. A term is cut from its page's unpacked terms
 * (unpackTerms), and V8 keeps a cut string of 13 characters or more as a view of the text it
 * was cut from: kept as a key of the postings, a page's first new term (its whole heading, most
 * often) kept that page's whole text with it, for every page of the site (docs/benchmark.md,
 * "2026-12-06"). A term is new a few hundred thousand times in a build, where it is added tens
 * of millions of times, so copying it then costs nothing that shows. Copied as UTF-16, so that
 * every code unit comes back as it was.
 */
const ownCopy = (text: string): string => Buffer.from(text, 'utf16le').toString('utf16le');
