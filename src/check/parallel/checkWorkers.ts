import type { ConfigData } from 'html-validate';
import type { PageEntry } from '../checkCache.ts';
import { WorkerPool } from '../../workers/workerPool.ts';

/** A page for a worker to analyse and validate, and what it sends back. */
export interface PageTask {
  page: string;
  html: string;
  /** The check's own thread has worked out the page's facts: validate only (analysePages.ts). */
  validateOnly?: boolean;
}
export interface PageResult extends Omit<PageEntry, 'facts'> {
  page: string;
  /** The page's facts, unless its task was `validateOnly`. */
  facts?: PageEntry['facts'];
}

/**
 * Each check worker's heap, bounded by Node's documented Worker `resourceLimits` (no V8 flag):
 * the young generation held to 48 MB, where fewer of html-validate's short-lived objects live
 * long enough to be copied than in a smaller one, and the old generation to 512 MB. That is
 * far above what a worker keeps live (html-validate, its resolved configuration and a batch of
 * pages), and low enough that V8, which lets a heap grow between full collections by less the
 * lower its limit, collects rather than lets garbage pile up as it does under a large machine's
 * default limit. A worker starts with a small young generation and grows it as its pages need.
 */
export const CHECK_WORKER_LIMITS = { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 512 };

/**
 * Up to this many pages, with no worker started early (check.ts), are validated on the check's
 * own thread (analysePages.ts): a worker takes about as long to start (loading html-validate)
 * as twenty pages take to validate, and in one process (the tests) that thread's validator is
 * loaded once.
 */
export const FEW_PAGES = 20;

/** The check worker's code (checkWorker.ts), for the worker pool. */
export const CHECK_WORKER = { source: new URL('./checkWorker.ts', import.meta.url), compiled: 'check-worker' };

/**
 * The check's worker threads, in the one worker pool (src/workers/workerPool.ts). html-validate
 * takes longer to load and resolve its configuration (compiling the JSON schemas it checks it
 * with) than the check takes to read and hash a whole site, so `site check` starts one worker
 * before it reads anything (check.ts): by the time the pages the cache has not seen are known,
 * a warm validator is waiting for them. More start when there are many pages.
 */
export class CheckWorkers {
  readonly #pool: WorkerPool<PageTask[], PageResult[]>;

  constructor(
    /** html-validate's configuration, which the workers validate with. */
    readonly config: ConfigData,
    /** `warmUpPage`: a page of the site to check, which a worker validates first, to warm up (checkWorker.ts). */
    options: { startNow?: number; warmUpPage?: string } = {},
  ) {
    this.#pool = new WorkerPool<PageTask[], PageResult[]>(
      CHECK_WORKER,
      { config, warmUpPage: options.warmUpPage },
      { resourceLimits: CHECK_WORKER_LIMITS },
    ).start(options.startNow ?? 0);
  }

  /**
   * Analyses pages on `count` workers, starting any more that takes, until `nextTasks` has no
   * more; then every worker stops, including ones started and not needed. Rejects with the
   * first worker's failure: a page a worker could not validate must not pass unvalidated.
   */
  async analyse(count: number, nextTasks: () => PageTask[], done: (result: PageResult) => void): Promise<void> {
    const next = () => {
      const tasks = nextTasks();
      return tasks.length > 0 ? tasks : undefined;
    };
    const run = await this.#pool.run(count, next, (results) => results.forEach(done));
    if (run.failure) throw run.failure;
  }

  /** Workers started so far (early, or by `analyse`). */
  get started(): number {
    return this.#pool.started;
  }

  /** Resolves once every started worker has html-validate loaded and warm, or has failed. */
  ready(): Promise<void> {
    return this.#pool.ready();
  }

  /** Stops every worker (a worker still loading stops there). Safe to call more than once. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
