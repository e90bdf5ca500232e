// Worker thread for scripts/htmlValidateAlone.ts: html-validate on its share of the pages and
// nothing else, to measure `site check` against.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createValidator } from '../src/check/rules/createValidator.mjs';
import { validatePages } from '../src/check/rules/validatePages.mjs';

const pages = workerData.files.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
parentPort.postMessage((await validatePages(createValidator(workerData.config), pages)).length);
