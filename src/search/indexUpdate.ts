import { BLOCK_PAGES, FORMAT, roundedAverage, shardOf, type IndexEntry, type IndexShard, type IndexStats } from './indexFormat.ts';
import {
  blockRow,
  byAddress,
  bytesHash,
  entryFile,
  hashedPath,
  indexTerms,
  named,
  weighing,
  type IndexedPage,
  type IndexOutput,
  type MadeIndex,
} from './indexFiles.ts';
import type { PageTerms } from './pageTerms.ts';
import { ShardCutter, termSpread } from './shardCuts.ts';

/** A page as an update compares it with the earlier index's: with the hash of its words, known without reading its record. */
export type ComparedPage = IndexedPage & { words: string };

/** The index an earlier build made, and where its files are. */
export interface EarlierIndex {
  made: MadeIndex;
  /** The records it was made from, by address: each one's words hash, and the record, read when asked for (searchRecords.ts). */
  records: { words(url: string): string | undefined; get(url: string): IndexedPage['record'] | undefined };
  /** Whether one of its files (a path under dist/) is there to keep. */
  has(file: string): boolean;
  /** One of its files' bytes; undefined when it cannot be read. */
  read(file: string): Uint8Array | undefined;
}

/** Past this share of changed pages, making the index whole costs no more than bringing it up to date. */
const MOST_CHANGED = 0.25;

/** A shard's terms in order, each with its pairs (indexFormat.ts, IndexShard). */
type Terms = [string, number[]][];

/**
 * The index of these pages, brought up to date from the earlier one (indexFiles.ts made it) when
 * the same pages are indexed and only their words changed: the changed pages' postings are taken
 * out of the shards that hold their terms and put back with their new weights, those shards are
 * cut again (shardCuts.ts) and written, and the changed pages' blocks; every other file is kept.
 * The bytes are those indexFiles makes from scratch: the pages keep their numbers (their places
 * in address order), the weights their average (`roundedAverage`), and the cuts their spread.
 * Undefined when one of those moved, or too much changed: then the index is made whole.
 */
export function indexUpdate(pages: readonly ComparedPage[], earlier: EarlierIndex): Generator<IndexOutput, MadeIndex> | undefined {
  const sorted = byAddress(pages);
  const { entry, stats } = earlier.made;
  if (sorted.length !== stats.pages || entry.shards.length === 0) return undefined;
  const changed: number[] = [];
  for (const [id, page] of sorted.entries()) {
    const before = earlier.records.words(page.url);
    if (before === undefined) return undefined;
    if (before !== page.words) changed.push(id);
  }
  if (changed.length > sorted.length * MOST_CHANGED) return undefined;
  const files = [...entry.shards.map((hash) => hashedPath('s', hash)), ...entry.blocks.map((hash) => hashedPath('b', hash))];
  if (!files.every((file) => earlier.has(file))) return undefined;
  const patched = patchShards(sorted, changed, earlier);
  if (!patched) return undefined;
  return updatedFiles(sorted, changed, earlier, patched);
}

/** The shards that hold the changed pages' terms, with those pages' postings as they are now; undefined when the average or the spread moved. */
function patchShards(sorted: readonly ComparedPage[], changed: readonly number[], earlier: EarlierIndex) {
  const { entry, stats } = earlier.made;
  const was = changed.map((id) => earlier.records.get(sorted[id]!.url));
  if (!was.every((record) => record !== undefined)) return undefined;
  const before = was.map(indexTerms);
  const after = changed.map((id) => indexTerms(sorted[id]!.record));
  const length = stats.length + after.reduce((sum, terms) => sum + terms.length, 0) - before.reduce((sum, terms) => sum + terms.length, 0);
  const average = roundedAverage(length, stats.pages);
  if (average !== roundedAverage(stats.length, stats.pages)) return undefined;
  const weigh = weighing(average);
  // For each shard, its terms' changed postings: a page's new weight, or undefined where the posting goes.
  const edits = new Map<number, Map<string, Map<number, number | undefined>>>();
  const editOf = (term: string) => {
    const shard = shardOf(entry, term);
    const terms = edits.get(shard) ?? edits.set(shard, new Map()).get(shard)!;
    return terms.get(term) ?? terms.set(term, new Map()).get(term)!;
  };
  // A posting whose weight stays (the page's length moved little: weights are rounded) is no edit, and its shard may be kept.
  const weight = (terms: PageTerms, count: number) => weigh(Math.min(255, count), terms.length);
  changed.forEach((id, i) => {
    const [was, now] = [before[i]!, after[i]!];
    for (const term of was.counts.keys()) if (!now.counts.has(term)) editOf(term).set(id, undefined);
    for (const [term, count] of now.counts) {
      const had = was.counts.get(term);
      if (had === undefined || weight(was, had) !== weight(now, count)) editOf(term).set(id, weight(now, count));
    }
  });
  const next: IndexStats = { ...stats, length };
  const shards = new Map<number, Terms>();
  for (const [shard, termEdits] of edits) {
    const terms = readShard(earlier, entry, shard);
    if (!terms) return undefined;
    shards.set(shard, applyEdits(terms, termEdits, next));
  }
  if (termSpread(next.terms, next.postings) !== termSpread(stats.terms, stats.postings)) return undefined;
  return { shards, stats: next };
}

