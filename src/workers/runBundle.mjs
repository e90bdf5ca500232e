// The entry of a worker thread started from the compiled code: runs its bundle, one CommonJS
// file (`<name>.cjs` beside the compiled CLI, src/compiledCode.mjs), through V8's code cache
// (src/loadBundle.mjs), kept beside it as `<file>.code-cache`. The cache is written once, by
// the first thread that finds none it can use: after its warm-up (workerSide.ts), when the
// functions that matter have run. Plain JavaScript, like fromSource.mjs: nothing else loads before it.
import { workerData } from 'node:worker_threads';
import { loadBundle } from '../loadBundle.mjs';

/** What workerSide.ts calls once the thread has warmed up (src/workers/codeCache.ts). */
const SAVE_CODE_CACHE = Symbol.for('site.saveCodeCache');

// Set before the bundle runs: a worker may warm up and save as soon as it loads.
let save;
globalThis[SAVE_CODE_CACHE] = () => save?.();
({ saveCodeCache: save } = loadBundle(workerData.bundle, `${workerData.bundle}.code-cache`));
