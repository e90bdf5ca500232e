import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { CachedJob, ImageCache } from '../images/imageCache.ts';
import type { ProcessedImages } from '../images/processImages.ts';
import { CARD_SIZE, type CardSpec } from '../metadata/shareCard.ts';
import { WorkerPool } from '../workers/workerPool.ts';
import { drawBatch, type DrawnCard } from './drawCard.ts';

/** The cards' files, as the image stage gives its own, and the cache entries they are kept in. */
export interface DrawnCards extends ProcessedImages {
  jobs: CachedJob[];
  /** Of the cards drawn, those the card worker drew. */
  onWorker: number;
}

/** The share cards of one build, drawn while its pages render (startCards). */
export interface CardDrawer {
  /** A card a page names, told as soon as the page is rendered: drawn from then on, unless the cache holds it. */
  add: (card: CardSpec | null) => void;
  /** Every card the pages name, rendered or reused: resolves once each is drawn (or found) and kept. */
  finish(cards: Iterable<CardSpec | null>): Promise<DrawnCards>;
  /** Stops drawing, for a build that failed: the worker stops at once. Safe after `finish`. */
  close(): void;
  /** The cache entries of every card told so far, for the cache to keep when it prunes. */
  readonly jobs: readonly CachedJob[];
}

/** The card worker's code (cardWorker.ts), for the worker pool. */
const CARD_WORKER = { source: new URL('./cardWorker.ts', import.meta.url), compiled: 'card-worker' };

/**
 * Cards a batch, at most: a worker has two in flight, and is handed the next only when this
 * thread, rendering, takes a turn of its event loop, so a batch must last it a while.
 */
const CARDS_A_BATCH = 32;

/**
 * Every card the pages name, each once: from the image cache when it holds it (a card's name is
 * the hash of what it is drawn from, so a cached card is the card), else drawn and cached. Cards
 * are drawn on a worker of the one worker pool (src/workers/workerPool.ts) as the pages that
 * name them are rendered, so the build's thread goes on rendering and writing pages and waits
 * for the cards only before it commits the output. The worker is started with the build when
 * most cards will be drawn (`early`: it loads while the content is read), else with the first
 * card to draw. A card the worker could not draw (it failed) is drawn on this thread. Each
 * drawn card is kept in the cache as it comes back. Measured, this thread drawing beside the
 * worker once its pages were written cost more CPU (fonts, sharp and atlases loaded twice)
 * than it saved time (docs/benchmark.md#share-cards).
 */
export function startCards(cache: ImageCache | undefined, { early }: { early: boolean }): CardDrawer {
  const result: DrawnCards = { files: [], cached: [], processed: 0, reused: 0, diagnostics: [], jobs: [], onWorker: 0 };
  const jobs = new Map<string, CachedJob>();
  /** The cards to draw, in the order the pages named them, and those drawn or failed. */
  const toDraw: CardSpec[] = [];
  const done = new Set<string>();
  const kept: Promise<void>[] = [];
  const source = cardSource();
  // Started now when most cards will be drawn (`early`), so it has loaded by the time the first is told.
  let pool = early ? new WorkerPool<readonly CardSpec[], DrawnCard[]>(CARD_WORKER).start(1) : undefined;
  let run: Promise<unknown> | undefined;

  const drew = (card: CardSpec, outcome: DrawnCard) => {
    done.add(card.key);
    if ('error' in outcome) return void result.diagnostics.push(failed(card, outcome.error));
    const data = Buffer.isBuffer(outcome.data) ? outcome.data : Buffer.from(outcome.data.buffer, outcome.data.byteOffset, outcome.data.byteLength);
    remember(card.key, data);
    result.processed++;
    kept.push(keepCard(cache, jobs.get(card.key)!, card.file, data, result));
  };
  const add = (card: CardSpec | null) => {
    if (!card || jobs.has(card.key)) return;
    const job: CachedJob = { key: card.key, outputs: [{ path: card.file, format: 'card', width: CARD_SIZE.width }] };
    jobs.set(card.key, job);
    result.jobs.push(job);
    const found = cache?.locate(job);
    if (found) {
      result.reused++;
      for (const [path, from] of found) result.cached.push({ path, from });
      return;
    }
    const here = drawnHere.get(card.key);
    if (here) return drew(card, { data: here });
    toDraw.push(card);
    source.push(card);
    run ??= (pool ??= new WorkerPool(CARD_WORKER)).run(1, source.take, (replies, batch) => {
      result.onWorker += replies.length;
      replies.forEach((reply, index) => drew(batch[index]!, reply));
    });
  };
  return {
    add,
    jobs: result.jobs,
    async finish(cards) {
      for (const card of cards) add(card);
      source.end();
      await run;
      // What the worker did not draw (it failed): drawn here.
      const left = toDraw.filter((card) => !done.has(card.key));
      if (left.length > 0) (await drawBatch(left)).forEach((outcome, index) => drew(left[index]!, outcome));
      await Promise.all(kept);
      // Drawn side by side, finished in any order: listed by name, so the output's listing is the same every build.
      result.files.sort((a, b) => (a.path < b.path ? -1 : 1));
      result.cached.sort((a, b) => (a.path < b.path ? -1 : 1));
      return result;
    },
    close() {
      source.end();
      void pool?.close();
    },
  };
}

