// A render worker thread: takes batches of pages off the shared queue until it is empty, and
// posts each batch back as UTF-8 bytes, transferred rather than copied (see renderWorkers.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { deepFreeze } from '../../content/deepFreeze.ts';
import type { Model } from '../../content/model.ts';
import { createPageRenderer, type RenderedPage } from './pageRenderer.ts';
import { takeBatch, type WorkerData, type WorkerReply } from './renderWorkers.ts';

const { model, routes, assets, track, queue, cursor } = workerData as WorkerData;
// The same model the build's thread renders from, frozen the same way, so a template that
// writes to it fails here as it would there. Nothing renders with `locate`, which cannot cross threads.
const frozen = deepFreeze({ ...model, locate: () => ({ line: 1, column: 1 }) }) as Model;
const render = createPageRenderer(frozen, routes, assets, track);
const shared = new Int32Array(cursor);
const encoder = new TextEncoder();
const port = parentPort!;

for (let batch = takeBatch(queue, shared); batch.length > 0; batch = takeBatch(queue, shared)) {
  const pages: RenderedPage[] = batch.map((index) => {
    const page = render(index);
    return typeof page.html === 'string' ? { ...page, html: encoder.encode(page.html) } : page;
  });
  const bytes = pages.flatMap((page) => (page.html instanceof Uint8Array ? [page.html.buffer as ArrayBuffer] : []));
  port.postMessage({ pages } satisfies WorkerReply, bytes);
}
port.postMessage({ done: true } satisfies WorkerReply);
