// Starts a worker thread whose parent runs from the TypeScript sources (tests, SITE_FROM_SOURCE=1,
// the watch session), by the rule the CLI itself loads by (bin/loadCli.mjs, src/compiledCode.mjs): the worker's compiled
// copy, named by a hash of every code file, so always the code as it is now, and compiled first
// when these sources have not been; its sources through the TypeScript loader when
// SITE_FROM_SOURCE=1, when the worker has no compiled copy, or when compiling fails. A worker
// loaded through the loader costs twice the CPU of its compiled copy (1.4 s against 0.7 s for
// the check worker), most of it importing ~150 modules through the loader's own thread.
import path from 'node:path';
import { workerData } from 'node:worker_threads';

process.env.NODE_ENV ??= 'production';
const compiled = workerData.compiled && process.env.SITE_FROM_SOURCE !== '1' ? await compiledWorker(workerData.compiled) : undefined;
if (compiled) {
  workerData.bundle = compiled;
  await import('./runBundle.mjs');
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
  await import(workerData.source);
}

async function compiledWorker(name) {
  const { compiledCli } = await import('../compiledCode.mjs');
  const main = await compiledCli({ keep: workerData.keep }).catch(() => undefined);
  return main && path.join(path.dirname(main), `${name}.cjs`);
}
