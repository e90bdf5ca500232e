import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { ImageCache } from '../images/imageCache.ts';
import type { CachedFile, ProcessedImages } from '../images/processImages.ts';
import { cardRef, type CardRef, type CardSpec } from '../metadata/shareCard.ts';
import { cardJob, type CardThere } from './cardsThere.ts';
import { appendAll } from '../appendAll.ts';
import { WorkerPool } from '../workers/workerPool.ts';
import type { DrawnCard } from './drawCard.ts';

/**
 * The cards' files, as the image stage gives its own: those the cache keeps, made when asked
 * for from the cards' hashes (each card's entry is named by its hash: a large site's hundred
 * thousand paths are not held), and the bytes of any the cache could not keep.
 */
export interface DrawnCards extends Omit<ProcessedImages, 'cached'> {
  cached: Iterable<CachedFile>;
  /** Cards drawn off the build's thread (render workers, card workers), of `processed`. */
  byWorkers: number;
}

/** The share cards of one build, drawn while it goes on (startCards). */
export interface CardDrawer {
  /**
   * A card a page names, told as soon as the page is rendered (or reused): drawn from then on,
   * unless the cache holds it, or `there` says what became of it where the page was rendered
   * (a render worker, cards/cardsThere.ts). A card named only (a CardRef) must be found: a
   * reused page's, once `find` found it.
   */
  add: (card: CardSpec | CardRef | null, there?: CardThere) => void;
  /** A reused page's card, when it is there to put in the output (the image cache holds it, or this process drew it); undefined when it is gone. */
  find(card: CardRef): CardThere | undefined;
  /** Every card the pages named (`add`): resolves once each is drawn (or found) and kept. */
  finish(): Promise<DrawnCards>;
  /**
   * The pages are rendered and their render workers gone: the cards still to draw are shared
   * with card workers, one per spare thread, when there are enough of them to repay a worker's
   * start (POOL_FROM). Resolves when they are done.
   */
  help(): Promise<void>;
  /** Stops drawing, for a build that failed. Safe after `finish`. */
  close(): void;
  /** The hash of every card told so far, for the cache to keep when it prunes. */
  readonly keys: Iterable<string>;
  /** Where the image cache is, for the render workers to draw their pages' cards into (undefined: the build keeps none). */
  readonly cache: ImageCache['at'] | undefined;
}

/**
 * Cards drawn at a time (one, about 2 ms) before the build's thread takes a turn of its event
 * loop: what runs beside it (the render workers, the image encoders) is answered only between
 * cards. Eight cards a turn (about 20 ms), measured when the search index was made by a process
 * fed from these turns, left it waiting, and a cold build of the real site took about 6% more
 * wall time than one a turn (docs/benchmark.md#share-cards).
 */
const CARDS_A_TURN = 1;

/**
 * Cards left to draw once the render is over from which card workers help: a worker loads the
 * code and the fonts (a few tenths of a second) before its first card, about the time the
 * build's thread takes for a few hundred cards, so a site whose cards were mostly drawn while
 * its pages rendered starts none.
 */
export const POOL_FROM = 500;
/** Cards a worker is handed at a time. */
const POOL_BATCH = 8;
const CARD_WORKER = { source: new URL('./cardWorker.ts', import.meta.url), compiled: 'card-worker' };

/**
 * Every card the pages name, each once: from the image cache when it holds it (a card's name is
 * the hash of what it is drawn from, so a cached card is the card), else drawn and cached. The
 * cards of pages a render worker rendered were found or drawn there (cardsThere.ts): here they
 * are only counted and placed. The others are
 * drawn on the build's own thread, a few at a time between its other work, from the first card
 * told: mostly while it waits for what runs beside it (the render workers, the image stage's
 * encoders), the rest once the pages are written. Measured, a card worker cost more CPU than
 * it saved time for the real site's cards: a second copy of the code and the fonts, for about a
 * millisecond a card (docs/benchmark.md#share-cards); so workers help only when many cards are
 * left once the render is over (`help`), a site of thousands of places, where the build's
 * thread alone would draw them on one core. Each drawn card is kept in the cache as it is drawn.
 * `threads`: the threads the build may use, its own included (`--threads`).
 */
