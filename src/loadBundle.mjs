// Runs a compiled bundle, one CommonJS file (src/compiledCode.mjs), through V8's code cache,
// kept beside it. Node 20 compiles every module afresh in every process and thread; with the
// cache, V8 takes the bytecode as it was once a run had warmed up, so the CLI and each worker
// start with their functions already compiled. A cache V8 refuses (another Node, other flags)
// or none yet is written by this run, when it calls `saveCodeCache` (once its functions have
// run). Plain JavaScript, like compiledCode.mjs: bin/ loads it before any TypeScript can load.
import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import vm from 'node:vm';

/**
 * The bundle's exports, and `saveCodeCache` when `cacheFile` held no cache V8 accepts: it writes
 * the bytecode of every function compiled so far, through a temporary file and a rename, since
 * other processes may read or write the same cache.
 */
export function loadBundle(file, cacheFile) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run writes it.
  }
  // The bundles are ASCII (compiledCode.mjs): read as Latin-1, without decoding UTF-8, V8 keeps them one byte a character.
  const bytes = readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const saveCodeCache =
    !cachedData || script.cachedDataRejected
      ? () => {
          const temporary = `${cacheFile}.${process.pid}.${threadId}.tmp`;
          try {
            writeFileSync(temporary, script.createCachedData());
            renameSync(temporary, cacheFile);
          } catch {
            // A read-only install runs without the cache: only slower to start.
            rmSync(temporary, { force: true });
          }
        }
      : undefined;
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  return { exports: module.exports, saveCodeCache };
}
