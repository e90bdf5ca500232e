// A Markdown worker thread: renders each batch of bodies it is handed (see renderMarkdownBodies.ts).
import { workerData } from 'node:worker_threads';
import { answerBatches } from '../workers/workerSide.ts';
import type { ImageSizes } from './imageSizes.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { loadRawHtml, mayHoldHtml } from './rawHtml.ts';
import type { MarkdownBatch, RenderedBody } from './renderMarkdownBodies.ts';

const { images, claims } = workerData as { images: ImageSizes; claims?: Record<string, string> };
answerBatches<MarkdownBatch, RenderedBody[]>(async ({ items }) => {
  if (items.some((item) => mayHoldHtml(item.body))) await loadRawHtml();
  return items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine, images, claims));
});
