// `npm run bench` baseline: html-validate alone on a built site's pages, with the same
// configuration and as many worker threads as `site check` uses, and nothing else (no other
// rule, no cache). `site check` cold is measured against this. Its workers have the heap limits
// of site check's workers (Worker resourceLimits).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fg from 'fast-glob';
import { htmlValidateConfig } from '../src/check/rules/htmlValidateConfig.ts';
import { CHECK_WORKER_LIMITS } from '../src/check/parallel/checkWorkers.ts';

const dir = path.resolve(process.argv[2] ?? 'dist');
const files = (await fg('**/*.html', { cwd: dir, absolute: true })).sort();
const workers = Math.max(1, Math.min(availableParallelism(), Math.floor(files.length / 40)));
const shares = Array.from({ length: workers }, (_, i) => files.filter((_, j) => j % workers === i));
const counts = await Promise.all(
  shares.map(
    (share) =>
      new Promise<number>((resolve, reject) => {
        const worker = new Worker(new URL('./htmlValidateWorker.mjs', import.meta.url), {
          workerData: { files: share, config: htmlValidateConfig },
          resourceLimits: CHECK_WORKER_LIMITS,
        });
        worker.once('message', (count: number) => {
          resolve(count);
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
  ),
);
console.log(`Validated ${files.length} pages on ${workers} threads: ${counts.reduce((a, b) => a + b, 0)} messages`);
