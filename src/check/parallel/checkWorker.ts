// A `site check` worker thread: warms html-validate up, then works out each batch of pages'
// facts and html-validate messages (see analysePages.ts).
import { workerData } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import { answerBatches } from '../../workers/workerSide.ts';
import { createValidator } from '../rules/createValidator.mjs';
import { validatePages } from '../rules/validatePages.mjs';
import { analyseBatch } from './analyseBatch.ts';
import type { PageTask } from './checkWorkers.ts';

const validator = createValidator((workerData as { config: ConfigData }).config);
const WARM_UP =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Warm-up</title></head><body><main><h1>Warm-up</h1><p>A page of <a href="/">links</a>.</p></main></body></html>';

// html-validate compiles its configuration and element schemas on the first page it sees: doing
// that on a page of no interest before any real page overlaps it with the check's reading of
// the site (checkWorkers.ts).
answerBatches((tasks: PageTask[]) => analyseBatch(validator, tasks), { warmUp: () => validatePages(validator, [{ file: 'warm-up.html', html: WARM_UP }]) });