/** A shard's terms with the edits made, in order; `stats` counts the terms and postings that came and went. */
function applyEdits(terms: Terms, edits: ReadonlyMap<string, ReadonlyMap<number, number | undefined>>, stats: IndexStats): Terms {
  const byTerm = new Map(terms);
  for (const [term, pages] of edits) {
    const had = byTerm.get(term);
    const pairs = editedPairs(had ?? [], pages);
    stats.postings += (pairs.length - (had?.length ?? 0)) / 2;
    if (pairs.length === 0) {
      if (had) stats.terms--;
      byTerm.delete(term);
      continue;
    }
    if (!had) stats.terms++;
    byTerm.set(term, pairs);
  }
  return [...byTerm].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A term's pairs (IndexShard) with a few pages' postings set (a weight) or taken out
 * (undefined): one pass that merges the edits, in page order, into the pairs, since a common
 * word's pairs name most of the site's pages and the edits a handful.
 */
function editedPairs(had: readonly number[], edits: ReadonlyMap<number, number | undefined>): number[] {
  const byPage = [...edits].sort(([a], [b]) => a - b);
  const pairs: number[] = [];
  let last = 0;
  const put = (page: number, weight: number | undefined) => {
    if (weight === undefined) return;
    pairs.push(page - last, weight);
    last = page;
  };
  let edit = 0;
  for (let i = 0, page = 0; i < had.length; i += 2) {
    page += had[i]!;
    while (edit < byPage.length && byPage[edit]![0] < page) put(...byPage[edit++]!);
    if (edit < byPage.length && byPage[edit]![0] === page) put(...byPage[edit++]!);
    else put(page, had[i + 1]);
  }
  while (edit < byPage.length) put(...byPage[edit++]!);
  return pairs;
}

/** An earlier shard's terms, read from its file; undefined when it cannot be read or is not the file its name says. */
function readShard(earlier: EarlierIndex, entry: IndexEntry, shard: number): Terms | undefined {
  const hash = entry.shards[shard]!;
  const data = earlier.read(hashedPath('s', hash));
  if (!data || bytesHash(data) !== hash) return undefined;
  const { terms, postings } = JSON.parse(Buffer.from(data).toString('utf8')) as IndexShard;
  return terms.map((term, i) => [term, postings[i]!]);
}

/**
 * The updated index's files, blocks first, then shards, then the entry. A shard is read only
 * where the cuts may move: the patched shards and the one before each (whose cut before them
 * may go), and after them each next one until a cut falls where it fell before.
 */
function* updatedFiles(
  sorted: readonly ComparedPage[],
  changed: readonly number[],
  earlier: EarlierIndex,
  patched: { shards: ReadonlyMap<number, Terms>; stats: IndexStats },
): Generator<IndexOutput, MadeIndex> {
  const { entry } = earlier.made;
  const next: IndexEntry = { format: FORMAT, pages: sorted.length, first: [], shards: [], blocks: [] };
  const changedBlocks = new Set(changed.map((id) => Math.floor(id / BLOCK_PAGES)));
  for (const [block, hash] of entry.blocks.entries()) {
    const file = changedBlocks.has(block) ? named('b', sorted.slice(block * BLOCK_PAGES, (block + 1) * BLOCK_PAGES).map(blockRow)) : undefined;
    next.blocks.push(file?.hash ?? hash);
    yield !file || file.hash === hash ? { path: hashedPath('b', hash), kept: true } : { path: file.path, data: file.data };
  }
  const earlierShards = new Set(entry.shards);
  const shardFile = (shard: IndexShard): IndexOutput => {
    const { hash, path, data } = named('s', shard);
    next.first.push(shard.terms[0]!);
    next.shards.push(hash);
    return earlierShards.has(hash) ? { path, kept: true } : { path, data };
  };
  const keep = (shard: number): IndexOutput => {
    next.first.push(entry.first[shard]!);
    next.shards.push(entry.shards[shard]!);
    return { path: hashedPath('s', entry.shards[shard]!), kept: true };
  };
  const reread = new Set([...patched.shards.keys()].flatMap((shard) => (shard > 0 ? [shard - 1, shard] : [shard])));
  const cutter = new ShardCutter(termSpread(patched.stats.terms, patched.stats.postings));
  for (let shard = 0; shard < entry.shards.length; shard++) {
    if (!reread.has(shard) && cutter.empty) {
      yield keep(shard);
      continue;
    }
    const terms = patched.shards.get(shard) ?? readShard(earlier, entry, shard);
    // Checked by indexUpdate (every file is there) and read once already for the patched ones: a file gone since is a bug.
    if (!terms) throw new Error(`search index: ${hashedPath('s', entry.shards[shard]!)} could not be read again`);
    if (!reread.has(shard) && terms.length > 0 && cutter.cutsBefore(terms[0]![0], terms[0]![1].length / 2)) {
      yield shardFile(cutter.flush()!);
      yield keep(shard);
      continue;
    }
    for (const [term, pairs] of terms) {
      const done = cutter.add(term, pairs);
      if (done) yield shardFile(done);
    }
  }
  const last = cutter.flush();
  if (last) yield shardFile(last);
  yield entryFile(next);
  return { entry: next, stats: patched.stats };
}
