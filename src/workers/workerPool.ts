import type { Worker, ResourceLimits } from 'node:worker_threads';
import { startWorker, type WorkerFile } from './workerFile.ts';
import { appendAll } from '../appendAll.ts';

/**
 * How a pool and its workers talk (workerSide.ts is the other half): a worker says `ready` once
 * it has loaded (and warmed up, if it does), then answers each batch with one reply. A batch
 * of `undefined` tells it there is no more work.
 */
export type ToWorker<Batch> = { batch: Batch };
export type FromWorker<Reply> = { ready: true } | { reply: Reply };

/** What a run left undone: batches handed to a worker that failed before replying, for the caller to do itself. */
export interface PoolRun<Batch> {
  /** Workers that replied to at least one batch. */
  helped: number;
  orphans: Batch[];
  /** The first worker failure, if any. */
  failure?: Error;
}

/**
 * The one worker pool of the build and the check: threads that take batches of independent
 * work (Markdown bodies, pages to render, pages to validate) from one queue until it is empty.
 * Each worker has two batches in flight from the moment it is put to work (they wait in its
 * queue while it loads), so it never waits while the thread that feeds it is busy (rendering
 * its own share between replies, say). Workers may be started before the work
 * is known (`start`): `site check` overlaps html-validate's warm-up with reading the site.
 * Until `run`, a started worker does not keep the process alive.
 */
export class WorkerPool<Batch, Reply> {
  readonly #file: WorkerFile;
  readonly #data: object;
  readonly #limits: ResourceLimits | undefined;
  readonly #workers: PoolWorker<Batch, Reply>[] = [];

  constructor(file: WorkerFile, data: object = {}, options: { resourceLimits?: ResourceLimits } = {}) {
    this.#file = file;
    this.#data = data;
    this.#limits = options.resourceLimits;
  }

  /** Workers started and not yet closed. */
  get started(): number {
    return this.#workers.length;
  }

  /** Starts workers now, up to `count` in all (a check's first, before it knows how much there is to do). */
  start(count: number): this {
    while (this.#workers.length < count) this.#workers.push(this.#startOne());
    return this;
  }

  #startOne(): PoolWorker<Batch, Reply> {
    return new PoolWorker(startWorker(this.#file, this.#data, this.#limits ? { resourceLimits: this.#limits } : {}));
  }

  /** Resolves once every started worker is ready, or has failed. */
  async ready(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.ready));
  }

  /**
   * Hands batches from `next` to `count` workers (starting any not yet started) until it has no
   * more, passing each reply with its batch to `onReply`; then stops every worker. Never
   * rejects: what failed workers left undone comes back in `orphans`. The workers started
   * already (`start`) are put to work first.
   */
  async run(count: number, next: () => Batch | undefined, onReply: (reply: Reply, batch: Batch) => void): Promise<PoolRun<Batch>> {
    const workers = this.#workers.slice(0, count);
    while (workers.length < count) {
      const worker = this.#startOne();
      this.#workers.push(worker);
      workers.push(worker);
    }
    const run: PoolRun<Batch> = { helped: 0, orphans: [] };
    try {
      await Promise.all(workers.map((worker) => worker.work(next, onReply, run)));
    } finally {
      await this.close();
    }
    return run;
  }

  /** Stops every worker (one still loading stops there). Safe to call more than once. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.splice(0).map((worker) => worker.stop()));
  }
}

/** One worker thread: started at once, handed batches later. */
class PoolWorker<Batch, Reply> {
  readonly #worker: Worker;
  /** Settles when the worker is ready, or has failed. */
  readonly ready: Promise<void>;
  #markReady!: () => void;
  #onMessage: ((message: FromWorker<Reply>) => void) | undefined;
  #failure: Error | undefined;
  #onFailure: ((error: Error) => void) | undefined;

  constructor(worker: Worker) {
    this.#worker = worker;
    this.ready = new Promise((resolve) => (this.#markReady = resolve));
    worker.unref();
    worker.on('message', (message: FromWorker<Reply>) => {
      if ('ready' in message) this.#markReady();
      this.#onMessage?.(message);
    });
    const fail = (error: Error) => {
      this.#markReady();
      this.#failure ??= error;
      this.#onFailure?.(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`A worker thread stopped with exit code ${code}`));
    });
  }

  /** Feeds the worker from `next`, two batches in flight, until both are answered and there is no more. */
  work(next: () => Batch | undefined, onReply: (reply: Reply, batch: Batch) => void, run: PoolRun<Batch>): Promise<void> {
    this.#worker.ref();
    /** Sent and not yet answered, oldest first: a worker answers in order. */
    const held: Batch[] = [];
    let replied = false;
    return new Promise((resolve) => {
      const send = () => {
        const batch = next();
        if (batch === undefined) return;
        held.push(batch);
        this.#worker.postMessage({ batch } satisfies ToWorker<Batch>);
      };
      const finish = () => {
        this.#onMessage = undefined;
        this.#onFailure = undefined;
        resolve();
      };
      const start = () => {
        send();
        send();
        if (held.length === 0) finish();
      };
      this.#onFailure = (error) => {
        run.failure ??= error;
        appendAll(run.orphans, held.splice(0));
        finish();
      };
      if (this.#failure) return this.#onFailure(this.#failure);
      this.#onMessage = (message) => {
        if ('ready' in message) return;
        if (!replied) run.helped++;
        replied = true;
        onReply(message.reply, held.shift()!);
        send();
        if (held.length === 0) finish();
      };
      // Batches sent to a worker still loading wait in its queue: it starts on them the moment it can.
      start();
    });
  }

  async stop(): Promise<void> {
    this.#onFailure = undefined;
    await this.#worker.terminate();
  }
}
