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
import { cardsThere } from '../../cards/cardsThere.ts';
import type { PackedWorkerData, WorkerData } from './renderWorkers.ts';
import { withSharedStrings } from './sharedStrings.ts';

const { model, routes: copied, assets, track, writeTo, previous, cards } = deserialize(new Uint8Array((workerData as PackedWorkerData).packed)) as WorkerData;
const routes = withSharedStrings(copied);
// The same model the build's thread renders from, frozen the same way, so a template that
// writes to it fails here as it would there. Nothing renders with `locate`, which cannot cross threads.
const frozen = deepFreeze({ ...model, locate: () => ({ line: 1, column: 1 }) }) as Model;
const render = createPageRenderer(frozen, routes, assets, track);
const encoder = new TextEncoder();
// Each page's card found in the image cache or drawn into it here (cards/cardsThere.ts); handed on by its name alone.
const cardThere = cards ? cardsThere(cards) : undefined;

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

/** A page as it goes back: its document written or as bytes, its card drawn or found and named only. */
async function handedBack(index: number): Promise<RenderedPage> {
  const { html, ...rendered } = render(index);
  const card = rendered.card && 'props' in rendered.card ? rendered.card : undefined;
  const page = card && cardThere ? { ...rendered, cardThere: await cardThere(card), card: { file: card.file, key: card.key } } : rendered;
  if (typeof html !== 'string') return page;
  const wrote = written(routes.pages[index]!.output, html);
  if (wrote === 'unchanged') return { ...page, unchanged: true };
  return wrote ? { ...page, written: true } : { ...page, html: encoder.encode(html) };
}

const bytesOf = (page: RenderedPage) => [
  ...(page.html instanceof Uint8Array ? [page.html.buffer as ArrayBuffer] : []),
  ...(page.cardThere && 'data' in page.cardThere ? [page.cardThere.data.buffer as ArrayBuffer] : []),
];

answerBatches<readonly number[], RenderedPage[]>(
  async (batch) => {
    const pages: RenderedPage[] = [];
    for (const index of batch) pages.push(await handedBack(index));
    return pages;
  },
  { transfer: (pages) => pages.flatMap(bytesOf) },
);
