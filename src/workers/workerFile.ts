import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { packageRoot } from '../projectPaths.ts';

/** A worker thread's code: its TypeScript source, and the name of its compiled entry (bin/loadCli.mjs). */
export interface WorkerFile {
  /** The module, e.g. `new URL('./markdownWorker.ts', import.meta.url)` (used only from the sources). */
  source: URL;
  /**
   * Compiled, the worker is `<compiled>.js` beside the CLI's chunks (bin/loadCli.mjs). Without
   * it the worker always runs from its source: the watch session's must load template code as
   * it is now, not as it was compiled.
   */
  compiled?: string;
}

/** This module compiled: then it sits in a chunk beside the compiled workers. */
const compiled = import.meta.url.endsWith('.js');
/** The shim, found from the package root, so that the compiled CLI can start a worker from source too. */
const shim = pathToFileURL(path.join(packageRoot, 'src', 'workers', 'fromSource.mjs'));

/**
 * Starts a worker: the compiled copy beside the compiled CLI, or its source through the one
 * shim, fromSource.mjs, which registers the TypeScript loader first.
 */
export function startWorker(file: WorkerFile, data: object, options: { resourceLimits?: ResourceLimits } = {}): Worker {
  const limits = options.resourceLimits ? { resourceLimits: options.resourceLimits } : {};
  if (compiled && file.compiled) return new Worker(new URL(`./${file.compiled}.js`, import.meta.url), { workerData: data, ...limits });
  return new Worker(shim, { workerData: { ...data, source: file.source.href }, ...limits });
}
