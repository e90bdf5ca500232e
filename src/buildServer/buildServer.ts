import { appendFileSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuildCache } from '../cache/buildCache.ts';
import { saveKeptBuild } from '../cache/persistentCache.ts';
import { fewChangedSinceCheck, spareCheckWorkers, type CheckWorkers } from '../check.ts';
import { keptBuilds, type KeptBuild } from '../incremental/keptBuilds.ts';
import { packageRoot } from '../projectPaths.ts';
import { capHeapGrowth } from '../workers/heapGrowth.ts';
import type { RunCommand, ServerIdentity, ServerRequest } from './protocol.ts';
import { identityMismatch, serverFiles, serverIdentity } from './serverFiles.mjs';
import { listenOnce, readRequest, send, socketOwner } from './serverSocket.ts';

export interface BuildServerOptions {
  /** Idle this long, the server saves its builds and exits (default 20 minutes; SITE_BUILD_SERVER_IDLE_SECONDS). */
  idleMs?: number;
  /** Idle this long after a command, the server saves its last build to .site-cache/ (default 5 s). */
  saveAfterMs?: number;
  /** How often it looks that its socket is still its own (default 2 s): a removed .site-cache/ ends it. */
  pollMs?: number;
}

/**
 * A project's build server (docs/architecture.md, "The build server"): one process that runs
 * `site build`, and `site check` after a writer's edit, for the project again and again, keeping
 * its last build in memory as watch mode does, so that a build after an edit neither starts
 * Node and loads the CLI nor reads the whole site's cache from disk. bin/site asks it first
 * (askServer.mjs) and starts it after a build that found none. It runs only commands with its
 * own code, Node and environment; for any other it says so and stops, and that command runs in
 * its own process and starts a new server. It saves its last build to .site-cache/ once idle and
 * as it stops, and stops once idle for `idleMs`, when its socket is removed or replaced, or on
 * SIGTERM, SIGINT or SIGHUP. Resolves once it has stopped.
 */
