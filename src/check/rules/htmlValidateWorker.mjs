// Worker thread for `site check`: validates its share of the pages and posts the messages back.
import { parentPort, workerData } from 'node:worker_threads';
import { createValidator } from './createValidator.mjs';
import { validatePages } from './validatePages.mjs';

parentPort.postMessage(await validatePages(createValidator(workerData.config), workerData.pages));
