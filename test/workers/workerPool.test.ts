import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/workers/workerPool.ts';

// Workers of the pool's own limits, and the smaller ones a check starts first when it expects a
// writer's few pages (src/check/parallel/checkWorkers.ts).
const OWN = { maxYoungGenerationSizeMb: 48 };
const SMALL = { maxYoungGenerationSizeMb: 6 };
const LIMITS_WORKER = { source: new URL('./fixtures/limitsWorker.ts', import.meta.url) };

type Reply = { batch: number; youngMb: number | undefined };

/** Runs `batches` numbered batches on `count` workers; each reply, and how many batches were handed out when the first came from a worker of the pool's own size. */
async function runBatches(pool: WorkerPool<number, Reply>, count: number, batches: number) {
  let handed = 0;
  let handedAtFirstOwnReply: number | undefined;
  const replies: Reply[] = [];
  const run = await pool.run(
    count,
    () => (handed < batches ? handed++ : undefined),
    (reply) => {
      if (reply.youngMb === OWN.maxYoungGenerationSizeMb) handedAtFirstOwnReply ??= handed;
      replies.push(reply);
    },
  );
  expect(run.failure).toBeUndefined();
  return { replies, handedAtFirstOwnReply };
}

describe('the worker pool', () => {
  it('runs one worker on the one started first, whatever its limits', async () => {
    const pool = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 1 }, { resourceLimits: OWN }).start(1, SMALL);
    const { replies } = await runBatches(pool, 1, 6);
    expect(replies.map((reply) => reply.batch).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(replies.map((reply) => reply.youngMb))).toEqual(new Set([SMALL.maxYoungGenerationSizeMb]));
  });

  it('hands a run of more workers to workers of its own limits: one started smaller stands in until the first of them is ready', async () => {
    // Enough work (3 s for one worker) that the two of the pool's size are ready long before it is done, even on a busy machine.
    const pool = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 10 }, { resourceLimits: OWN }).start(1, SMALL);
    await pool.ready();
    const { replies, handedAtFirstOwnReply } = await runBatches(pool, 2, 300);
    // Every batch answered once.
    expect(replies.map((reply) => reply.batch).sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const small = replies.filter((reply) => reply.youngMb === SMALL.maxYoungGenerationSizeMb);
    const own = replies.filter((reply) => reply.youngMb === OWN.maxYoungGenerationSizeMb);
    // The stand-in worked while the others loaded, and took nothing once one was ready (and so
    // before its first reply); the two of the pool's size did the rest.
    expect(small.length).toBeGreaterThan(0);
    expect(own.length).toBeGreaterThan(0);
    expect(Math.max(...small.map((reply) => reply.batch))).toBeLessThan(handedAtFirstOwnReply!);
    expect(handedAtFirstOwnReply).toBeLessThan(300);
  });

  it("takes over the workers another pool of the same code started, and no other pool's", async () => {
    // A build server's spare check worker, started small before the check that takes it (src/check.ts).
    const spare = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 1 }, { resourceLimits: OWN }).start(1, SMALL);
    const pool = new WorkerPool<number, Reply>(LIMITS_WORKER, { delayMs: 1 }, { resourceLimits: OWN }).adopt(spare);
    expect([pool.started, spare.started]).toEqual([1, 0]);
    const { replies } = await runBatches(pool.start(1), 1, 4);
    // The run took the adopted small worker rather than starting one of its own size.
    expect(new Set(replies.map((reply) => reply.youngMb))).toEqual(new Set([SMALL.maxYoungGenerationSizeMb]));

    const otherCode = new WorkerPool<number, Reply>({ source: new URL('./fixtures/limitsWorker.ts', import.meta.url) }).start(1, SMALL);
    const mine = new WorkerPool<number, Reply>(LIMITS_WORKER).adopt(otherCode);
    expect([mine.started, otherCode.started]).toEqual([0, 1]);
    await otherCode.close();
  });
});
