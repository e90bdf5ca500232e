import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/workers/workerPool.ts';

// The one worker pool: workers started early are put to work first, every batch is answered
// once, and a worker's heap is bounded by the pool's documented Worker resourceLimits.
const LIMITS = { maxYoungGenerationSizeMb: 24 };
const LIMITS_WORKER = { source: new URL('./fixtures/limitsWorker.ts', import.meta.url) };

type Reply = { batch: number; youngMb: number | undefined };

/** Runs `batches` numbered batches on `count` workers; each reply, and how many workers answered. */
async function runBatches(pool: WorkerPool<number, Reply>, count: number, batches: number) {
  let handed = 0;
  const replies: Reply[] = [];
  const run = await pool.run(
    count,
    () => (handed < batches ? handed++ : undefined),
    (reply) => replies.push(reply),
  );
  expect(run.failure).toBeUndefined();
  expect(run.orphans).toEqual([]);
  return { replies, helped: run.helped };
}

describe('the worker pool', () => {
  it('puts the workers it started early to work, with the limits it was given', async () => {
    const pool = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 1 }, { resourceLimits: LIMITS }).start(1);
    expect(pool.started).toBe(1);
    await pool.ready();
    const { replies, helped } = await runBatches(pool, 1, 6);
    expect(replies.map((reply) => reply.batch).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(replies.map((reply) => reply.youngMb))).toEqual(new Set([LIMITS.maxYoungGenerationSizeMb]));
    expect(helped).toBe(1);
    // A run stops its workers.
    expect(pool.started).toBe(0);
  });

  it('starts the workers a run needs besides those started, and answers every batch once', async () => {
    const pool = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 5 }, { resourceLimits: LIMITS }).start(1);
    const { replies, helped } = await runBatches(pool, 2, 200);
    expect(replies.map((reply) => reply.batch).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(helped).toBe(2);
  });
});
