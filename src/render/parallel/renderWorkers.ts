import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import type { ResourceLimits } from 'node:worker_threads';
import { WorkerPool } from '../../workers/workerPool.ts';
import type { Model } from '../../content/model.ts';
import type { RouteTable } from '../../routes/route.ts';
import type { RenderContext } from '../../../templates/context.ts';
import type { RenderedPage } from './pageRenderer.ts';

/** What a render worker starts with: a copy of everything a page renders from. Its batches are route indexes. */
export interface WorkerData {
  model: Omit<Model, 'locate'>;
  routes: RouteTable;
  assets: RenderContext['assets'];
  track: boolean;
  /** The output folder workers write their pages into themselves, when the output has one (DirectOutput). */
  writeTo?: string;
  /** The output that one replaces: a page with the bytes of its file there is not written (DirectOutput's `previous`). */
  previous?: string;
  /** The image cache, when the build keeps one: each page's share card is found there or drawn into it by the worker that renders the page (cards/cardsThere.ts). */
  cards?: { dir: string; read: boolean };
}

/**
 * What the pool hands each worker: WorkerData serialised once here (node:v8), in memory every
 * worker shares, where each worker's own `workerData` would be serialised again, and its bytes
 * held by that worker as long as it runs; each worker deserialises its copy from it.
 */
export interface PackedWorkerData {
  packed: SharedArrayBuffer;
}

/**
 * A render worker's heap, bounded with Node's documented Worker `resourceLimits`, in proportion
 * to the copy it holds: what it keeps live is that copy (in the heap about twice its serialised
 * size), the templates' code and one batch of pages. Under a large machine's default limit V8
 * lets a worker's garbage grow to several times that between full collections; bounded, it
 * collects sooner. The margin over the copy is wide enough that a
 * worker never runs short: one that did would stop, and the build's thread would render its pages.
 * No bound is lower than 256 MB: under a lower one a smaller site's worker collected more often,
 * for memory that did not matter (docs/benchmark.md, "2026-12-04, night").
 *
 * Its young generation, where a page's garbage is made and mostly dies, is bounded too, at a
 * third of V8's default for a large machine: a page's garbage is collected twice as often, for a
 * few per cent more of the worker's time, and each worker holds tens of megabytes less beside
 * its heap (docs/benchmark.md, "2026-12-06").
 */
export function renderWorkerLimits(packedBytes: number): ResourceLimits {
  return { maxOldGenerationSizeMb: Math.max(256, 128 + 4 * Math.ceil(packedBytes / 2 ** 20)), maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
}

/** A render worker's young generation, in MB (V8's own default is 48 on a 64-bit machine of this size). */
const YOUNG_GENERATION_MB = 16;

/** The render worker's code (renderWorker.ts), for the worker pool. */
const RENDER_WORKER = { source: new URL('./renderWorker.ts', import.meta.url), compiled: 'render-worker' };

/**
 * A worker is slow to start (loading React and the templates, copying the
 * model), so one is worth it only with this many pages for it to render.
 */
export const PAGES_PER_WORKER = 1000;
/** Pages per batch: small enough to share the work evenly, large enough that messages cost nothing. */
export const BATCH = 50;

/**
 * Past this many pages to render, the build's own thread renders none: one worker per core
 * renders them all, while this thread writes, keeps what each page read, and tells progress.
 * Rendering on the build's thread too made its heap grow with the garbage of every page it
 * rendered, beside the site-wide state it holds, and a large site's peak memory with it
 * (docs/architecture.md, "Size").
 */
export const WORKERS_ONLY_PAGES = 20_000;

/**
 * How many workers render beside the build's own thread: one per spare core, when there is
 * enough to render; past WORKERS_ONLY_PAGES, one per core, the build's thread rendering none.
 */
export function workerCount(pages: number, cores = availableParallelism()): number {
  if (cores >= 2 && pages >= WORKERS_ONLY_PAGES) return cores;
  return Math.max(0, Math.min(cores - 1, Math.floor(pages / PAGES_PER_WORKER)));
}

/** True when the workers render every page and the build's thread none (workerCount). */
export const workersOnly = (pages: number, workers: number) => workers >= 2 && pages >= WORKERS_ONLY_PAGES;

/**
 * Renders `queue` (route indexes) on this thread and `workers` worker threads of the one pool
 * (src/workers/workerPool.ts) at once (past WORKERS_ONLY_PAGES, on the workers alone): every thread takes its next batch from the same queue
 * when it has finished its last. With `writeTo`, workers write their pages into the output
 * themselves and send back only what the build needs to know of each; otherwise they encode
 * each page to UTF-8 and hand the bytes over without copying, for this thread to write.
 * `deliver` gets each page once, in the order they finish. Pages a failed worker took and
 * never delivered are rendered here at the end. Resolves with the number of workers that
 * rendered pages.
 */
export async function renderInParallel(
  queue: readonly number[],
  workers: number,
  data: WorkerData,
  renderHere: (index: number) => RenderedPage,
  deliver: (page: RenderedPage) => Promise<void>,
  onWorkersOnly = workersOnly(queue.length, workers),
): Promise<number> {
  let next = 0;
  const take = () => (next < queue.length ? queue.slice(next, (next += BATCH)) : undefined);
  const delivered = new Set<number>();
  // A delivery that fails (the output cannot be written) stops every thread.
  let failure: { error: unknown } | undefined;
  let delivery = Promise.resolve();
  const hand = (pages: readonly RenderedPage[]) => {
    delivery = delivery.then(async () => {
      try {
        for (const page of pages) {
          if (failure) return;
          delivered.add(page.index);
          await deliver(page);
        }
      } catch (error) {
        failure ??= { error };
        next = queue.length;
      }
    });
  };
  const renderAll = async (first: readonly number[] | undefined, nextBatch: () => readonly number[] | undefined) => {
    for (let batch = first; batch && batch.length > 0 && !failure; batch = nextBatch()) {
      hand(batch.map(renderHere));
      // Waiting for the writes keeps unwritten pages few; a turn of the event loop lets the
      // workers' pages in (promises alone never yield to them).
      await delivery;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const run = workers > 0 ? startWorkers(data).run(workers, take, hand) : undefined;
  if (!onWorkersOnly) await renderAll(take(), take);
  const helped = (await run)?.helped ?? 0;
  await delivery;
  // What a failed worker took and never delivered.
  const missing = queue.filter((index) => !delivered.has(index));
  for (let at = 0; at < missing.length; at += BATCH) await renderAll(missing.slice(at, at + BATCH), () => undefined);
  await delivery;
  if (failure) throw failure.error;
  return helped;
}

/** The render workers' pool, each worker starting from one serialised copy of `data`, its heap bounded by that copy's size. */
function startWorkers(data: WorkerData): WorkerPool<readonly number[], RenderedPage[]> {
  const bytes = serialize(data);
  const packed = new SharedArrayBuffer(bytes.length);
  new Uint8Array(packed).set(bytes);
  return new WorkerPool<readonly number[], RenderedPage[]>(RENDER_WORKER, { packed } satisfies PackedWorkerData, {
    resourceLimits: renderWorkerLimits(bytes.length),
  });
}
