import path from 'node:path';
import { createWatchBuilder } from '../incremental/watchBuilder.ts';
import { projectPaths } from '../projectPaths.ts';
import { HOSTS, isHostName, type HostName } from '../serve/hosts/answerRequest.ts';
import { createLiveReload, type LiveReload } from '../serve/liveReload.ts';
import { serve, type RunningServer } from '../serve/serve.ts';
import { whenLauncherGone } from '../serve/launcherGone.ts';
import { watchProject, type ProjectWatcher } from '../serve/watchProject.ts';
import type { CliIo } from './io.ts';
import { printDiagnostics } from './printDiagnostics.ts';
import { folderOptionProblem } from './folderOptionProblem.ts';

export interface ServeCommandOptions {
  dir: string;
  port: string;
  host: string;
  /** The production host to behave like; nginx when left out. */
  as?: string;
  watch: boolean;
  content: string;
}

/**
 * `site serve`: previews the built site; with --watch, builds first, rebuilds on every change
 * to content, templates or public files, and reloads the open pages. Runs until interrupted;
 * resolves with the exit code once the server is closed (`signal` aborts it).
 */
export async function serveCommand(options: ServeCommandOptions, io: CliIo, signal?: AbortSignal): Promise<number> {
  const usage = optionProblem(options, io);
  if (usage) {
    io.stderr.write(usage);
    return 2;
  }
  const port = Number(options.port);
  const host = (options.as ?? 'nginx') as HostName;
  const paths = projectPaths({ root: io.cwd, outDir: options.dir, contentDir: options.content });
  const liveReload = options.watch ? createLiveReload() : undefined;
  const builder = options.watch ? createWatchBuilder(paths) : undefined;
  const rebuild = builder && liveReload && watchRebuilds(builder, liveReload, paths.root, io);
  const first = rebuild && (await rebuild());
  if (rebuild && !first) io.stderr.write('Serving the previous build, marked as failed, until the errors are fixed.\n');

  let server: RunningServer;
  try {
    server = await serve({ dir: paths.outDir, port, host: options.host, as: host, liveReload });
  } catch (error) {
    io.stderr.write(`Could not serve ${path.relative(paths.root, paths.outDir) || '.'}/: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  let watcher: ProjectWatcher | undefined;
  if (rebuild && liveReload) {
    let queue = Promise.resolve();
    // The first build after the watcher starts lists every folder: what changed while it started
    // was not reported. After that, the builds look again only at the paths it reports.
    let listed = false;
    // The search index after the reload, once the saves pause: a build of its own, queued after any save.
    const catchUp = searchCatchUp(() => {
      queue = queue.then(async () => {
        const indexed = await builder.build(false, [], true);
        if (indexed.ok) await server.reload({ rebuilt: true, sameFiles: false });
      });
    });
    if (first && first.searchPending) catchUp();
    watcher = watchProject(
      [paths.contentDir, paths.templatesDir, paths.publicDir, paths.srcDir],
      (changed) => {
        queue = queue.then(async () => {
          const reported = listed;
          listed = true;
          const rebuilt = await rebuild(changed, reported);
          if (rebuilt) {
            // A rebuild that only changed files the folder already held leaves the list of files as it was.
            await server.reload({ rebuilt: true, sameFiles: rebuilt.added === 0 && rebuilt.removed === 0 });
            liveReload.reload();
            if (rebuilt.searchPending) catchUp();
          }
        });
      },
      { onProblem: (message) => io.stderr.write(`${message}\n`) },
    );
    await watcher.ready;
  }
  // Printed once the watcher is ready, so an edit made on seeing the line is never missed.
  io.stdout.write(
    `Serving ${path.relative(paths.root, paths.outDir) || '.'}/ at ${server.url} as ${host} serves it${options.watch ? ' (watching for changes)' : ''}\n`,
  );

  await untilStopped(signal);
  await watcher?.close();
  await builder?.close();
  await server.close();
  return 0;
}

/** What is wrong with the options, as the line to print; undefined when nothing is. */
function optionProblem(options: ServeCommandOptions, io: CliIo): string | undefined {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return `Invalid --port "${options.port}": use a number from 0 to 65535.\n`;
  const host = options.as ?? 'nginx';
  if (!isHostName(host)) return `Invalid --as "${host}": use ${Object.keys(HOSTS).join(', ')}.\n`;
  return options.watch ? folderOptionProblem('--content', options.content, io.cwd ?? process.cwd()) : undefined;
}

/**
 * One rebuild of a watch session, reported as it goes. `reported`: `changed` is all that
 * changed since the last build, so only those paths are looked at again. The rebuild's result
 * once it succeeded; undefined when it did not.
 */
function watchRebuilds(builder: ReturnType<typeof createWatchBuilder>, liveReload: LiveReload, root: string, io: CliIo) {
  return async (changed: readonly string[] = [], reported = false) => {
    // Marks where each rebuild's output starts: an editor's problem matcher clears the old problems here.
    if (changed.length > 0)
      io.stdout.write(`Rebuilding after a change to ${changed.map((file) => path.relative(root, file).split(path.sep).join('/')).join(', ')}\n`);
    const result = await builder.build(builder.needsRestart(changed), reported ? changed : undefined);
    if (result.crashed) {
      io.stderr.write(`Internal error in site while rebuilding: ${result.crashed}\n`);
      return undefined;
    }
    if (!result.ok) {
      printDiagnostics(result.diagnostics, (text) => io.stderr.write(text));
      // Open pages show the errors over the last good build, served as failed (500) until the next good edit.
      liveReload.failed(result.diagnostics.filter((d) => d.severity === 'error'));
      return undefined;
    }
    io.stdout.write(
      `Rebuilt in ${Math.round(result.ms)}ms: ${result.rendered} of ${result.pages} pages rendered, ${result.written} files written${result.restarted ? ' (template code reloaded)' : ''}\n`,
    );
    return result;
  };
}

/** How long the saves must pause before the search index is made: a burst of saves makes it once. */
const SEARCH_QUIET_MS = 300;

/**
 * Brings the search index up to the pages after builds that kept an earlier one
 * (docs/development.md#search-in-watch-mode): each call puts `index` off until the saves have
 * paused for SEARCH_QUIET_MS. The timer does not hold the process open: a server that stops
 * leaves the index to the next build.
 */
function searchCatchUp(index: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(index, SEARCH_QUIET_MS);
    timer.unref();
  };
}

/** Resolves on Ctrl-C, SIGTERM, `signal`'s abort, or once the npm process that launched the server is gone. */
function untilStopped(signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const stopWatchingLauncher = whenLauncherGone(() => stop());
    const stop = () => {
      stopWatchingLauncher();
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
