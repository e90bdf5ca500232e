// This project's peers on the same articles: Hugo, where it is installed (apt-get install hugo),
// and Eleventy 3, which the bench installs on request (--install-peers) into a cache folder of
// its own, never into the project's dependencies. Either, missing, is a reason its rows give.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { writeEleventySet } from '../eleventySet.ts';
import { writeHugoSet } from '../hugoSet.ts';
import type { PeerArticle } from '../peerArticles.ts';
import { options } from './options.ts';
import { clean, timePeer, type Run } from './run.ts';

export interface Peer {
  /** `hugo`: its set's folder is the project's with this suffix. */
  id: string;
  /** `Hugo 0.111.3`. */
  name: string;
  /** Writes the articles as a site of this peer's. */
  writeSet: (dir: string, articles: readonly PeerArticle[]) => Promise<void>;
  /** A cold build of the peer's site in `dir`: its output and caches removed first. */
  cold: (dir: string) => Promise<Run>;
  /** The pages it wrote, from what it printed. */
  pages: (run: Run) => number;
}

/** A peer, or why there is none. */
export type Found = Peer | { missing: string };

const output = (command: string, args: readonly string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${text.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });

export async function findHugo(): Promise<Found> {
  const version = await output('hugo', ['version']).then(
    (text) => /v([\d.]+)/.exec(text)?.[1] ?? '?',
    () => undefined,
  );
  if (!version) return { missing: 'Hugo is not installed (apt-get install hugo), no Hugo row' };
  return {
    id: 'hugo',
    name: `Hugo ${version}`,
    writeSet: writeHugoSet,
    cold: async (dir) => {
      await clean(dir, ['public', 'resources']);
      return timePeer(dir, 'hugo', 'hugo', []);
    },
    pages: (run) => Number(/Pages\s*\|\s*(\d+)/.exec(run.stdout)?.[1] ?? 0),
  };
}

/** Eleventy's own folder: inside node_modules/ so that git and the linters leave it alone, outside the project's dependencies. */
const ELEVENTY_DIR = path.join(packageRoot, 'node_modules', '.cache', 'bench-peers', 'eleventy');
const ELEVENTY_CLI = path.join(ELEVENTY_DIR, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');

export async function findEleventy(): Promise<Found> {
  if (!existsSync(ELEVENTY_CLI)) {
    if (!options.installPeers) return { missing: 'Eleventy is not installed: npm run bench -- --install-peers installs it for the bench' };
    console.log(`Installing @11ty/eleventy@3 into ${path.relative(packageRoot, ELEVENTY_DIR)}/ for the bench…`);
    const installed = await output('npm', ['install', '--prefix', ELEVENTY_DIR, '--no-audit', '--no-fund', '--no-package-lock', '@11ty/eleventy@3']).then(
      () => undefined,
      (error: Error) => error.message,
    );
    if (installed !== undefined || !existsSync(ELEVENTY_CLI))
      return { missing: `Eleventy could not be installed (${installed ?? 'no cmd.cjs after npm install'})` };
  }
  const { version } = JSON.parse(await readFile(path.join(ELEVENTY_CLI, '..', 'package.json'), 'utf8')) as { version: string };
  return {
    id: 'eleventy',
    name: `Eleventy ${version}`,
    writeSet: writeEleventySet,
    cold: async (dir) => {
      await clean(dir, ['_site', '.cache']);
      return timePeer(dir, 'eleventy', process.execPath, [ELEVENTY_CLI, '--quiet']);
    },
    pages: (run) => Number(/Wrote (\d+) files/.exec(run.stdout)?.[1] ?? 0),
  };
}
