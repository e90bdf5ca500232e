// A render worker thread: renders each batch of pages it is handed, writes each page into the
// output itself when it may, and hands each batch back, with the pages it did not write as
// UTF-8 bytes, transferred rather than copied (see renderWorkers.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { workerData } from 'node:worker_threads';
import { answerBatches } from '../../workers/workerSide.ts';
import { deepFreeze } from '../../content/deepFreeze.ts';
import type { Model } from '../../content/model.ts';
import { createPageRenderer, type RenderedPage } from './pageRenderer.ts';
import type { PackedWorkerData, WorkerData } from './renderWorkers.ts';

const { model, routes, assets, track, writeTo, previous } = deserialize(new Uint8Array((workerData as PackedWorkerData).packed)) as WorkerData;
// The same model the build's thread renders from, frozen the same way, so a template that
// writes to it fails here as it would there. Nothing renders with `locate`, which cannot cross threads.
const frozen = deepFreeze({ ...model, locate: () => ({ line: 1, column: 1 }) }) as Model;
const render = createPageRenderer(frozen, routes, assets, track);
const encoder = new TextEncoder();

const folders = new Set<string>();

/**
 * Writes a page into the output folder: 'unchanged' when the output it replaces holds these
 * very bytes (then nothing is written, as the build's own writer does), false when it cannot,
 * and then the build's thread writes it instead, through the output's own writer, which
 * reports the failure as it reports any other.
 */
function written(output: string, html: string): boolean | 'unchanged' {
  if (writeTo === undefined) return false;
  if (previous !== undefined && sameBytes(path.join(previous, output), html)) return 'unchanged';
  try {
    const target = path.join(writeTo, output);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, html);
    return true;
  } catch {
    return false;
  }
}

function sameBytes(file: string, html: string): boolean {
  try {
    return readFileSync(file).equals(Buffer.from(html));
  } catch {
    return false;
  }
}

answerBatches<readonly number[], RenderedPage[]>(
  (batch) =>
    batch.map((index) => {
      const { html, ...page } = render(index);
      if (typeof html !== 'string') return page;
      const wrote = written(routes.pages[index]!.output, html);
      if (wrote === 'unchanged') return { ...page, unchanged: true };
      return wrote ? { ...page, written: true } : { ...page, html: encoder.encode(html) };
    }),
  { transfer: (pages) => pages.flatMap((page) => (page.html instanceof Uint8Array ? [page.html.buffer as ArrayBuffer] : [])) },
);
