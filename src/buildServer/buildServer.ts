import { appendFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuildCache } from '../cache/buildCache.ts';
import { saveKeptBuild } from '../cache/persistentCache.ts';
import { fewChangedSinceCheck, spareCheckWorkers, type CheckWorkers } from '../check.ts';
import { packageRoot } from '../projectPaths.ts';
import { identityMismatch, serverFiles, serverIdentity } from './serverFiles.mjs';
import type { RunCommand, ServerIdentity, ServerReply, ServerRequest } from './protocol.ts';
import { keptBuilds, type KeptBuild } from '../incremental/keptBuilds.ts';

export interface BuildServerOptions {
  /** Idle this long, the server saves its builds and exits (default 20 minutes; SITE_BUILD_SERVER_IDLE_SECONDS). */
  idleMs?: number;
  /** Idle this long after a build, the server saves it to .site-cache/ (default 5 s). */
  saveAfterMs?: number;
  /** How often it looks that its socket is still its own (default 2 s): a removed .site-cache/ ends it. */
  pollMs?: number;
}

/**
 * A project's build server (docs/architecture.md, "The build server"): one process that runs
 * `site build` for the project again and again, keeping its last build in memory as watch mode
 * does, so that a build after an edit neither starts Node and loads the CLI nor reads the whole
 * site's cache from disk. bin/site asks it first (askServer.mjs) and starts it after a build that
 * found none. It builds only for a `site build` with its own code, Node and environment; for any
 * other it says so and exits, and that build runs in its own process and starts a new server.
 * It saves its builds to .site-cache/ once idle and as it exits, and exits once idle for
 * `idleMs`, when its socket is removed or replaced, or on SIGTERM, SIGINT or SIGHUP.
 * Resolves once it has stopped.
 */
