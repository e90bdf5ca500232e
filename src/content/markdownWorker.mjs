// Worker thread for the content stage: parses a share of the Markdown bodies. Plain
// JavaScript, so it can register the TypeScript loader before importing the parser.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
const { parseMarkdown } = await import('./parseMarkdown.ts');
parentPort.postMessage(workerData.items.map((item) => parseMarkdown(item.body, item.file, item.bodyLine)));