/** Keeps a drawn card in the cache; kept there, it is put in the output from it (siteImages.ts, placeCached), else its bytes are written. */
async function keepCard(cache: ImageCache | undefined, job: CachedJob, file: string, data: Buffer, result: DrawnCards): Promise<void> {
  const from = (await cache?.write(job, new Map([[file, data]])).catch(() => undefined))?.get(file);
  if (from) result.cached.push({ path: file, from });
  else result.files.push({ path: file, data });
}

/**
 * The cards still to hand to the worker, a batch at a time: a batch as soon as there is a card,
 * else a promise of the next batch, or of undefined once `end` says there will be no more.
 */
function cardSource(): {
  push: (card: CardSpec) => void;
  take: () => readonly CardSpec[] | undefined | Promise<readonly CardSpec[] | undefined>;
  end: () => void;
} {
  const queue: CardSpec[] = [];
  const waiting: ((batch: readonly CardSpec[] | undefined) => void)[] = [];
  let ended = false;
  let waking = false;
  const take = () => (queue.length > 0 ? queue.splice(0, CARDS_A_BATCH) : undefined);
  const wake = () => {
    waking = false;
    while (waiting.length > 0 && (queue.length > 0 || ended)) waiting.shift()!(take());
  };
  return {
    // Woken once the pages rendered together have all told their cards: one batch of them, not a card a batch.
    push(card) {
      queue.push(card);
      if (waiting.length > 0 && !waking) setImmediate(wake);
      waking ||= waiting.length > 0;
    },
    take: () => take() ?? (ended ? undefined : new Promise((resolve) => waiting.push(resolve))),
    end() {
      ended = true;
      wake();
    },
  };
}

/**
 * The cards this process drew last, by key: a watch session, or a process that builds several
 * sites from the same content, draws each card once even when a build has no cache to keep it
 * in. Bounded, oldest out first: about 25 KB a card.
 */
const drawnHere = new Map<string, Buffer>();
const DRAWN_HERE_MAX = 2000;

function remember(key: string, data: Buffer): void {
  drawnHere.delete(key);
  drawnHere.set(key, data);
  if (drawnHere.size > DRAWN_HERE_MAX) drawnHere.delete(drawnHere.keys().next().value!);
}

function failed(card: CardSpec, why: unknown): Diagnostic {
  return problem(
    'image/card-failed',
    { file: 'templates/cards/shareCard.ts', line: 1, column: 1 },
    { message: `The share card "${card.props.title}" could not be drawn: ${why instanceof Error ? why.message : String(why)}` },
  );
}
