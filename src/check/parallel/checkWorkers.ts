import { setFlagsFromString } from 'node:v8';
import type { ConfigData } from 'html-validate';
import type { PageEntry } from '../checkCache.ts';
import { WorkerPool } from '../../workers/workerPool.ts';
import { capHeapGrowth } from '../../workers/heapGrowth.ts';

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
 * How a check worker's heap is laid out: V8's young generation of 48 MB, held to it. With 64 MB,
 * fewer of html-validate's short-lived objects live long enough to be copied, and the real
 * site's cold check took about 6% less (3 alternating pairs: 9.3–10.6 s against 9.9–11.0 s),
 * but each worker held about 25 MB more: the location set's cold check (8,926 pages, two
 * workers) peaked at 530 MB, over the 512 MB budget, against 435 MB. The benchmark's
 * html-validate alone (scripts/htmlValidateAlone.ts) runs with the same limits, so a check is
 * measured against html-validate given the same threads.
 */
export const CHECK_WORKER_LIMITS = { maxYoungGenerationSizeMb: 48 };

/**
 * The heap of a check's first worker when the check expects a writer's few changed pages: a
 * young generation of 6 MB, two halves that V8 starts at 1 MB and grows to 2 MB. Each page of
 * memory a thread touches for the first time costs it a fault into the kernel, 12-17
 * microseconds on the 2-core machines the benchmark runs on: a young generation of 48 MB is
 * 12,000 of them, and a worker that validates 9 pages never reuses most of it. The
 * real site's check after a one-record edit took 7% less (per-pair median of 10 alternating
 * pairs, 1,125 against 1,189 ms), and the 8,926-page set's 4.5% less. A worker that validates
 * a whole site collects far more often in so small a heap: the real site's cold check took 27%
 * longer on such workers, so every worker a check starts once it knows it has many pages is of
 * the full size (analysePages.ts).
 */
export const FEW_PAGES_WORKER_LIMITS = { maxYoungGenerationSizeMb: 6 };

/**
 * Up to this many files changed since the last check, a check expects a writer's few pages, and
 * its first worker has the small heap: as many pages as a second worker is started for
 * (analysePages.ts), which stands the first one down.
 */
export const FEW_CHANGED_FILES = 40;

/**
 * Has the check workers of the full size started from now on begin with their young generation at
 * its full 16 MB a half of CHECK_WORKER_LIMITS' 48, rather than at 1 MB: V8 grew it so slowly that
 * the location set's cold check took 135 s without the flag, against 125 s with it (one run
 * each). V8 reads it as each thread starts, so the thread that sets it keeps its own heap
 * as it was. Set only before full-size workers start (a check with many pages, or not known to
 * have few): like any flag set at run time, it makes V8 refuse the code cache Node ships for its
 * own modules in every worker thread started after it (src/workers/heapGrowth.ts), which a check
 * after an edit, whose one small worker starts without it, does not pay. The benchmark's
 * html-validate alone sets it too, so a cold check is still measured against the same heap.
 */
export function fullYoungGeneration(): void {
  setFlagsFromString(`--min-semi-space-size=${CHECK_WORKER_LIMITS.maxYoungGenerationSizeMb / 3}`);
}

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
 * takes about 0.6 s to load and compile its configuration, longer than reading and hashing a
 * whole site, so `site check` starts one worker before it reads anything (check.ts): by the
 * time the pages the cache has not seen are known, a warm validator is waiting for them. More
 * start when there are many pages.
 */
export class CheckWorkers {
  readonly #pool: WorkerPool<PageTask[], PageResult[]>;

  constructor(
    /** html-validate's configuration, which the workers validate with. */
    readonly config: ConfigData,
    /**
     * `warmUpPage`: a page of the site to check, which a worker validates first, to warm up
     * (checkWorker.ts). `fewPages`: the check expects a writer's few changed pages, so the
     * workers started now have the small heap of FEW_PAGES_WORKER_LIMITS. `spare`: workers
     * another CheckWorkers started for this check, with the same configuration, to take over.
     */
    options: { startNow?: number; warmUpPage?: string; fewPages?: boolean; spare?: CheckWorkers } = {},
  ) {
    // A check not known to have few pages may have a whole site's: heaps for that from the start.
    if (!options.fewPages && (options.startNow ?? 0) > 0) {
      capHeapGrowth();
      fullYoungGeneration();
    }
    this.#pool = new WorkerPool<PageTask[], PageResult[]>(CHECK_WORKER, { config, warmUpPage: options.warmUpPage }, { resourceLimits: CHECK_WORKER_LIMITS })
      // A spare's workers, started earlier with the same configuration (a build server's), count as started now.
      .adopt(options.spare && options.spare.#pool)
      .start(options.startNow ?? 0, options.fewPages ? FEW_PAGES_WORKER_LIMITS : CHECK_WORKER_LIMITS);
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
    // More than one worker are of the full size (WorkerPool.run); so is one the pool starts itself.
    if (count > 1 || this.#pool.started === 0) fullYoungGeneration();
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
