import { parentPort, receiveMessageOnPort, type Transferable } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './workerPool.ts';

/**
 * The worker's half of the pool (workerPool.ts): after `options.warmUp`, says it is ready, and answers
 * each batch in order with `handle`'s reply (batches that arrive while it warms up wait). A
 * worker with a batch waiting once it has loaded skips the warm-up and starts on the batch. A
 * batch that fails is thrown outside the promise, so the thread stops and the pool hands its
 * batches back to the caller.
 */
export function answerBatches<Batch, Reply>(
  handle: (batch: Batch) => Reply | Promise<Reply>,
  options: { warmUp?: () => unknown; transfer?: (reply: Reply) => Transferable[] } = {},
): void {
  const port = parentPort!;
  const fail = (error: unknown) => {
    setImmediate(() => {
      throw error;
    });
  };
  // A batch already waiting warms the thread up as well as the warm-up would, and sooner.
  const waiting = receiveMessageOnPort(port)?.message as ToWorker<Batch> | undefined;
  let queue = Promise.resolve(waiting ? undefined : options.warmUp?.()).then(() => {
    port.postMessage({ ready: true } satisfies FromWorker<Reply>);
  }, fail);
  const answer = ({ batch }: ToWorker<Batch>) => {
    queue = queue
      .then(async () => {
        const reply = await handle(batch);
        // Transferred, not copied: a page's bytes are handed over as they are.
        port.postMessage({ reply } satisfies FromWorker<Reply>, options.transfer?.(reply) ?? []);
      })
      .catch(fail);
  };
  if (waiting) answer(waiting);
  port.on('message', answer);
}
