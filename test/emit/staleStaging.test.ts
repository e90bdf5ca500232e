import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project.cleanup());

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const staging = async () => (await readdir(project.root)).filter((name) => name.startsWith('.dist-next-')).sort();

describe('a build killed with SIGKILL', () => {
  it('leaves a staging folder that the next build removes, keeping folders it does not own', async () => {
    // Killed while it writes: the staging folder exists from the first page to the swap.
    const child = spawn(process.execPath, [path.join(packageRoot, 'bin', 'site'), 'build', '--no-cache'], { cwd: project.root, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    while ((await staging()).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    await exited;
    const left = await staging();
    expect(left).toEqual([expect.stringMatching(new RegExp(`^\\.dist-next-${child.pid}-[A-Za-z0-9]{6}$`))]);

    // Not ours: a folder of the same shape held by a running process, and one named like it by hand.
    const running = `.dist-next-${process.pid}-AbCdEf`;
    await mkdir(path.join(project.root, running));
    await mkdir(path.join(project.root, '.dist-next-mine'));

    expect((await build({ root: project.root })).ok).toBe(true);
    expect(await staging()).toEqual([running, '.dist-next-mine'].sort());
  }, 60_000);

  it('leaves what the next build removes even when that build finds nothing to do, half-saved cache files included', async () => {
    expect((await build({ root: project.root })).unchanged).toBe(true);
    const dead = await deadPid();
    const stale = `.dist-next-${dead}-XyZ123`;
    await mkdir(path.join(project.root, stale));
    const cache = path.join(project.root, '.site-cache');
    await writeFile(path.join(cache, `markdown.json.${dead}.tmp`), 'half a cache');
    await writeFile(path.join(cache, `manifest.json.${process.pid}.tmp`), 'being written by a running build');
    expect((await build({ root: project.root })).unchanged).toBe(true);
    expect(await staging()).not.toContain(stale);
    expect((await readdir(cache)).filter((name) => name.endsWith('.tmp'))).toEqual([`manifest.json.${process.pid}.tmp`]);
  }, 60_000);
});
