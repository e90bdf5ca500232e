import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownBody } from './model.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import type { ImageSizes } from './imageSizes.ts';

export interface MarkdownItem {
  body: string;
  file: string;
  bodyLine: number;
}

export type RenderedBody = { body: MarkdownBody; diagnostics: Diagnostic[] };

/** A Markdown worker → the build's thread: one batch, rendered. */
export interface MarkdownReply {
  start: number;
  rendered: RenderedBody[];
}

/**
 * A worker costs about 0.3 s of a core to start (loading unified and React), and
 * two threads on a 2-core machine render only about 1.35 times as fast as one. Below this much
 * text per worker the build's thread is as quick or quicker alone. Measured content stages:
 * the location set's 1,143 short bodies (0.4 MB) 1.2 s alone, 1.4–1.65 s with a worker (with
 * remark for every body); 4,000 articles (4 MB) 2.4–2.6 s alone, 2.6 s with one; 10,000
 * articles (10 MB) 4.9 s alone, 3.6 s with one.
 */
const CHARACTERS_PER_WORKER = 3_000_000;

/**
 * Bodies per batch: small enough to share the work evenly and to keep each worker's heap small
 * (a worker sent its whole share at once held all of it, input and output, until the end: at
 * 10,000 bodies the build peaked at 604 MB instead of about 450), large enough that messages
 * cost nothing.
 */
const BATCH = 100;
/** The smallest batch, near the end: below this, messages would cost more than the bodies. */
const MIN_BATCH = 10;

interface Batch {
  start: number;
  items: readonly MarkdownItem[];
}

/**
 * Renders Markdown bodies, in order. Markdown is the costliest part of loading a large site and
 * each body is independent, so with enough bodies the build's thread and one worker per spare
 * core take batches in turn until none is left: nobody waits to be handed work, and the
 * build's thread is never idle. Only strings cross between threads. A worker that fails
 * leaves its batch to the build's thread. Resolves with the bodies and the threads that
 * rendered them.
 */
export async function renderMarkdownBodies(
  items: readonly MarkdownItem[],
  options: { workers?: number; images?: ImageSizes } = {},
): Promise<{ bodies: RenderedBody[]; threads: number }> {
  const images = options.images ?? {};
  const renderOne = (item: MarkdownItem) => renderMarkdown(item.body, item.file, item.bodyLine, images);
  const characters = items.reduce((sum, item) => sum + item.body.length, 0);
  const workers = options.workers ?? Math.max(0, Math.min(availableParallelism() - 1, Math.floor(characters / CHARACTERS_PER_WORKER)));
  if (workers === 0) return { bodies: items.map(renderOne), threads: 1 };

  const rendered = new Array<RenderedBody>(items.length);
  let next = 0;
  // Batches shrink as the bodies run out, so no thread is left with a long last batch while the others wait.
  const take = (): Batch => {
    const start = next;
    next = Math.min(items.length, next + Math.max(MIN_BATCH, Math.min(BATCH, Math.ceil((items.length - next) / 8))));
    return { start, items: items.slice(start, next) };
  };
  const renderHere = (batch: Batch) => batch.items.forEach((item, i) => (rendered[batch.start + i] = renderOne(item)));
  /** Batches a worker took and never returned (it failed): this thread renders them at the end. */
  const orphans: Batch[] = [];
  let helped = 0;
  const runWorker = () =>
    new Promise<void>((resolve) => {
      let replied = false;
      const worker = new Worker(workerUrl());
      /** Sent and not yet back, by first index. */
      const held = new Map<number, Batch>();
      const send = () => {
        if (next >= items.length) return;
        const batch = take();
        held.set(batch.start, batch);
        worker.postMessage({ ...batch, images });
      };
      worker.on('message', (batch: MarkdownReply) => {
        if (!replied) helped++;
        replied = true;
        held.delete(batch.start);
        batch.rendered.forEach((body, i) => (rendered[batch.start + i] = body));
        send();
        if (held.size === 0) void worker.terminate().then(() => resolve());
      });
      worker.once('error', () => {
        orphans.push(...held.values());
        held.clear();
        resolve();
      });
      // Two batches in flight: this thread answers a reply only between its own batches, and
      // with one the worker sat idle meanwhile (1.4 s of 6 s at 4,000 bodies; with two, 0.01 s).
      send();
      send();
      if (held.size === 0) void worker.terminate().then(() => resolve());
    });
  const threads = Array.from({ length: workers }, runWorker);
  // This thread's share, a batch at a time; a turn of the event loop between batches lets the
  // workers' replies in, so they are handed their next batch without waiting.
  while (next < items.length) {
    renderHere(take());
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(threads);
  orphans.forEach(renderHere);
  return { bodies: rendered, threads: 1 + helped };
}

/** Compiled, this code sits in a chunk beside markdown-worker.js; from the sources, beside markdownWorker.mjs. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.js') ? new URL('./markdown-worker.js', import.meta.url) : new URL('./markdownWorker.mjs', import.meta.url);
}
