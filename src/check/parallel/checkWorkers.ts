import { Worker } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import type { PageEntry } from '../checkCache.ts';

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
 * How a check worker's heap is laid out. html-validate makes short-lived objects at a great
 * rate (a fifth of its time went to collecting them): with a young generation of 64 MB instead
 * of V8's 48, fewer of them live long enough to be copied, and the real site's cold check took
 * 7.7–8.1 s against 7.9–10.3 s (3 pairs; 96 MB did no better), for 45–65 MB more at peak (the
 * location set's cold check peaked at 475 MB). The benchmark's html-validate alone
 * (scripts/htmlValidateAlone.ts) runs with the same limits, so a check is measured against
 * html-validate given the same threads.
 */
export const CHECK_WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };

/**
 * The check's worker threads. html-validate takes about 0.6 s to load and compile its
 * configuration, longer than reading and hashing a whole site, so `site check` starts one
 * worker before it reads anything (check.ts): by the time the pages the cache has not seen are
 * known, a warm validator is waiting for them. More start when there are many pages.
 */
export class CheckWorkers {
  readonly #config: ConfigData;
  readonly #workers: CheckWorker[] = [];

  constructor(config: ConfigData, options: { startNow?: number } = {}) {
    this.#config = config;
    for (let i = 0; i < (options.startNow ?? 0); i++) this.#workers.push(new CheckWorker(config));
  }

  /**
   * Analyses pages on `count` workers, starting any more that takes, until `nextTasks` has no
   * more; then every worker stops, including ones started and not needed.
   */
  async analyse(count: number, nextTasks: () => PageTask[], done: (result: PageResult) => void): Promise<void> {
    while (this.#workers.length < count) this.#workers.push(new CheckWorker(this.#config));
    try {
      await Promise.all(this.#workers.slice(0, count).map((worker) => worker.analyse(nextTasks, done)));
    } finally {
      await this.close();
    }
  }

  /** Resolves once every started worker has html-validate loaded and warm, or has failed. */
  async ready(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.ready));
  }

  /** Stops every worker (a worker still loading stops there). Safe to call more than once. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.splice(0).map((worker) => worker.stop()));
  }
}

/** One worker thread: started at once, and given pages (or stopped) later. */
class CheckWorker {
  readonly #worker: Worker;
  /** Settles when the worker first asks for pages, or fails. */
  readonly ready: Promise<void>;
  #markReady!: () => void;
  /** The reply that arrived before anyone asked for pages: the worker's "ready". */
  #waiting: WorkerReply | undefined;
  #onReply: ((reply: WorkerReply) => void) | undefined;
  #failure: Error | undefined;
  #onFailure: ((error: Error) => void) | undefined;

  constructor(config: ConfigData) {
    this.ready = new Promise((resolve) => (this.#markReady = resolve));
    this.#worker = new Worker(workerUrl(), { workerData: { config }, resourceLimits: CHECK_WORKER_LIMITS });
    // Until it has pages, a worker must not keep the process alive: a check that stops early exits.
    this.#worker.unref();
    this.#worker.on('message', (reply: WorkerReply) => {
      this.#markReady();
      if (this.#onReply) this.#onReply(reply);
      else this.#waiting = reply;
    });
    const fail = (error: Error) => {
      this.#markReady();
      this.#failure ??= error;
      this.#onFailure?.(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`A check worker stopped with exit code ${code}`));
    });
  }

  /** Hands the worker batches from `nextTasks` as it asks, until there are none. */
  analyse(nextTasks: () => PageTask[], done: (result: PageResult) => void): Promise<void> {
    this.#worker.ref();
    return new Promise((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      this.#onFailure = reject;
      this.#onReply = ({ results }) => {
        for (const result of results) done(result);
        const tasks = nextTasks();
        this.#worker.postMessage({ tasks } satisfies WorkerTask);
        if (tasks.length === 0) resolve();
      };
      if (this.#waiting) this.#onReply(this.#waiting);
    });
  }

  async stop(): Promise<void> {
    this.#onFailure = undefined;
    await this.#worker.terminate();
  }
}

/** Compiled, this code sits in a chunk beside check-worker.js; from the sources, beside checkWorker.mjs. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.js') ? new URL('./check-worker.js', import.meta.url) : new URL('./checkWorker.mjs', import.meta.url);
}
