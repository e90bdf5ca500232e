/** Set by runBundle.mjs when its thread's bundle has no code cache V8 accepts. */
const SAVE_CODE_CACHE = Symbol.for('site.saveCodeCache');

/**
 * Writes the code cache of this thread's bundle (runBundle.mjs), if it has none yet, with the
 * bytecode of every function compiled so far: called once the thread has warmed up, so the
 * functions its work runs are in it. Does nothing in a thread not started from a bundle.
 */
export function saveCodeCache(): void {
  const global = globalThis as { [SAVE_CODE_CACHE]?: () => void };
  const save = global[SAVE_CODE_CACHE];
  delete global[SAVE_CODE_CACHE];
  save?.();
}
