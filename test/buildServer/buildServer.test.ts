import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';

// `site build` as a writer runs it, in processes of its own: the first build starts the
// project's build server, later builds run on it, and what they write is what a build of their
// own makes. The server is allowed here (SITE_BUILD_SERVER=1), which the other tests turn off.
let project: FixtureProject | undefined;
afterEach(async () => {
  if (project) {
    const pid = serverPid(project.root);
    if (pid && alive(pid)) process.kill(pid, 'SIGTERM');
    await waitFor(() => !pid || !alive(pid));
    await project.cleanup();
  }
  project = undefined;
});

const SERVER_ALLOWED = { SITE_BUILD_SERVER: '1' };

function site(root: string, args: string[], env: Record<string, string> = SERVER_ALLOWED) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [path.join(packageRoot, 'bin', 'site'), ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function serverPid(root: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(root, '.site-cache', 'server.json'), 'utf8')) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const serverLog = (root: string) => readFile(path.join(root, '.site-cache', 'server.log'), 'utf8').catch(() => '');

async function waitFor(done: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listening = (root: string) => waitFor(() => existsSync(path.join(root, '.site-cache', 'server.sock')) && serverPid(root) !== undefined);
const builtOnServer = async (root: string) => (await serverLog(root)).match(/site build: exit \d+/g)?.length ?? 0;

describe('the build server', () => {
  it(
    'runs the builds after the first, writing what a build from scratch writes, and saves its last build for a build without it',
    { timeout: 90_000 },
    async () => {
      project = await smallProject();
      const { root } = project;
      const first = await site(root, ['build']);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain('Started a build server for this project');
      await listening(root);
      const pid = serverPid(root)!;

      // A price edit, on the server: the same summary a build of its own prints, and the new price on the pages.
      const price = 'content/plans/tiers/reseller.yaml';
      await project.write(price, (await project.read(price)).replace('£14.99', '£15.49'));
      const edited = await site(root, ['build']);
      expect(edited.code, edited.stderr).toBe(0);
      expect(edited.stdout).toMatch(/^Built \d+ pages, \d+ redirects?, \d+ files into dist\/ in [\d.]+s\n {2}content /m);
      expect(edited.stdout).toMatch(/cache: \d+ of \d+ pages reused/);
      expect(await builtOnServer(root)).toBe(1);
      const scratch = await site(root, ['build', '--no-cache', '--out', 'scratch']);
      expect(scratch.code, scratch.stderr).toBe(0);
      expect(await treeHashes(path.join(root, 'dist'))).toEqual(await treeHashes(path.join(root, 'scratch')));
      expect(await treeHashes(path.join(root, 'dist-deploy'))).toEqual(await treeHashes(path.join(root, 'scratch-deploy')));
      expect(await project.read('dist/reseller-hosting-uk.html')).toContain('£15.49');

      // Nothing changed: said by the server, in the same words.
      const again = await site(root, ['build']);
      expect(again.stdout).toMatch(/^Nothing changed since the last build of dist\//);
      expect(await builtOnServer(root)).toBe(2);

      // The first check finds every page new: it runs in a process of its own. After an edit, the
      // server checks the few changed pages, with the check worker it started after the build.
      const firstCheck = await site(root, ['check']);
      expect(firstCheck.stdout).toMatch(/^Checked \d+ pages: passed/m);
      expect(await serverLog(root)).toContain('left a check of many pages to a process of its own');
      await project.write(price, (await project.read(price)).replace('£15.49', '£15.29'));
      expect((await site(root, ['build'])).code).toBe(0);
      const editCheck = await site(root, ['check']);
      expect(editCheck.code, editCheck.stdout).toBe(0);
      expect(editCheck.stdout).toMatch(/^Checked (\d+) pages: passed .*; \d+ unchanged since an earlier check/m);
      expect(await serverLog(root)).toMatch(/site check: exit 0/);

      // A broken record fails on the server as it would anywhere: the message, exit 1, dist/ as it was.
      const before = await treeHashes(path.join(root, 'dist'));
      const good = await project.read(price);
      await project.write(price, 'plans: [\n');
      const broken = await site(root, ['build']);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('content/plans/tiers/reseller.yaml');
      expect(broken.stderr).toContain('nothing was written');
      expect(await treeHashes(path.join(root, 'dist'))).toEqual(before);
      await project.write(price, good);

      // Stopped, it saves what it kept: a build in its own process then reuses the pages.
      process.kill(pid, 'SIGTERM');
      await waitFor(() => !alive(pid));
      expect(serverPid(root)).toBeUndefined();
      expect(existsSync(path.join(root, '.site-cache', 'server.sock'))).toBe(false);
      const alone = await site(root, ['build'], { SITE_BUILD_SERVER: '0' });
      expect(alone.stdout).toMatch(/^Nothing changed since the last build/);
      await project.write(price, good.replace('£15.29', '£15.99'));
      const after = await site(root, ['build'], { SITE_BUILD_SERVER: '0' });
      const reused = /cache: (\d+) of (\d+) pages reused/.exec(after.stdout);
      expect(Number(reused?.[1])).toBeGreaterThan(Number(reused?.[2]) / 2);
      expect(await project.read('dist/reseller-hosting-uk.html')).toContain('£15.99');
    },
  );

  it(
    'declines a build with another environment, which builds on its own and starts a server for it; a killed server is replaced',
    { timeout: 90_000 },
    async () => {
      project = await smallProject();
      const { root } = project;
      expect((await site(root, ['build'])).code).toBe(0);
      await listening(root);
      const firstPid = serverPid(root)!;

      const other = await site(root, ['build'], { ...SERVER_ALLOWED, SITE_TEST_OTHER: 'yes' });
      expect(other.code, other.stderr).toBe(0);
      expect(other.stdout).toMatch(/^Nothing changed/);
      expect(await serverLog(root)).toContain('declined a command: its environment differs');
      await waitFor(() => serverPid(root) !== undefined && serverPid(root) !== firstPid);
      const secondPid = serverPid(root)!;

      // Killed outright, it leaves its socket: the next build finds no one answering, builds, and starts another.
      process.kill(secondPid, 'SIGKILL');
      await waitFor(() => !alive(secondPid));
      await project.write('content/locations/dover.md', `${await project.read('content/locations/dover.md')}\nA line for the server.\n`);
      const afterKill = await site(root, ['build'], { ...SERVER_ALLOWED, SITE_TEST_OTHER: 'yes' });
      expect(afterKill.code, afterKill.stderr).toBe(0);
      expect(afterKill.stdout).toMatch(/^Built /);
      expect(await project.read('dist/kent/dover.html')).toContain('A line for the server.');
      await waitFor(() => serverPid(root) !== undefined && serverPid(root) !== secondPid);
    },
  );

  it('stops once its .site-cache/ is removed, and once idle, saving first', { timeout: 60_000 }, async () => {
    project = await smallProject();
    const { root } = project;
    expect((await site(root, ['build'], { ...SERVER_ALLOWED, SITE_BUILD_SERVER_IDLE_SECONDS: '2' })).code).toBe(0);
    await listening(root);
    await waitFor(async () => (await serverLog(root)).includes('stopping: idle for 2 s'));
    await waitFor(() => serverPid(root) === undefined);

    expect((await site(root, ['build', '--out', 'other'])).code).toBe(0);
    await listening(root);
    const pid = serverPid(root)!;
    // Only the project's owner may connect.
    expect(statSync(path.join(root, '.site-cache', 'server.sock')).mode & 0o777).toBe(0o600);
    await project.remove('.site-cache');
    await waitFor(() => !alive(pid));
    // Gone unsaved: what it would have saved stays removed.
    expect(existsSync(path.join(root, '.site-cache', 'manifest.bin'))).toBe(false);
  });
});