export function startCards(cache: ImageCache | undefined, threads: number, poolFrom = POOL_FROM): CardDrawer {
  const tally = new CardTally(cache);
  const { result } = tally;
  const toDraw: CardSpec[] = [];
  const kept: Promise<void>[] = [];
  let closed = false;
  let drawing: Promise<void> | undefined;

  const drew = (card: CardSpec, outcome: DrawnCard) => {
    if ('error' in outcome) return void result.diagnostics.push(failed(card.props.title, outcome.error));
    // Kept in memory only for a build with no cache to find it in next time.
    if (!cache) remember(card.key, outcome.data);
    result.processed++;
    kept.push(tally.keep(card, outcome.data));
  };
  let helping: Promise<void> | undefined;
  // While workers help, this thread draws only once it waits for the cards (`finish`): until then its core goes to the build's other stages.
  let waiting = false;
  const drawAll = async () => {
    // Loaded with the first card to draw: a build that finds every card in the cache never loads fontkit and the fonts.
    const { drawBatch } = await import('./drawCard.ts');
    while (toDraw.length > 0 && !closed && (!helping || waiting)) {
      const batch = toDraw.splice(0, CARDS_A_TURN);
      drawBatch(batch).forEach((outcome, index) => drew(batch[index]!, outcome));
      await new Promise((resolve) => setImmediate(resolve));
    }
    drawing = undefined;
  };
  const help = () => {
    if (closed || helping || threads < 2 || toDraw.length < poolFrom) return helping ?? Promise.resolve();
    helping = drawInWorkers(toDraw, threads - 1, drew, () => closed).then((drawn) => {
      result.byWorkers += drawn;
      if (toDraw.length > 0) drawing ??= drawAll();
    });
    return helping;
  };
  const find = (card: CardRef): CardThere | undefined => {
    const found = cache?.locate(cardJob(card))?.get(card.file);
    if (found) return { found };
    // Only a build without a cache draws from this process's memory: one with a cache finds in it alone, whatever ran before in the process.
    const here = cache ? undefined : drawnHere.get(card.key);
    return here ? { data: here } : undefined;
  };
  const add = (card: CardSpec | CardRef | null, there?: CardThere) => {
    if (!card || tally.told.has(card.key)) return;
    tally.told.add(card.key);
    const now = there ?? find(card);
    if (now) return tally.took(card, now, there !== undefined, (data) => kept.push(tally.keep(card, data)));
    // Only a reused page's card comes named alone, and only once it was found: gone since, it cannot be drawn again here.
    if (!('props' in card)) return void result.diagnostics.push(failed(card.file, 'it was removed from .site-cache/images/ while the site was built'));
    toDraw.push(card);
    drawing ??= drawAll();
  };
  return {
    add,
    find,
    keys: tally.told,
    cache: cache?.at,
    help,
    async finish() {
      waiting = true;
      if (toDraw.length > 0) drawing ??= drawAll();
      while (drawing || helping) {
        await drawing;
        await helping;
        helping = undefined;
      }
      await Promise.all(kept);
      return tally.done();
    },
    close() {
      closed = true;
    },
  };
}

/**
 * Cards from `toDraw` drawn by `workers` card workers until it is empty (or `closed`), each told
 * to `drew` as this thread's are; how many they drew. What a failed worker took and never drew
 * goes back to `toDraw`, for this thread.
 */
async function drawInWorkers(toDraw: CardSpec[], workers: number, drew: (card: CardSpec, outcome: DrawnCard) => void, closed: () => boolean): Promise<number> {
  let drawn = 0;
  const take = () => (closed() || toDraw.length === 0 ? undefined : toDraw.splice(0, POOL_BATCH));
  const { orphans } = await new WorkerPool<readonly CardSpec[], DrawnCard[]>(CARD_WORKER).run(workers, take, (outcomes, batch) => {
    // A card's bytes arrive as a Uint8Array (a Buffer does not cross threads as one).
    outcomes.forEach((outcome, index) => drew(batch[index]!, 'data' in outcome ? { data: Buffer.from(outcome.data) } : outcome));
    drawn += outcomes.length;
  });
  for (const batch of orphans) appendAll(toDraw, batch);
  return drawn;
}

