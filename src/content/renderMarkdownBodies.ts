import path from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownBody } from './model.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import type { ImageSizes } from './imageSizes.ts';
import { packageRoot } from '../projectPaths.ts';

export interface MarkdownItem {
  body: string;
  file: string;
  bodyLine: number;
}

export type RenderedBody = { body: MarkdownBody; diagnostics: Diagnostic[] };

/** Below this many bodies, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 1500;

/**
 * Bodies per message: small enough to share work evenly and to keep each worker's heap small.
 * Sending a worker its whole share at once held it all, input and output, until the end:
 * at 10,000 bodies the build peaked at 604 MB instead of about 450.
 */
const BATCH = 200;

/**
 * Renders Markdown bodies, in order. Markdown is the costliest part of loading a large site and
 * each body is independent, so big sets are sent in batches to one worker thread per core,
 * each taking the next batch as it finishes one. Only strings cross between threads.
 */
export async function renderMarkdownBodies(items: readonly MarkdownItem[], options: { workers?: number; images?: ImageSizes } = {}): Promise<RenderedBody[]> {
  const images = options.images ?? {};
  const workers = Math.min(options.workers ?? availableParallelism(), Math.ceil(items.length / (WORKER_THRESHOLD / 2)));
  if (items.length < WORKER_THRESHOLD || workers < 2) return items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine, images));
  const rendered = new Array<RenderedBody>(items.length);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(path.join(packageRoot, 'src', 'content', 'markdownWorker.mjs'));
      const sendNext = () => {
        if (next >= items.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        const start = next;
        next = Math.min(items.length, next + BATCH);
        worker.postMessage({ start, items: items.slice(start, next), images });
      };
      worker.on('message', (batch: { start: number; rendered: RenderedBody[] }) => {
        batch.rendered.forEach((body, i) => (rendered[batch.start + i] = body));
        sendNext();
      });
      worker.once('error', reject);
      sendNext();
    });
  await Promise.all(Array.from({ length: workers }, runWorker));
  return rendered;
}
