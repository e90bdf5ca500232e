import type { IndexShard } from './indexFormat.ts';

/**
 * Where the index's terms are cut into shards (indexFormat.ts): decided by the terms themselves,
 * not by their places in the whole list, so that an edit moves the cuts only near the terms it
 * changed, and a build that brings the index up to date (indexUpdate.ts) writes those shards
 * and keeps every other one, with the same bytes a build from scratch makes.
 *
 * A shard holds at least MIN_POSTINGS postings; past that, a term whose hash is a multiple of
 * the spread starts the next one (content-defined cuts, as rsync and backup tools cut files),
 * and no shard grows past MAX_POSTINGS unless a single term has more (a term is never cut).
 */
export const MIN_POSTINGS = 2_000;
export const MAX_POSTINGS = 8_000;

/**
 * Every how many terms, on average, a cut may fall past MIN_POSTINGS: enough terms for about
 * MIN_POSTINGS more postings, so that a shard holds about twice MIN_POSTINGS. A power of two,
 * so that it changes only when the site's postings per term double or halve, not with each
 * edit (a build that finds it changed makes the index whole).
 */
export function termSpread(terms: number, postings: number): number {
  if (terms === 0 || postings === 0) return 1;
  return 2 ** Math.max(0, Math.round(Math.log2((MIN_POSTINGS * terms) / postings)));
}

/** A term's hash (FNV-1a over its UTF-16 code units): the same on every machine and in every run. */
function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Cuts terms, added in order with their postings, into shards. */
export class ShardCutter {
  private shard: IndexShard = { terms: [], postings: [] };
  private held = 0;

  constructor(private readonly spread: number) {}

  /** True when nothing is held: the last term added ended a shard (or none was added). */
  get empty(): boolean {
    return this.held === 0;
  }

  /** Whether a term with this many postings starts a shard of its own: the held shard is then complete. */
  cutsBefore(term: string, postings: number): boolean {
    if (this.held === 0) return false;
    return this.held + postings > MAX_POSTINGS || (this.held >= MIN_POSTINGS && termHash(term) % this.spread === 0);
  }

  /** Adds a term and its pairs (indexFormat.ts, IndexShard); the shard it completed, if it started a new one. */
  add(term: string, pairs: number[]): IndexShard | undefined {
    const postings = pairs.length / 2;
    const done = this.cutsBefore(term, postings) ? this.flush() : undefined;
    this.shard.terms.push(term);
    this.shard.postings.push(pairs);
    this.held += postings;
    return done;
  }

  /** The shard held, now complete; undefined when none is held. */
  flush(): IndexShard | undefined {
    if (this.held === 0) return undefined;
    const done = this.shard;
    this.shard = { terms: [], postings: [] };
    this.held = 0;
    return done;
  }
}