/**
 * What a build's cards came to: counts, problems, and the cards the cache keeps by their hashes
 * alone, their paths made only when the output is written (`done`).
 */
class CardTally {
  readonly told = new Set<string>();
  /** The hashes of the cards the cache holds, found or drawn into it. */
  private readonly inCache: string[] = [];
  readonly result: DrawnCards = { files: [], cached: [], processed: 0, reused: 0, diagnostics: [], byWorkers: 0 };

  constructor(private readonly cache: ImageCache | undefined) {}

  /** What became of a card `elsewhere` (a render worker), or found here; bytes kept nowhere yet go to `keep`. */
  took(card: CardRef, there: CardThere, elsewhere: boolean, keep: (data: Buffer) => void): void {
    const { result } = this;
    if ('error' in there) return void result.diagnostics.push(failed(there.title, there.error));
    // In the output already, as the cache keeps it: nothing to place.
    if ('kept' in there) return void result.reused++;
    if ('found' in there) {
      result.reused++;
      return void this.inCache.push(card.key);
    }
    result.processed++;
    // Counted by where it came from: a build without a cache may also find a card this process drew before (drawnHere).
    if (elsewhere) result.byWorkers++;
    if ('drawn' in there) return void this.inCache.push(card.key);
    keep(Buffer.from(there.data.buffer, there.data.byteOffset, there.data.byteLength));
  }

  /** Keeps a drawn card in the cache; kept there, it is put in the output from it (siteImages.ts, placeCached), else its bytes are written. */
  async keep(card: CardRef, data: Buffer): Promise<void> {
    const from = (await this.cache?.write(cardJob(card), new Map([[card.file, data]])).catch(() => undefined))?.get(card.file);
    if (from) this.inCache.push(card.key);
    else this.result.files.push({ path: card.file, data });
  }

  /** The result, listed by name, so the output's listing is the same every build. */
  done(): DrawnCards {
    const { cache, result } = this;
    result.files.sort((a, b) => (a.path < b.path ? -1 : 1));
    // A card's path is its hash's: in the order of the hashes, the cards are in the order of their paths.
    const keys = this.inCache.sort();
    result.cached = cache ? { [Symbol.iterator]: () => cachedCards(cache, keys) } : [];
    return result;
  }
}

/** Each card the cache holds, by its hash: its path in the output, and its file in the cache. */
function* cachedCards(cache: ImageCache, keys: readonly string[]): Generator<CachedFile> {
  for (const key of keys) {
    const card = cardRef(key);
    yield { path: card.file, from: cache.fileOf(cardJob(card), card.file) };
  }
}

/**
 * The cards this process drew last for builds without a cache, by key: a watch session, or a
 * process that builds several sites from the same content, draws each card once even then. A
 * build with a cache keeps them there instead, not here as well (at 1,000 places this map
 * would otherwise hold its bound, about 50 MB, for the whole build). Bounded, oldest out
 * first: about 25 KB a card.
 */
const drawnHere = new Map<string, Buffer>();
const DRAWN_HERE_MAX = 2000;

function remember(key: string, data: Buffer): void {
  drawnHere.delete(key);
  drawnHere.set(key, data);
  if (drawnHere.size > DRAWN_HERE_MAX) drawnHere.delete(drawnHere.keys().next().value!);
}

function failed(title: string, why: unknown): Diagnostic {
  return problem(
    'image/card-failed',
    { file: 'templates/cards/shareCard.ts', line: 1, column: 1 },
    { message: `The share card "${title}" could not be drawn: ${why instanceof Error ? why.message : String(why)}` },
  );
}
