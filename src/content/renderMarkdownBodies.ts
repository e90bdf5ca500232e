import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownBody } from './model.ts';
import { renderMarkdown } from './renderMarkdown.ts';

export interface MarkdownItem {
  body: string;
  file: string;
  bodyLine: number;
}

export type RenderedBody = { body: MarkdownBody; diagnostics: Diagnostic[] };

/** Below this many bodies, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 1500;

/**
 * Renders Markdown bodies, in order. Markdown is the costliest part of loading a large site and
 * each body is independent, so big batches are shared out over one worker thread per core.
 * Only strings cross between threads, so handing results back is cheap.
 */
export async function renderMarkdownBodies(items: readonly MarkdownItem[], options: { workers?: number } = {}): Promise<RenderedBody[]> {
  const workers = Math.min(options.workers ?? availableParallelism(), Math.ceil(items.length / (WORKER_THRESHOLD / 2)));
  if (items.length < WORKER_THRESHOLD || workers < 2) return items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine));
  const size = Math.ceil(items.length / workers);
  const shares = Array.from({ length: workers }, (_, i) => items.slice(i * size, (i + 1) * size));
  const results = await Promise.all(shares.map(renderInWorker));
  return results.flat();
}

function renderInWorker(items: readonly MarkdownItem[]): Promise<RenderedBody[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdownWorker.mjs', import.meta.url), { workerData: { items } });
    worker.once('message', (rendered: RenderedBody[]) => {
      resolve(rendered);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
