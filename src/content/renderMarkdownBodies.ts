import { availableParallelism } from 'node:os';
import { WorkerPool } from '../workers/workerPool.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownBody } from './model.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { loadRawHtml, mayHoldHtml } from './rawHtml.ts';
import type { ImageSizes } from './imageSizes.ts';

export interface MarkdownItem {
  body: string;
  file: string;
  bodyLine: number;
}

export type RenderedBody = { body: MarkdownBody; diagnostics: Diagnostic[] };

/** What a Markdown worker is handed: a run of bodies from `start`. */
export interface MarkdownBatch {
  start: number;
  items: readonly MarkdownItem[];
}

/** The Markdown worker's code (markdownWorker.ts), for the worker pool. */
const MARKDOWN_WORKER = { source: new URL('./markdownWorker.ts', import.meta.url), compiled: 'markdown-worker' };

/**
 * A worker is slow to start (it loads unified and React), and two threads on a 2-core
 * machine render well short of twice as fast as one. Below this much text per worker the
 * build's thread is as quick or quicker alone. Measured content stages: short bodies rendered
 * slower with a worker than alone, a little more text than this about as fast with one, and
 * several times this much faster with one.
 */
const CHARACTERS_PER_WORKER = 3_000_000;

/**
 * Bodies per batch: small enough to share the work evenly and to keep each worker's heap small
 * (a worker sent its whole share at once held all of it, input and output, until the end, which
 * raised the build's peak memory markedly), large enough that messages
 * cost nothing.
 */
const BATCH = 100;
/** The smallest batch, near the end: below this, messages would cost more than the bodies. */
const MIN_BATCH = 10;

/**
 * Renders Markdown bodies, in order. Markdown is the costliest part of loading a large site and
 * each body is independent, so with enough bodies the build's thread and one worker per spare
 * core take batches in turn until none is left: nobody waits to be handed work, and the
 * build's thread is never idle (src/workers/workerPool.ts). Only strings cross between threads.
 * A worker that fails leaves its batches to the build's thread. Resolves with the bodies and the threads that
 * rendered them.
 */
export async function renderMarkdownBodies(
  items: readonly MarkdownItem[],
  options: { workers?: number; images?: ImageSizes; claims?: Readonly<Record<string, string>> } = {},
): Promise<{ bodies: RenderedBody[]; threads: number }> {
  const images = options.images ?? {};
  const { claims } = options;
  if (items.some((item) => mayHoldHtml(item.body))) await loadRawHtml();
  const renderOne = (item: MarkdownItem) => renderMarkdown(item.body, item.file, item.bodyLine, images, claims);
  const characters = items.reduce((sum, item) => sum + item.body.length, 0);
  const workers = options.workers ?? Math.max(0, Math.min(availableParallelism() - 1, Math.floor(characters / CHARACTERS_PER_WORKER)));
  if (workers === 0) return { bodies: items.map(renderOne), threads: 1 };

  const rendered = new Array<RenderedBody>(items.length);
  let next = 0;
  // Batches shrink as the bodies run out, so no thread is left with a long last batch while the others wait.
  const take = (): MarkdownBatch | undefined => {
    if (next >= items.length) return undefined;
    const start = next;
    next = Math.min(items.length, next + Math.max(MIN_BATCH, Math.min(BATCH, Math.ceil((items.length - next) / 8))));
    return { start, items: items.slice(start, next) };
  };
  const renderHere = (batch: MarkdownBatch) => batch.items.forEach((item, i) => (rendered[batch.start + i] = renderOne(item)));
  const pool = new WorkerPool<MarkdownBatch, RenderedBody[]>(MARKDOWN_WORKER, { images, ...(claims ? { claims } : {}) });
  const run = pool.run(workers, take, (bodies, batch) => bodies.forEach((body, i) => (rendered[batch.start + i] = body)));
  // This thread's share, a batch at a time; a turn of the event loop between batches lets the
  // workers' replies in, so they are handed their next batch without waiting.
  for (let batch = take(); batch; batch = take()) {
    renderHere(batch);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { helped, orphans } = await run;
  orphans.forEach(renderHere);
  return { bodies: rendered, threads: 1 + helped };
}
