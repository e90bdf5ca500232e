// A `site check` worker thread: asks for pages a batch at a time, and for each works out its
// facts and html-validate's messages (see analysePages.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import { analysePage } from '../page/analysePage.ts';
import { createValidator } from '../rules/createValidator.mjs';
import { validatePages } from '../rules/validatePages.mjs';
import type { PageResult, WorkerReply, WorkerTask } from './checkWorkers.ts';

const validator = createValidator((workerData as { config: ConfigData }).config);
const port = parentPort!;
const WARM_UP =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Warm-up</title></head><body><main><h1>Warm-up</h1><p>A page of <a href="/">links</a>.</p></main></body></html>';

async function analyseBatch({ tasks }: WorkerTask): Promise<void> {
  if (tasks.length === 0) return port.close();
  const results: PageResult[] = [];
  for (const { page, html } of tasks) {
    const messages = (await validatePages(validator, [{ file: page, html }])).map(({ file: _, ...message }) => message);
    results.push({ page, facts: analysePage(html), messages });
  }
  port.postMessage({ results } satisfies WorkerReply);
}

// A batch that fails is thrown outside the promise: the worker stops, and the check reports its error.
port.on('message', (task: WorkerTask) => {
  analyseBatch(task).catch((error: unknown) =>
    setImmediate(() => {
      throw error;
    }),
  );
});
// html-validate compiles its configuration and element schemas on the first page it sees: doing
// that on a page of no interest before asking for work overlaps it with the check's reading of
// the site (checkWorkers.ts).
await validatePages(validator, [{ file: 'warm-up.html', html: WARM_UP }]);
port.postMessage({ results: [] } satisfies WorkerReply);