export async function runBuildServer(root: string, run: RunCommand, options: BuildServerOptions = {}): Promise<void> {
  const files = serverFiles(root);
  if (!files.socket) return;
  const socketPath = files.socket;
  const log = serverLog(files.dir);
  const identity: ServerIdentity = { ...serverIdentity(packageRoot), code: runningCode() };
  // A process that builds again and again piles up garbage between full collections (the 8,926-page set peaked at 450 MB without the cap).
  capHeapGrowth();
  const keptFor = keptBuilds(root);
  // Read while no one waits: the first build after an edit then finds the last build in memory.
  keptFor({ out: 'dist', content: 'content' }).build = await loadBuildCache(files.dir);

  const server = await listenOnce(socketPath);
  if (!server) return;
  const ownsSocket = socketOwner(socketPath);
  writeFileSync(files.record, JSON.stringify({ pid: process.pid, started: new Date().toISOString(), code: identity.code }));
  log(`started, pid ${process.pid}, code ${identity.code}`);

  // One command at a time, and each save between them.
  let queue: Promise<unknown> = Promise.resolve();
  const inQueue = (task: () => Promise<void>) => (queue = queue.then(task).catch((error: unknown) => log(`failed: ${String(error)}`)));
  /** The last build that wrote and is not saved yet, and the check worker waiting for the next check. */
  const state: { unsaved?: KeptBuild | undefined; spare?: CheckWorkers | undefined } = {};
  const saveNow = async (owned = ownsSocket()) => {
    const session = state.unsaved;
    if (!session || !owned) return;
    state.unsaved = undefined;
    const started = performance.now();
    await saveKeptBuild(root, session).then(
      () => log(`saved its last build to .site-cache/ in ${Math.round(performance.now() - started)} ms`),
      (error: unknown) => log(`could not save the build cache: ${String(error)}`),
    );
  };

  let stopping: Promise<void> | undefined;
  const stop = (why: string, saving: boolean): Promise<void> =>
    (stopping ??= (async () => {
      log(`stopping: ${why}`);
      timers.clear();
      // Asked before closing, which removes the socket file: the project is still this server's to save and tidy.
      const owned = ownsSocket();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      await state.spare?.close();
      if (saving) await saveNow(owned);
      if (owned) for (const file of [socketPath, files.record]) rmSync(file, { force: true });
      for (const signal of SIGNALS) process.off(signal, onSignal);
    })());
  const timers = serverTimers({
    idleMs: options.idleMs ?? idleFromEnv() ?? 20 * 60_000,
    saveAfterMs: options.saveAfterMs ?? 5_000,
    pollMs: options.pollMs ?? 2_000,
    save: () => void inQueue(() => saveNow()),
    idle: (seconds) => void stop(`idle for ${seconds} s`, true),
    // A removed .site-cache/ (a clean build, say) or another server's socket in its place ends this one, unsaved.
    poll: () => void (ownsSocket() || stop('its socket is gone', false)),
  });
  const onSignal = (signal: NodeJS.Signals) => void stop(signal, true);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  const command = { root, run, identity, keptFor, state, log, stop };
  server.on('connection', (socket) => {
    socket.on('error', () => {});
    readRequest(socket, (request) => {
      timers.touch();
      void inQueue(() => runRequest(socket, request, command));
    });
  });
  timers.touch();
  await new Promise<void>((resolve) => server.on('close', resolve));
  await stopping;
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** About 10,000 commands' lines. */
const LOG_LIMIT = 1024 * 1024;

interface CommandContext {
  root: string;
  run: RunCommand;
  identity: ServerIdentity;
  keptFor: ReturnType<typeof keptBuilds>;
  state: { unsaved?: KeptBuild | undefined; spare?: CheckWorkers | undefined };
  log: (line: string) => void;
  stop: (why: string, saving: boolean) => Promise<void>;
}

/**
 * Runs one command for a client, its output sent as it is written, or says why not: a client of
 * other code, Node or environment (the server then stops), or a check of many pages (which
 * runs in a process of its own, with its own memory).
 */
async function runRequest(socket: Socket, request: ServerRequest | undefined, context: CommandContext): Promise<void> {
  const { root, state, log } = context;
  const mismatch = request ? identityMismatch(context.identity, request.identity) : 'the request could not be read';
  if (mismatch || !request || path.resolve(request.cwd) !== path.resolve(root)) {
    send(socket, { decline: mismatch ?? 'it serves another folder' });
    socket.end();
    if (mismatch) void context.stop(`declined a command: ${mismatch}`, true);
    return;
  }
  if (request.args[0] === 'check' && !(await fewChangedSinceCheck(root, 'dist'))) {
    send(socket, { decline: 'a check of many pages runs on its own', keep: true });
    socket.end();
    log('left a check of many pages to a process of its own');
    return;
  }
  const started = performance.now();
  let built: { session: KeptBuild; before: KeptBuild['build'] } | undefined;
  const exit = await context.run(request.args, {
    cwd: root,
    stdout: { write: (text: string) => send(socket, { out: text }), isTTY: request.tty[0] },
    stderr: { write: (text: string) => send(socket, { err: text }), isTTY: request.tty[1] },
    spareCheckWorkers: () => {
      const taken = state.spare;
      state.spare = undefined;
      return taken;
    },
    keptBuild: (folders) => {
      const session = context.keptFor(folders);
      built = { session, before: session.build };
      return session;
    },
  });
  // A build that wrote keeps a new build in memory: the one to save once idle.
  if (built && built.session.build !== built.before) state.unsaved = built.session;
  // Logged before the reply: a command that has ended has its line in the log.
  log(`site ${request.args.join(' ')}: exit ${exit} in ${Math.round(performance.now() - started)} ms`);
  send(socket, { exit });
  socket.end();
  // A check usually follows: its worker loads html-validate and warms up now, in this server's idle time.
  if (existsSync(path.join(root, 'dist', 'index.html'))) state.spare ??= spareCheckWorkers(root, 'dist');
}

/**
 * The server's clocks: each command (`touch`) puts off the save by `saveAfterMs` and the end by
 * `idleMs`; `poll` runs every `pollMs`. Only the idle timer keeps the process alive.
 */
function serverTimers(options: { idleMs: number; saveAfterMs: number; pollMs: number; save: () => void; idle: (seconds: number) => void; poll: () => void }) {
  let save: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;
  const poll = setInterval(options.poll, options.pollMs).unref();
  return {
    touch() {
      clearTimeout(save);
      clearTimeout(idle);
      save = setTimeout(options.save, options.saveAfterMs).unref();
      idle = setTimeout(() => options.idle(Math.round(options.idleMs / 1000)), options.idleMs);
    },
    clear() {
      clearTimeout(save);
      clearTimeout(idle);
      clearInterval(poll);
    },
  };
}

/**
 * Appends a line to .site-cache/server.log, for a developer's curiosity: a server that cannot
 * write it still serves. A log past LOG_LIMIT starts afresh as a server starts.
 */
function serverLog(dir: string): (line: string) => void {
  const file = path.join(dir, 'server.log');
  try {
    if (statSync(file).size > LOG_LIMIT) rmSync(file);
  } catch {
    // None yet.
  }
  return (line) => {
    try {
      appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
    } catch {
      // Not written: nothing depends on it.
    }
  };
}

/** The code this process runs: the compiled CLI's hash, from its folder's name (src/compiledCode.mjs), or the sources' hash now. */
function runningCode(): string {
  const compiled = /[\\/]cli-([0-9a-f]+)[\\/][^\\/]+\.cjs$/.exec(fileURLToPath(import.meta.url));
  return compiled?.[1] ?? serverIdentity(packageRoot).code;
}

function idleFromEnv(): number | undefined {
  const seconds = Number(process.env.SITE_BUILD_SERVER_IDLE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
