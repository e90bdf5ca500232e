// One timed command in a fresh process: wall time, peak RSS and what it printed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { options } from './options.ts';

export interface Run {
  ms: number;
  /** Peak RSS of the command's process (its worker threads included). */
  rssMb: number;
  stdout: string;
}

/**
 * A command that exited with a code it should not have: its code, its first error lines (or
 * first lines, when none says error) and its last line (a build's summary), for the row to show.
 */
export class RunFailure extends Error {
  constructor(command: string, code: number | null, output: string) {
    const lines = output.split('\n').filter((line) => line.trim());
    const errors = lines.filter((line) => /\berror\b/i.test(line));
    const shown = [...new Set([...(errors.length > 0 ? errors : lines).slice(0, 2), ...lines.slice(-2)])];
    super(`${command} exited ${code}${shown.length > 0 ? `: ${shown.join(' ⏎ ')}` : ''}`);
  }
}

/** Wraps a run so a failing command becomes a row's reason rather than the bench's end. */
export async function attempt(run: () => Promise<Run>): Promise<Run | RunFailure> {
  return run().catch((error: unknown) => {
    if (error instanceof RunFailure) return error;
    throw error;
  });
}

const preload = path.join(packageRoot, 'scripts', 'bench-rss.mjs');
/** GNU time, for the peak RSS of a peer's process (Hugo is not a Node process the preload could watch). */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

interface Spawned {
  /** What a failure calls the command: `site build`, `hugo`. */
  label: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  okCodes: readonly number[];
}

function spawnTimed({ label, command, args, cwd, env, okCodes }: Spawned): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - started;
      if (okCodes.includes(code ?? -1)) resolve({ ms, stdout });
      else reject(new RunFailure(label, code, `${stderr}\n${stdout}`));
    });
  });
}

const readRssMb = async (file: string) => Number(await readFile(file, 'utf8').catch(() => 'NaN')) / 1024;

/** `site <args>` in the project, production mode, as a writer's command runs. */
export async function timeSite(project: string, args: readonly string[], okCodes: readonly number[] = [0]): Promise<Run> {
  return timeNode(project, [options.site, ...args], okCodes, `site ${args.join(' ')}`);
}

/** A Node script in the project, with the preload that records its peak RSS. */
export async function timeNode(
  project: string,
  args: readonly string[],
  okCodes: readonly number[] = [0],
  label = path.basename(args[0] ?? 'node'),
): Promise<Run> {
  const rssFile = path.join(project, '.rss');
  const env = { ...process.env, NODE_ENV: 'production', SITE_BENCH_RSS: rssFile };
  const { ms, stdout } = await spawnTimed({ label, command: process.execPath, args: ['--import', preload, ...args], cwd: project, env, okCodes });
  return { ms, rssMb: await readRssMb(rssFile), stdout };
}

/** A peer's command (hugo, eleventy), its peak RSS from GNU time where there is one. */
export async function timePeer(project: string, label: string, command: string, args: readonly string[]): Promise<Run> {
  const rssFile = path.join(project, '.rss');
  const env = { ...process.env, NODE_ENV: 'production' };
  const [file, fullArgs] = gnuTime ? [gnuTime, ['-f', '%M', '-o', rssFile, command, ...args]] : [command, args];
  const { ms, stdout } = await spawnTimed({ label, command: file, args: fullArgs, cwd: project, env, okCodes: [0] });
  return { ms, rssMb: gnuTime ? await readRssMb(rssFile) : NaN, stdout };
}

export const build = (project: string) => timeSite(project, ['build']);
// Exit 1 is a check that found something (the real content's placeholders, say): still a timing.
export const check = (project: string, ...flags: string[]) => timeSite(project, ['check', ...flags], [0, 1]);

/** Removes a project's output and cache: the next build is cold. */
export async function clean(project: string, folders = ['dist', 'dist-deploy', '.site-cache']): Promise<void> {
  for (const folder of folders) await rm(path.join(project, folder), { recursive: true, force: true });
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const medianMs = (results: readonly Run[]) => median(results.map((r) => r.ms));
export const runsOf = (results: readonly Run[]) => results.map((r) => Math.round(r.ms)).join(', ');
/** The page count a build or check printed (`Built 543 pages`, `Checked 543 pages`). */
export const pagesOf = (run: Run) => Number(/(\d+) pages?/.exec(run.stdout)?.[1] ?? 0);
