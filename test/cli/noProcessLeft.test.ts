import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// Nothing but `site serve` outlives the command that started it: `site build` and `site check`
// run in their own process group here, and once each has exited the group must empty within
// 3 s, and no process may still work in the project folder (no build server, detached or not,
// no worker, no git process left behind).
let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project?.cleanup());

/** Runs `site <args>` in a process group of its own; resolves with its exit code and the group's id. */
function runInGroup(args: string[]): Promise<{ code: number | null; group: number }> {
  const child = spawn(process.execPath, [path.join(packageRoot, 'bin', 'site'), ...args], { cwd: project.root, detached: true, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, group: child.pid! })));
}

/** The processes of a group still running. */
const groupMembers = (group: number) =>
  spawnSync('ps', ['-o', 'pid=', '-g', String(group)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Processes working in the project folder, in any group: one started detached (a server) among them. */
async function inProject(): Promise<string[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const cwds = await Promise.all(pids.map((pid) => readlink(`/proc/${pid}/cwd`).catch(() => '')));
  return pids.filter((pid, i) => pid !== String(process.pid) && cwds[i] === project.root);
}

/** What is left of the group and in the project after up to `ms`. */
async function leftAfter(group: number, ms: number): Promise<string[]> {
  const left = async () => [...groupMembers(group), ...(await inProject())];
  for (let waited = 0; waited < ms && (await left()).length > 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return left();
}

describe('site build and site check', () => {
  it.each([['build'], ['check'], ['build']])('site %s leaves no process running once it has exited', { timeout: 120_000 }, async (command) => {
    const { code, group } = await runInGroup([command]);
    expect(code).toBe(0);
    expect(await leftAfter(group, 3000)).toEqual([]);
  });

  it('leave no socket or server file in .site-cache/', async () => {
    const files = await readdir(path.join(project.root, '.site-cache'));
    expect(files.filter((name) => /server|\.sock$/.test(name))).toEqual([]);
  });
});
