// The entry of a worker thread whose compiled copy is one CommonJS file (`bundle` in
// workerFile.ts, src/compiledCode.mjs): runs it through V8's code cache, kept beside it as
// `<file>.code-cache`. Node 20 compiles every module afresh in every thread; with the cache, V8
// takes the bytecode as it was once the thread had warmed up, so a worker starts on its first
// batch with its functions already compiled. The cache is written once, by the first thread that
// finds none it can use (V8 refuses one from another Node or other flags): after its warm-up
// (workerSide.ts), when the functions that matter have run. Plain JavaScript, like
// fromSource.mjs: nothing else loads before it.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { threadId, workerData } from 'node:worker_threads';

/** What workerSide.ts calls once the thread has warmed up (src/workers/codeCache.ts). */
const SAVE_CODE_CACHE = Symbol.for('site.saveCodeCache');

const file = workerData.bundle;
const cacheFile = `${file}.code-cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache yet: this thread writes it.
}
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, {
  filename: file,
  cachedData,
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
if (!cachedData || script.cachedDataRejected)
  globalThis[SAVE_CODE_CACHE] = () => {
    const temporary = `${cacheFile}.${process.pid}.${threadId}.tmp`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      // A read-only install runs without the cache: only slower to start.
      rmSync(temporary, { force: true });
    }
  };
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
