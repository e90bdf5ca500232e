import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ConfigData, HtmlValidate } from 'html-validate';
import type { BuiltSite } from '../builtSite.ts';
import type { CheckCache } from '../checkCache.ts';
import type { PageFacts } from '../page/pageFacts.ts';
import { provideFacts } from '../siteFacts.ts';
import { CheckWorkers, FEW_PAGES, type PageResult, type PageTask } from './checkWorkers.ts';
import type { RawMessage } from '../rules/validatePages.mjs';
import { analyseBatch } from './analyseBatch.ts';

/** Below this many pages to validate per worker, starting another costs more than it saves. */
const PAGES_PER_WORKER_MIN = 40;

/** Pages handed to a worker at a time: few enough that unvalidated markup never piles up. */
const BATCH = 20;

/**
 * Works out every page's facts and html-validate messages: from the check cache for markup a
 * check has seen, otherwise by parsing and validating the page on worker threads (up to one
 * per core when there are enough pages). Workers ask for pages a batch at a time, and pages
 * are read only when handed over, so a site of any size is never all in memory. The facts go
 * to the site's rules (provideFacts); the html-validate messages are returned, named by page.
 * The workers (`workers`, which the caller may have started early) are stopped at the end.
 */
export async function analysePages(site: BuiltSite, options: { workers: CheckWorkers; cache?: CheckCache; threads?: number }): Promise<RawMessage[]> {
  const { cache, workers } = options;
  const facts = new Map<string, PageFacts>();
  const messages: RawMessage[] = [];
  const misses: { page: string; hash: string | undefined }[] = [];
  const take = ({ page, facts: pageFacts, messages: pageMessages }: PageResult) => {
    facts.set(page, pageFacts);
    for (const message of pageMessages) messages.push({ ...message, file: `${site.label}/${page}` });
  };
  for (const page of site.pages.keys()) {
    const { pageBytes } = site;
    const hash = !cache ? undefined : pageBytes ? cache.hashFile(path.join(site.dir, page), () => pageBytes(page)) : cache.hash(site.pages.get(page)!);
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
  if (misses.length === 0) await workers.close();
  else if (misses.length <= FEW_PAGES && workers.started === 0) {
    const tasks = misses.map(({ page }) => ({ page, html: site.pages.get(page)! }));
    (await analyseBatch(await ownValidator(workers.config), tasks)).forEach(done);
  } else {
    let next = 0;
    const nextTasks = (): PageTask[] => misses.slice(next, (next += BATCH)).map(({ page }) => ({ page, html: site.pages.get(page)! }));
    const count = Math.max(1, Math.min(options.threads ?? availableParallelism(), Math.floor(misses.length / PAGES_PER_WORKER_MIN)));
    await workers.analyse(count, nextTasks, done);
  }
  provideFacts(site, facts);
  return messages;
}

const validators = new WeakMap<ConfigData, Promise<HtmlValidate>>();
/** The check's own thread's validator for a configuration, loaded on first use (html-validate is large) and kept. */
function ownValidator(config: ConfigData): Promise<HtmlValidate> {
  let validator = validators.get(config);
  if (!validator) validators.set(config, (validator = import('../rules/createValidator.mjs').then(({ createValidator }) => createValidator(config))));
  return validator;
}
