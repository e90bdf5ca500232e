// Worker thread for the content stage: renders the batches of Markdown bodies it is sent and
// posts each batch back. Plain JavaScript, so it can register the TypeScript loader before
// importing the renderer; batches sent meanwhile wait in the port's queue.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
const { renderMarkdown } = await import('./renderMarkdown.ts');
parentPort.on('message', ({ start, items, images }) => {
  parentPort.postMessage({ start, rendered: items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine, images)) });
});
