/**
 * The search index's files (docs/output-contract.md#the-search-index), as the build writes them
 * (src/search/indexFiles.ts) and the search page's engine reads them (templates/client/searchEngine.ts).
 * Everything is JSON, so every host serves and compresses it without a rule of its own.
 *
 * - `search-index/index.json`, the entry, the one file whose name stays: the count of pages,
 *   the first term of each shard and the hashes that name the shards and the page blocks.
 * - `search-index/s-<hash>.json`, a shard: a run of terms in order, each with its postings.
 * - `search-index/b-<hash>.json`, a block: BLOCK_PAGES pages' addresses, titles and texts, which
 *   a result's title and excerpt come from. A search fetches the shards of its words and the
 *   blocks of the results it shows, nothing else.
 */

/** The folder of dist/ the index is written to, and where the engine loads it from. */
export const SEARCH_FOLDER = 'search-index';
/** The page that searches the index: where there is none, a built site needs no index (src/check/rules/searchIndex.ts). */
export const SEARCH_PAGE = '/search';
/** What the names of the shards' and the blocks' files start with, before their hash. */
export const HASHED_PREFIXES = ['s', 'b'] as const;
/** The entry's name in SEARCH_FOLDER. */
export const ENTRY_FILE = 'index.json';
/** Pages a block holds: few enough that the ten results shown fetch little more than their own text. */
export const BLOCK_PAGES = 8;
/** The index's format: an engine reads only the format it was made for. */
export const FORMAT = 1;

export interface IndexEntry {
  format: typeof FORMAT;
  /** Indexed pages, numbered 0… in address order; a posting names a page by its number. */
  pages: number;
  /** For each shard, its first term; shard i holds every term from `first[i]` up to `first[i + 1]`. */
  first: string[];
  /** For each shard, the hash that names its file: `s-<hash>.json`. */
  shards: string[];
  /** For each block (pages `i × BLOCK_PAGES` on), the hash that names its file: `b-<hash>.json`. */
  blocks: string[];
}

/**
 * A shard: `terms[i]`'s postings are `postings[i]`, pairs of numbers: the page's number, as the
 * difference from the pair before (the first from 0), and the term's weight on that page, the
 * ranking's part that does not depend on the query (`termWeight`, out of WEIGHT_SCALE).
 */
export interface IndexShard {
  terms: string[];
  postings: number[][];
}

/** A block: for each of its pages, its address, title and text (its blocks a line each). */
export type IndexBlock = [url: string, title: string, text: string][];

/** A weight of 1 is kept as this integer. */
export const WEIGHT_SCALE = 100;

/** BM25's constants: how soon more of the same word stops counting, and how much a long page is discounted. */
const K1 = 1.2;
const B = 0.75;

/**
 * A term's weight on a page: BM25's part for one page (Robertson and Zaragoza, "The Probabilistic
 * Relevance Framework", 2009), from the term's count on the page, its fields weighed (`FIELD_WEIGHT`),
 * and the page's length against the average.
 */
export function termWeight(count: number, length: number, averageLength: number): number {
  const weight = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / averageLength));
  return Math.max(1, Math.round(weight * WEIGHT_SCALE));
}

/**
 * The average page length the weights are worked out with: the site's own, rounded to a step of
 * a quarter of a doubling (about 19%). BM25 needs only its size, and rounded, it stays the same
 * through most edits, so an edit changes the weights of the edited pages alone
 * (src/search/indexUpdate.ts); the same pages give the same average whatever the build.
 */
export const roundedAverage = (totalLength: number, pages: number): number =>
  2 ** (Math.round(4 * Math.log2(Math.max(1, totalLength / Math.max(1, pages)))) / 4);

/** What an index was made of, kept with it (src/cache/searchCache.ts) for the build that brings it up to date. */
export interface IndexStats {
  pages: number;
  /** The pages' lengths added up. */
  length: number;
  terms: number;
  postings: number;
}

/** How much a word counts by where it is on the page: a word of the title or the page's heading counts as several of its text. */
export const FIELD_WEIGHT = { title: 5, h1: 5, heading: 2, text: 1 } as const;

/**
 * A term's weight across the site, from how many of the pages hold it: BM25's inverse document
 * frequency, which never falls below zero (a word on every page still counts a little).
 */
export const rarity = (pagesWithTerm: number, pages: number): number => Math.log(1 + (pages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5));

/** The score a query's words add when they are a page's heading or title, word for word: above any sum of words (`termWeight` is at most K1 + 1 a term). */
export const HEADING_BONUS = 100;

/** The shard that may hold `term`: the last whose first term is not after it. */
export function shardOf(entry: Pick<IndexEntry, 'first'>, term: string): number {
  let low = 0;
  let high = entry.first.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (entry.first[middle]! <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}
