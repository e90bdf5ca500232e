import { createHash } from 'node:crypto';
import { BLOCK_PAGES, ENTRY_FILE, FORMAT, SEARCH_FOLDER, termWeight, type IndexBlock, type IndexEntry, type IndexShard } from './indexFormat.ts';
import { HEADING, searchText, type SearchRecord } from './searchInput.ts';
import { unpackTerms, WHOLE } from './pageTerms.ts';
import { filterTerm } from './terms.ts';

/** One file of the index, its path under dist/. */
export interface IndexFile {
  path: string;
  data: Uint8Array;
}

/** One indexable page: its address and its record (searchInput.ts). */
export interface IndexedPage {
  url: string;
  record: Pick<SearchRecord, 'title' | 'content' | 'terms' | 'filters'>;
}

/** Postings a shard holds before the next term starts a new one: a shard of about 20 KB of JSON. */
const SHARD_POSTINGS = 4_000;

/**
 * The search index of these pages (indexFormat.ts), made whole from their records: in address
 * order, so the same pages make the same bytes, and every file but the entry named by its
 * bytes, so a file that did not change keeps its name and a host's cache of it stays good. One
 * pass over the records adds each page's terms (read where it was rendered, pageTerms.ts) to
 * their postings with their counts; the weights,
 * which depend on the pages' average length, are worked out as the shards are written. Each file
 * is given as soon as it is made (a block once its pages are read, then each shard), for the
 * caller to write and let go: what is held beyond the records is a length a page and the
 * postings, four bytes each.
 */
export function* indexFiles(pages: readonly IndexedPage[]): Generator<IndexFile> {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const lengths = new Uint32Array(sorted.length);
  const postings = new Postings();
  const entry: IndexEntry = { format: FORMAT, pages: sorted.length, first: [], shards: [], blocks: [] };
  let block: IndexBlock = [];
  for (const [id, page] of sorted.entries()) {
    const terms = unpackTerms(page.record.terms);
    lengths[id] = terms.length;
    for (const [term, count] of terms.counts) postings.add(term, id, count);
    for (const [name, values] of Object.entries(page.record.filters)) for (const value of values) postings.add(filterTerm(name, value), id, WHOLE);
    block.push([page.url, page.record.title, blockText(page.record)]);
    if (block.length === BLOCK_PAGES || id === sorted.length - 1) {
      const { hash, ...file } = named('b', block);
      entry.blocks.push(hash);
      yield file;
      block = [];
    }
  }
  const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  const weigh = (page: number, count: number) => (count === WHOLE ? 1 : termWeight(count, lengths[page]!, average));
  for (const shard of postings.shards(weigh)) {
    const { hash, ...file } = named('s', shard);
    entry.first.push(shard.terms[0]!);
    entry.shards.push(hash);
    yield file;
  }
  yield { path: `${SEARCH_FOLDER}/${ENTRY_FILE}`, data: Buffer.from(JSON.stringify(entry)) };
}

/** A file of the index named by its bytes: `<prefix>-<hash>.json`. */
function named(prefix: string, value: unknown): IndexFile & { hash: string } {
  const data = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  return { path: `${SEARCH_FOLDER}/${prefix}-${hash}.json`, data, hash };
}

/** A page's text as a block holds it, for excerpts: its lines, a heading's without its mark. */
const blockText = (record: IndexedPage['record']) =>
  searchText(record)
    .split('\n')
    .map((line) => (line.startsWith(HEADING) ? line.slice(2) : line))
    .join('\n');

/**
 * Each term's postings as they are added, page by page in order: a page's number and the term's
 * count on it packed in one 32-bit number (the count, at most 255, in the low byte), in typed
 * arrays that double as they fill.
 */
class Postings {
  private readonly byTerm = new Map<string, { packed: Uint32Array; length: number }>();

  add(term: string, page: number, count: number): void {
    let list = this.byTerm.get(term);
    if (!list) this.byTerm.set(term, (list = { packed: new Uint32Array(4), length: 0 }));
    if (list.length === list.packed.length) {
      const grown = new Uint32Array(list.packed.length * 2);
      grown.set(list.packed);
      list.packed = grown;
    }
    list.packed[list.length++] = page * 256 + Math.min(255, count);
  }

  /** The terms in order, cut into shards of about SHARD_POSTINGS postings (a term is never cut), each count weighed by `weigh`. */
  *shards(weigh: (page: number, count: number) => number): Generator<IndexShard> {
    let shard: IndexShard = { terms: [], postings: [] };
    let held = 0;
    for (const term of [...this.byTerm.keys()].sort()) {
      const { packed, length } = this.byTerm.get(term)!;
      const pairs: number[] = [];
      let last = 0;
      for (let i = 0; i < length; i++) {
        const page = Math.floor(packed[i]! / 256);
        pairs.push(page - last, weigh(page, packed[i]! % 256));
        last = page;
      }
      if (held > 0 && held + length > SHARD_POSTINGS) {
        yield shard;
        shard = { terms: [], postings: [] };
        held = 0;
      }
      shard.terms.push(term);
      shard.postings.push(pairs);
      held += length;
    }
    if (shard.terms.length > 0) yield shard;
  }
}
