// A Markdown worker thread: renders each batch of bodies it is sent and posts it back (see
// renderMarkdownBodies.ts). Batches sent meanwhile wait in the port's queue.
import { parentPort } from 'node:worker_threads';
import type { ImageSizes } from './imageSizes.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import type { MarkdownItem, MarkdownReply } from './renderMarkdownBodies.ts';

const port = parentPort!;
port.on('message', ({ start, items, images }: { start: number; items: MarkdownItem[]; images: ImageSizes }) => {
  port.postMessage({ start, rendered: items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine, images)) } satisfies MarkdownReply);
});
