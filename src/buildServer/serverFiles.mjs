// Where a project's build server listens, what it must share with a `site build` to build for
// it, and when there is none (docs/architecture.md, "The build server"). Plain JavaScript:
// bin/site asks the server before it loads any TypeScript.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sourceHash } from '../compiledCode.mjs';

/** The longest socket path the kernel takes (108 bytes with its terminator on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/** The server's socket and its record (pid, start) in the project's `.site-cache/`; no socket when its path would be too long to listen on. */
export function serverFiles(root) {
  const dir = path.join(root, '.site-cache');
  const socket = path.join(dir, 'server.sock');
  return { dir, socket: Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? socket : undefined, record: path.join(dir, 'server.json') };
}

/**
 * Whether `site build` may use (and start) a build server: not when `SITE_BUILD_SERVER=0`, nor
 * in CI (`CI` set), where every build is a first one and a process left behind only waits.
 */
export function serverAllowed(env) {
  if (env.SITE_BUILD_SERVER === '0') return false;
  if (env.SITE_BUILD_SERVER === '1') return true;
  return !env.CI || env.CI === 'false' || env.CI === '0';
}

/**
 * Whether a server may run `site <args>`: a build with its cache (`--no-cache` builds from
 * scratch, the point of it), or a check of dist/ with its cache (the server runs it only when it
 * finds a writer's few changed pages, buildServer.ts). Help and usage errors cost nothing to print here.
 */
export function serverCommand(args) {
  const not = (flags) => !args.some((arg) => flags.includes(arg) || arg.startsWith('--dir=') || arg.startsWith('--help'));
  if (args[0] === 'build') return not(['--no-cache', '-h']);
  if (args[0] === 'check') return not(['--no-cache', '-h', '--dir', '--list-rules', '--external']);
  return false;
}

// Variables a shell sets afresh for each command or window, which change nothing a build does; and
// npm's own (`npm_*`), which name the script that ran.
const VOLATILE = new Set([
  '_',
  'OLDPWD',
  'PWD',
  'SHLVL',
  'COLUMNS',
  'LINES',
  'WINDOWID',
  'TERM_SESSION_ID',
  'SSH_CLIENT',
  'SSH_CONNECTION',
  'SSH_TTY',
  // Whether to use the server at all: once asked, it is not what a build makes.
  'SITE_BUILD_SERVER',
  // What npm sets for the scripts it runs (`npm run build`, `npx site`) besides its own `npm_*`.
  'COLOR',
  'EDITOR',
  'INIT_CWD',
  'NODE',
]);

/** PATH without the folders npm puts before it for a script (each `node_modules/.bin` up the tree, node-gyp's): a build finds git, not those. */
const commandPath = (value) =>
  value
    .split(path.delimiter)
    .filter((dir) => !/[\\/]node_modules[\\/]\.bin$|[\\/]node-gyp-bin$/.test(dir))
    .join(path.delimiter);

/**
 * What a server must share with a `site build` to build for it: the same code (the compiled
 * CLI's hash of every code and tool file, which a template edit changes), the same Node, and
 * the same environment (SOURCE_DATE_EPOCH dates the sitemap, PATH finds git).
 */
export function serverIdentity(packageRoot, env = process.env) {
  const hash = createHash('sha1');
  for (const name of Object.keys(env).sort())
    if (!VOLATILE.has(name) && !name.startsWith('npm_')) hash.update(`${name}=${name === 'PATH' ? commandPath(env[name]) : env[name]}\0`);
  return { code: sourceHash(packageRoot), node: `${process.execPath} ${process.version}`, env: hash.digest('hex') };
}

/** Why a server built for `server` cannot build for a `site build` that is `client`; undefined when it can. */
export function identityMismatch(server, client) {
  for (const [key, what] of [
    ['code', 'the code has changed'],
    ['node', 'another Node runs it'],
    ['env', 'its environment differs'],
  ])
    if (server[key] !== client[key]) return what;
  return undefined;
}
