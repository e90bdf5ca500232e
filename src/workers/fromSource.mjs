// Starts a worker thread whose parent runs from the TypeScript sources (tests, SITE_FROM_SOURCE=1,
// the watch session), by the rule the CLI itself loads by (bin/loadCli.mjs, src/compiledCode.mjs):
// the worker's compiled module, named by a hash of every code file, so always the code as it is
// now, and compiled first when these sources have not been; its sources through the TypeScript
// loader when SITE_FROM_SOURCE=1, when the worker has no compiled copy, or when compiling fails.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

process.env.NODE_ENV ??= 'production';
const compiled = workerData.compiled && process.env.SITE_FROM_SOURCE !== '1' ? await compiledWorker(workerData.compiled) : undefined;
if (compiled) {
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
  await import(workerData.source);
}

async function compiledWorker(name) {
  const { compiledCli } = await import('../compiledCode.mjs');
  const main = await compiledCli({ keep: workerData.keep }).catch(() => undefined);
  return main && path.join(path.dirname(main), `${name}.mjs`);
}
