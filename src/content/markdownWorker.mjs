// Worker thread for the content stage: renders a share of the Markdown bodies. Plain
// JavaScript, so it can register the TypeScript loader before importing the renderer.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
const { renderMarkdown } = await import('./renderMarkdown.ts');
parentPort.postMessage(workerData.items.map((item) => renderMarkdown(item.body, item.file, item.bodyLine)));
