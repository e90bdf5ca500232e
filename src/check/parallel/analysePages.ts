import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import type { BuiltSite } from '../builtSite.ts';
import type { CheckCache, PageEntry } from '../checkCache.ts';
import { analysePage } from '../page/analysePage.ts';
import type { PageFacts } from '../page/pageFacts.ts';
import { provideFacts } from '../siteFacts.ts';
import type { RawMessage } from '../rules/validatePages.mjs';

/** Below this many pages to validate, starting workers costs more than it saves. */
const PAGES_PER_WORKER_MIN = 40;
/** Pages handed to a worker at a time: few enough that unvalidated markup never piles up. */
const BATCH = 20;

/** A page for a worker to analyse and validate, and what it sends back. */
export interface PageTask {
  page: string;
  html: string;
}
export interface PageResult extends PageEntry {
  page: string;
}
/** Worker → this thread: the results of its last batch (none at first), asking for the next. */
export interface WorkerReply {
  results: PageResult[];
}
/** This thread → worker: the next batch, empty when there is no more. */
export interface WorkerTask {
  tasks: PageTask[];
}

/**
 * Works out every page's facts and html-validate messages: from the check cache for markup a
 * check has seen, otherwise by parsing and validating the page, on worker threads (one per
 * core) when there are enough pages. Workers ask for pages a batch at a time, and pages are
 * read only when handed over, so a site of any size is never all in memory. The facts go to
 * the site's rules (provideFacts); the html-validate messages are returned, named by page.
 */
export async function analysePages(site: BuiltSite, options: { config: ConfigData; cache?: CheckCache; workers?: number }): Promise<RawMessage[]> {
  const { cache, config } = options;
  const facts = new Map<string, PageFacts>();
  const messages: RawMessage[] = [];
  const misses: { page: string; hash: string | undefined }[] = [];
  const take = ({ page, facts: pageFacts, messages: pageMessages }: PageResult) => {
    facts.set(page, pageFacts);
    for (const message of pageMessages) messages.push({ ...message, file: `${site.label}/${page}` });
  };
  for (const page of site.pages.keys()) {
    const hash = cache?.hash(site.pageBytes?.(page) ?? site.pages.get(page)!);
    const known = hash === undefined ? undefined : cache!.lookup(hash);
    if (known) take({ page, ...known });
    else misses.push({ page, hash });
  }

  const hashes = new Map(misses.map(({ page, hash }) => [page, hash]));
  const done = (result: PageResult) => {
    const hash = hashes.get(result.page);
    if (hash !== undefined) cache!.store(hash, { facts: result.facts, messages: result.messages });
    take(result);
  };
  const workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), Math.floor(misses.length / PAGES_PER_WORKER_MIN)));
  if (workers === 1) {
    // html-validate loads only when there is a page to validate: a check of unchanged pages never needs it.
    const { createValidator } = await import('../rules/createValidator.mjs');
    const { validatePages } = await import('../rules/validatePages.mjs');
    const validator = createValidator(config);
    for (const { page } of misses) {
      const html = site.pages.get(page)!;
      const pageMessages = (await validatePages(validator, [{ file: page, html }])).map(({ file: _, ...message }) => message);
      done({ page, facts: analysePage(html), messages: pageMessages });
    }
  } else {
    let next = 0;
    const nextTasks = (): PageTask[] => misses.slice(next, (next += BATCH)).map(({ page }) => ({ page, html: site.pages.get(page)! }));
    await Promise.all(Array.from({ length: workers }, () => runWorker(config, nextTasks, done)));
  }
  provideFacts(site, facts);
  return messages;
}

function runWorker(config: ConfigData, nextTasks: () => PageTask[], done: (result: PageResult) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: { config } });
    worker.on('message', ({ results }: WorkerReply) => {
      for (const result of results) done(result);
      const tasks = nextTasks();
      worker.postMessage({ tasks } satisfies WorkerTask);
      if (tasks.length === 0) resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A check worker stopped with exit code ${code}`))));
  });
}

/** Compiled, this code sits in a chunk beside check-worker.js; from the sources, beside checkWorker.mjs. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.js') ? new URL('./check-worker.js', import.meta.url) : new URL('./checkWorker.mjs', import.meta.url);
}
