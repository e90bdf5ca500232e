import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Root } from 'hast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseMarkdown } from './parseMarkdown.ts';

export interface MarkdownItem {
  body: string;
  file: string;
  bodyLine: number;
}

type Parsed = { tree: Root; diagnostics: Diagnostic[] };

/** Below this many bodies, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 1500;

/**
 * Parses Markdown bodies, in order. Parsing is the costliest part of loading a large site and
 * each body is independent, so big batches are shared out over one worker thread per core.
 */
export async function parseMarkdownBodies(items: readonly MarkdownItem[], options: { workers?: number } = {}): Promise<Parsed[]> {
  const workers = Math.min(options.workers ?? availableParallelism(), Math.ceil(items.length / (WORKER_THRESHOLD / 2)));
  if (items.length < WORKER_THRESHOLD || workers < 2) return items.map((item) => parseMarkdown(item.body, item.file, item.bodyLine));
  const size = Math.ceil(items.length / workers);
  const shares = Array.from({ length: workers }, (_, i) => items.slice(i * size, (i + 1) * size));
  const results = await Promise.all(shares.map(parseInWorker));
  return results.flat();
}

function parseInWorker(items: readonly MarkdownItem[]): Promise<Parsed[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdownWorker.mjs', import.meta.url), { workerData: { items } });
    worker.once('message', (parsed: Parsed[]) => {
      resolve(parsed);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
