// A `site check` worker thread: warms html-validate up, then works out each batch of pages'
// facts and html-validate messages (see analysePages.ts).
import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import { answerBatches } from '../../workers/workerSide.ts';
import { createValidator } from '../rules/createValidator.mjs';
import { validatePages } from '../rules/validatePages.mjs';
import { analyseBatch } from './analyseBatch.ts';
import type { PageTask } from './checkWorkers.ts';

const { config, warmUpPage } = workerData as { config: ConfigData; warmUpPage?: string };
const validator = createValidator(config);
const WARM_UP =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Warm-up</title></head><body><main><h1>Warm-up</h1><p>A page of <a href="/">links</a>.</p></main></body></html>';

// html-validate compiles its configuration and element schemas on the first page it sees, and
// its code runs several times slower on the first pages than once V8 has compiled it: warming
// up on a page of the site (its home page, with the layout every page shares) before any page
// to validate overlaps that with the check's reading of the site (checkWorkers.ts). A site
// without one warms up on a page of its own.
const warmUp = () => {
  let html = WARM_UP;
  try {
    if (warmUpPage) html = readFileSync(warmUpPage, 'utf8');
  } catch {
    // No home page: the page of its own will do.
  }
  return validatePages(validator, [{ file: 'warm-up.html', html }]);
};
answerBatches((tasks: PageTask[]) => analyseBatch(validator, tasks), { warmUp });
