import { availableParallelism } from 'node:os';
import type { ConfigData, HtmlValidate } from 'html-validate';
import type { BuiltSite } from '../builtSite.ts';
import type { CheckCache } from '../checkCache.ts';
import { analysePage } from '../page/analysePage.ts';
import { referenceSharer, type PageFacts } from '../page/pageFacts.ts';
import { provideFacts } from '../siteFacts.ts';
import { CheckWorkers, FEW_PAGES, type PageResult, type PageTask } from './checkWorkers.ts';
import type { RawMessage } from '../rules/validatePages.mjs';
import { analyseBatch } from './analyseBatch.ts';
import { pageFile } from '../readSite.ts';

/** Below this many pages to validate per worker, starting another costs more than it saves. */
const PAGES_PER_WORKER_MIN = 40;

/** Pages handed to a worker at a time: few enough that unvalidated markup never piles up. */
const BATCH = 20;

/**
 * Up to this many pages to validate on workers (a writer's edit, not a whole site), their facts
 * are worked out on the check's own thread first, so the site's rules run while the workers
 * validate. A page's facts take a few milliseconds, its validation several times that: for
 * more pages the workers work out both, side by side.
 */
const FACTS_HERE_MAX = 200;

/** What analysePages works out: the pages' facts first, for the site's rules, then their html-validate messages. */
export interface PageAnalysis {
  /** Resolves once every page's facts are provided to the site's rules (provideFacts). */
  facts: Promise<void>;
  /** Every page's html-validate messages, named by page. */
  messages: Promise<RawMessage[]>;
  /** Each page's hash (CheckCache.hash), with a cache. */
  hashes: ReadonlyMap<string, string>;
}

/**
 * Works out every page's facts and html-validate messages: from the check cache for markup a
 * check has seen, otherwise by parsing and validating the page on worker threads (up to one
 * per core when there are enough pages). Workers ask for pages a batch at a time, and pages
 * are read only when handed over, so a site of any size is never all in memory. The facts go
 * to the site's rules (provideFacts) as soon as they are known; the html-validate messages
 * follow. The workers (`workers`, which the caller may have started early) are stopped at the end.
 */
export function analysePages(site: BuiltSite, options: { workers: CheckWorkers; cache?: CheckCache; threads?: number }): PageAnalysis {
  const { cache, workers } = options;
  const facts = new Map<string, PageFacts>();
  const messages: RawMessage[] = [];
  const misses: { page: string; hash: string | undefined }[] = [];
  const pageHashes = new Map<string, string>();
  const take = (page: string, pageFacts: PageFacts, pageMessages: RawMessage[] | PageResult['messages']) => {
    facts.set(page, pageFacts);
    for (const message of pageMessages) messages.push({ ...message, file: `${site.label}/${page}` });
  };
  for (const page of site.pages.keys()) {
    const { pageBytes } = site;
    const hash = !cache ? undefined : pageBytes ? cache.hashFile(pageFile(site.dir, page), () => pageBytes(page)) : cache.hash(site.pages.get(page)!);
    if (hash !== undefined) pageHashes.set(page, hash);
    const known = hash === undefined ? undefined : cache!.lookup(hash, () => analysePage(site.pages.get(page)!));
    if (known) take(page, known.facts, known.messages);
    else misses.push({ page, hash });
  }

  const hashes = new Map(misses.map(({ page, hash }) => [page, hash]));
  const shared = referenceSharer();
  const done = (result: PageResult) => {
    const pageFacts = result.facts ? shared(result.facts) : facts.get(result.page)!;
    const hash = hashes.get(result.page);
    if (hash !== undefined) cache!.store(hash, { facts: pageFacts, messages: result.messages });
    take(result.page, pageFacts, result.messages);
  };
  let factsKnown: () => void;
  const factsProvided = new Promise<void>((resolve) => (factsKnown = resolve));
  let provided = false;
  const provide = () => {
    if (provided) return;
    provided = true;
    provideFacts(site, facts);
    factsKnown();
  };

  const validated = (async () => {
    if (misses.length === 0) await workers.close();
    else if (misses.length <= FEW_PAGES && workers.started === 0) {
      const tasks = misses.map(({ page }) => ({ page, html: site.pages.get(page)! }));
      (await analyseBatch(await ownValidator(workers.config), tasks)).forEach(done);
    } else {
      const validateOnly = misses.length <= FACTS_HERE_MAX;
      // A page of a site on disk is read when asked for: one read serves its facts and its task.
      const markup = new Map<string, string>();
      if (validateOnly) for (const { page } of misses) markup.set(page, site.pages.get(page)!);
      let next = 0;
      const nextTasks = (): PageTask[] =>
        misses.slice(next, (next += BATCH)).map(({ page }) => ({ page, html: markup.get(page) ?? site.pages.get(page)!, validateOnly }));
      const count = Math.max(1, Math.min(options.threads ?? availableParallelism(), Math.floor(misses.length / PAGES_PER_WORKER_MIN)));
      // The first batches go to the workers now, before this thread works out their facts: a
      // worker that finds a batch waiting once it has loaded starts on it, with no warm-up
      // (workerSide.ts). A reply is taken only after the facts: this loop does not yield.
      const analysed = workers.analyse(count, nextTasks, done);
      if (validateOnly) {
        for (const { page } of misses) facts.set(page, analysePage(markup.get(page)!));
        provide();
      }
      await analysed;
    }
    provide();
    return messages;
  })();
  // A failure to validate fails the facts too: a rule must not wait for facts that never come.
  const factsReady = Promise.race([factsProvided, validated.then(() => undefined)]);
  // A caller that stops at the first of the two to fail never awaits the other: its failure is the same one.
  for (const promise of [factsReady, validated]) promise.catch(() => {});
  return { facts: factsReady, messages: validated, hashes: pageHashes };
}

const validators = new WeakMap<ConfigData, Promise<HtmlValidate>>();
/** The check's own thread's validator for a configuration, loaded on first use (html-validate is large) and kept. */
function ownValidator(config: ConfigData): Promise<HtmlValidate> {
  let validator = validators.get(config);
  if (!validator) validators.set(config, (validator = import('../rules/createValidator.mjs').then(({ createValidator }) => createValidator(config))));
  return validator;
}
