import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { packageRoot } from '../projectPaths.ts';

/** A worker thread's code: its TypeScript source, and the name of its compiled entry (src/compiledCode.mjs). */
export interface WorkerFile {
  /** The module, e.g. `new URL('./markdownWorker.ts', import.meta.url)` (used only from the sources). */
  source: URL;
  /** Compiled, the worker is an ES module, `<compiled>.mjs` beside the CLI's (src/compiledCode.mjs). */
  compiled?: string;
  /**
   * The worker loads the code as it is when it starts, never the copy the running CLI was
   * compiled from: the watch session, replaced after a template edit to load the edited code.
   */
  current?: boolean;
}

/** This module compiled: then it sits beside the compiled workers. */
const compiled = import.meta.url.endsWith('.mjs');
/** The shim, found from the package root, so that the compiled CLI can start a worker from source too. */
const shim = pathToFileURL(path.join(packageRoot, 'src', 'workers', 'fromSource.mjs'));

/**
 * Starts a worker: the compiled module beside the compiled CLI, or through the one shim,
 * fromSource.mjs, which loads its compiled copy or its sources as the CLI would (src/compiledCode.mjs).
 */
export function startWorker(file: WorkerFile, data: object, options: { resourceLimits?: ResourceLimits } = {}): Worker {
  const limits = options.resourceLimits ? { resourceLimits: options.resourceLimits } : {};
  if (compiled && file.compiled && !file.current) return new Worker(new URL(`./${file.compiled}.mjs`, import.meta.url), { workerData: data, ...limits });
  // A compiled CLI's own copy stays while the shim compiles newer sources: it may still read its source maps.
  const keep = compiled ? path.dirname(fileURLToPath(import.meta.url)) : undefined;
  return new Worker(shim, { workerData: { ...data, source: file.source.href, compiled: file.compiled, keep }, ...limits });
}
