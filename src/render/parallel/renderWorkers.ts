import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Model } from '../../content/model.ts';
import type { RouteTable } from '../../routes/route.ts';
import type { RenderContext } from '../../../templates/context.ts';
import type { RenderedPage } from './pageRenderer.ts';

/** What a render worker starts with: a copy of everything a page renders from, and the shared queue. */
export interface WorkerData {
  model: Omit<Model, 'locate'>;
  routes: RouteTable;
  assets: RenderContext['assets'];
  track: boolean;
  /** The output folder workers write their pages into themselves, when the output has one (DirectOutput). */
  writeTo?: string;
  /** Route indexes to render. */
  queue: readonly number[];
  /** One Int32: the position in `queue` of the next batch nobody has taken. */
  cursor: SharedArrayBuffer;
}
/** A worker → the build's thread: the pages of one batch, or that the queue is empty. */
export type WorkerReply = { pages: RenderedPage[] } | { done: true };

/**
 * A worker costs about half a second to start (loading React and the templates, copying the
 * model), so one is worth it only with this many pages for it to render.
 */
export const PAGES_PER_WORKER = 1000;
/** Pages per batch: small enough to share the work evenly, large enough that messages cost nothing. */
export const BATCH = 50;

/** How many workers to add to the build's own thread: one per spare core, when there is enough to render. */
export function workerCount(pages: number, cores = availableParallelism()): number {
  return Math.max(0, Math.min(cores - 1, Math.floor(pages / PAGES_PER_WORKER)));
}

/** Takes the next batch of `queue` off a shared cursor: every thread calls this, and none waits for another. */
export function takeBatch(queue: readonly number[], cursor: Int32Array): readonly number[] {
  const start = Atomics.add(cursor, 0, BATCH);
  return queue.slice(start, start + BATCH);
}

/**
 * Renders `queue` (route indexes) on this thread and `workers` worker threads at once. Each
 * thread takes its next batch from a shared cursor when it has finished its last, so a worker
 * that starts late, or a thread that drew heavy pages, never holds the others up, and no
 * thread waits on another to be handed work. With `writeTo`, workers write their pages
 * into the output themselves and send back only what the build needs to know of each;
 * otherwise they encode each page to UTF-8 and hand the bytes over without copying, for this
 * thread to write. `deliver` gets each page once, in the order they finish. Pages a
 * failed worker took and never delivered are rendered here at the end. Resolves with the
 * number of workers that rendered pages.
 */
export async function renderInParallel(
  queue: readonly number[],
  workers: number,
  data: Omit<WorkerData, 'queue' | 'cursor'>,
  renderHere: (index: number) => RenderedPage,
  deliver: (page: RenderedPage) => Promise<void>,
): Promise<number> {
  const shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const cursor = new Int32Array(shared);
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
        Atomics.store(cursor, 0, queue.length);
      }
    });
  };
  const renderAll = async (indexes: readonly number[], next: () => readonly number[]) => {
    for (let batch = indexes; batch.length > 0 && !failure; batch = next()) {
      hand(batch.map(renderHere));
      // Waiting for the writes keeps unwritten pages few; a turn of the event loop lets the
      // workers' pages in (promises alone never yield to them).
      await delivery;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const threads = Array.from({ length: workers }, () => runWorker({ ...data, queue, cursor: shared }, hand));
  await renderAll(takeBatch(queue, cursor), () => takeBatch(queue, cursor));
  const helped = (await Promise.all(threads)).filter(Boolean).length;
  await delivery;
  // What a failed worker took and never delivered.
  const missing = queue.filter((index) => !delivered.has(index));
  for (let at = 0; at < missing.length; at += BATCH) await renderAll(missing.slice(at, at + BATCH), () => []);
  await delivery;
  if (failure) throw failure.error;
  return helped;
}

/** Runs one worker until the queue is empty; resolves true when it rendered pages, false when it failed. */
function runWorker(data: WorkerData, hand: (pages: readonly RenderedPage[]) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = new Worker(workerUrl(), { workerData: data });
    let rendered = false;
    worker.on('message', (reply: WorkerReply) => {
      if ('pages' in reply) {
        rendered = true;
        return hand(reply.pages);
      }
      resolve(true);
      void worker.terminate();
    });
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(rendered));
  });
}

/** Compiled, this code sits in a chunk beside render-worker.js; from the sources, beside renderWorker.mjs. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.js') ? new URL('./render-worker.js', import.meta.url) : new URL('./renderWorker.mjs', import.meta.url);
}
