import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/workerFile.ts';
import { isCodeFile } from '../codeInputs.mjs';
import { packageRoot, type ProjectOptions } from '../projectPaths.ts';
import type { SessionBuild } from './buildSession.ts';

/**
 * The session worker's code, found from the package root: always the code as it is when the
 * worker starts (compiled afresh for edited sources, src/workers/fromSource.mjs), even when the
 * running CLI is compiled from older sources.
 */
const SESSION_WORKER = { source: pathToFileURL(path.join(packageRoot, 'src', 'incremental', 'sessionWorker.ts')), compiled: 'session-worker', current: true };

/** The worker's next answer of this type (the others are another request's). */
function ask<T>(worker: Worker, type: string, message: unknown): Promise<T> {
  return new Promise((resolve) => {
    const answer = (reply: { type?: string }) => {
      if (reply.type !== type) return;
      worker.off('message', answer).off('exit', gone);
      resolve(reply as T);
    };
    // A worker replaced (a code edit) answers nothing more: what it was making is not wanted.
    const gone = () => answer({ type, ok: false, crashed: 'the build session ended', diagnostics: [] } as { type: string });
    worker.on('message', answer).once('exit', gone);
    worker.postMessage(message);
  });
}

export type WatchBuild = SessionBuild & { crashed?: string; restarted: boolean };

/**
 * Runs build sessions in a worker thread. Content, style and script edits go to the live
 * session (incremental). An edit to template or pipeline code cannot be loaded into a running
 * module graph, so the worker is replaced and the new one builds from scratch.
 */
export function createWatchBuilder(options: ProjectOptions & { templatesDir: string; srcDir: string }) {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  const start = () => {
    // The search index is made by a build of its own after the reload (serveCommand.ts, `searchCatchUp`).
    const data = { root: options.root, outDir: options.outDir, contentDir: options.contentDir, publicDir: options.publicDir, deferSearchIndex: true };
    worker = startWorker(SESSION_WORKER, data);
    const current = worker;
    ready = new Promise((resolve) => current.once('message', () => resolve()));
  };

  return {
    /** Whether an edit to these files needs fresh code, not just a rebuild. */
    needsRestart(files: readonly string[]): boolean {
      return files.some((file) => {
        const inCode = [options.templatesDir, options.srcDir].some((dir) => !path.relative(dir, file).startsWith('..'));
        return inCode && isCodeFile(file);
      });
    },
    /** `changed`: what the watcher reported since the last build (buildSession.ts); a new worker lists every folder itself. `indexNow`: make the search index in this build. */
    async build(restart = false, changed?: readonly string[], indexNow = false): Promise<WatchBuild> {
      if (restart || !worker) {
        await worker?.terminate();
        start();
      }
      await ready;
      const result = await ask<SessionBuild & { crashed?: string }>(worker!, 'built', { type: 'build', changed, indexNow });
      return { ...result, restarted: restart };
    },
    close: async () => {
      await worker?.terminate();
    },
  };
}