export async function runBuildServer(root: string, run: RunCommand, options: BuildServerOptions = {}): Promise<void> {
  const files = serverFiles(root);
  if (!files.socket) return;
  const socketPath = files.socket;
  const idleMs = options.idleMs ?? idleFromEnv() ?? 20 * 60_000;
  const saveAfterMs = options.saveAfterMs ?? 5_000;
  const log = (line: string) => {
    try {
      appendFileSync(path.join(files.dir, 'server.log'), `${new Date().toISOString()} ${line}\n`);
    } catch {
      // The log is for a developer's curiosity: a server that cannot write it still builds.
    }
  };
  const identity: ServerIdentity = { ...serverIdentity(packageRoot), code: runningCode() };

  const keptFor = keptBuilds(root);
  // Read while no one waits: the first build after an edit then finds the last build in memory.
  const first = keptFor({ out: 'dist', content: 'content' });
  first.build = await loadBuildCache(files.dir);

  const server = await listenOnce(socketPath);
  if (!server) return;
  const socketId = statSync(socketPath).ino;
  const ownsSocket = () => {
    try {
      return statSync(socketPath).ino === socketId;
    } catch {
      return false;
    }
  };
  writeFileSync(files.record, JSON.stringify({ pid: process.pid, started: new Date().toISOString(), code: identity.code }));
  log(`started, pid ${process.pid}, code ${identity.code}`);

  let queue: Promise<unknown> = Promise.resolve();
  let spare: CheckWorkers | undefined;
  let unsaved: KeptBuild | undefined;
  let stopping: Promise<void> | undefined;
  let saveTimer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  const inQueue = <T>(task: () => Promise<T>) => {
    const done = queue.then(task);
    queue = done.catch(() => undefined);
    return done;
  };
  /** Saves the last build that wrote, while .site-cache/ is still this server's: one removed stays removed. */
  const saveNow = async (owned = ownsSocket()) => {
    if (!unsaved || !owned) return;
    const session = unsaved;
    unsaved = undefined;
    const started = performance.now();
    await saveKeptBuild(root, session).then(
      () => log(`saved its last build to .site-cache/ in ${Math.round(performance.now() - started)} ms`),
      (error: unknown) => log(`could not save the build cache: ${String(error)}`),
    );
  };
  const save = () => inQueue(() => saveNow());
  const touch = () => {
    clearTimeout(saveTimer);
    clearTimeout(idleTimer);
    saveTimer = setTimeout(() => void save(), saveAfterMs).unref();
    idleTimer = setTimeout(() => void stop(`idle for ${Math.round(idleMs / 1000)} s`, true), idleMs);
  };
  const stop = (why: string, saving: boolean): Promise<void> =>
    (stopping ??= (async () => {
      log(`stopping: ${why}`);
      clearTimeout(saveTimer);
      clearTimeout(idleTimer);
      clearInterval(poll);
      // Asked before closing, which removes the socket file: the project is still this server's to save and tidy.
      const owned = ownsSocket();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      await spare?.close();
      if (saving) await saveNow(owned);
      if (owned) {
        rmSync(socketPath, { force: true });
        rmSync(files.record, { force: true });
      }
      for (const signal of SIGNALS) process.off(signal, onSignal);
    })());
  // A removed .site-cache/ (a clean build, say) or another server's socket in its place ends this one, unsaved.
  const poll = setInterval(() => void (ownsSocket() || stop('its socket is gone', false)), options.pollMs ?? 2_000);
  const onSignal = (signal: NodeJS.Signals) => void stop(signal, true);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  server.on('connection', (socket) => {
    socket.on('error', () => {});
    readRequest(socket, (request) => {
      touch();
      void inQueue(async () => {
        const mismatch = request ? identityMismatch(identity, request.identity) : 'the request could not be read';
        if (mismatch || !request || !sameFolder(request.cwd, root)) {
          send(socket, { decline: mismatch ?? 'it serves another folder' });
          socket.end();
          if (mismatch) void stop(`declined a build: ${mismatch}`, true);
          return;
        }
        // A check of many pages (a first one, or after a site-wide change) runs in a process of its own, with its own memory.
        if (request.args[0] === 'check' && !(await fewChangedSinceCheck(root, 'dist'))) {
          send(socket, { decline: 'a check of many pages runs on its own', keep: true });
          socket.end();
          log('left a check of many pages to a process of its own');
          return;
        }
        const started = performance.now();
        let built: { session: KeptBuild; before: KeptBuild['build'] } | undefined;
        const io: Parameters<RunCommand>[1] = {
          cwd: root,
          stdout: { write: (text: string) => send(socket, { out: text }), isTTY: request.tty[0] },
          stderr: { write: (text: string) => send(socket, { err: text }), isTTY: request.tty[1] },
          spareCheckWorkers: () => {
            const taken = spare;
            spare = undefined;
            return taken;
          },
          keptBuild: ({ out, content }) => {
            const session = keptFor({ out, content });
            built = { session, before: session.build };
            return session;
          },
        };
        const exit = await run(request.args, io);
        // A build that wrote keeps a new build in memory: the one to save once idle.
        if (built && built.session.build !== built.before) unsaved = built.session;
        // Logged before the reply: a command that has ended has its line in the log.
        log(`site ${request.args.join(' ')}: exit ${exit} in ${Math.round(performance.now() - started)} ms`);
        send(socket, { exit });
        socket.end();
        // A check usually follows: its worker loads html-validate and warms up now, in this server's idle time.
        if (existsSync(path.join(root, 'dist', 'index.html'))) spare ??= spareCheckWorkers(root, 'dist');
      });
    });
  });
  touch();
  await new Promise<void>((resolve) => server.on('close', resolve));
  await stopping;
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** The code this process runs: the compiled CLI's hash, from its folder's name (src/compiledCode.mjs), or the sources' hash now. */
function runningCode(): string {
  const compiled = /[\\/]cli-([0-9a-f]+)[\\/][^\\/]+\.cjs$/.exec(fileURLToPath(import.meta.url));
  return compiled?.[1] ?? serverIdentity(packageRoot).code;
}

function idleFromEnv(): number | undefined {
  const seconds = Number(process.env.SITE_BUILD_SERVER_IDLE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

function sameFolder(a: string, b: string): boolean {
  return path.resolve(a) === path.resolve(b);
}

function send(socket: Socket, reply: ServerReply): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
}

/** The request line a client sends first; undefined when it is not one. */
function readRequest(socket: Socket, handle: (request: ServerRequest | undefined) => void): void {
  let text = '';
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    const end = text.indexOf('\n');
    if (end < 0) return;
    socket.off('data', onData);
    let request: ServerRequest | undefined;
    try {
      request = JSON.parse(text.slice(0, end)) as ServerRequest;
    } catch {
      request = undefined;
    }
    handle(request);
  };
  socket.on('data', onData);
}

/**
 * Listens on the socket, unless another server already answers there: then undefined. A socket
 * file no one answers on is what a killed server left, and is replaced.
 */
async function listenOnce(socketPath: string): Promise<Server | undefined> {
  mkdirSync(path.dirname(socketPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = createServer();
    const listening = await new Promise<true | NodeJS.ErrnoException>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
      server.listen(socketPath, () => resolve(true));
    });
    if (listening === true) return server;
    if (listening.code !== 'EADDRINUSE' || (await answers(socketPath))) return undefined;
    rmSync(socketPath, { force: true });
  }
  return undefined;
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}
