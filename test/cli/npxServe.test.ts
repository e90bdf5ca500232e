import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { freePort } from '../deploy/startNginx.ts';
import { rawGet } from '../support/rawRequest.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

const answers = (port: number) =>
  rawGet(`http://127.0.0.1:${port}`, '/').then(
    () => true,
    () => false,
  );

/** Polls `condition` every 50 ms for up to `ms`; true as soon as it holds. */
async function within(ms: number, condition: () => Promise<boolean>): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('npx site serve, backgrounded and killed by its process id', () => {
  it('frees the port within 2 seconds: the server goes with the npm process that launched it', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'site-npx-'));
    folders.push(dist);
    await writeFile(path.join(dist, 'index.html'), '<!DOCTYPE html><title>Home</title>\n');
    const port = await freePort();
    // Exactly as a user types it in a shell: npx starts the server through a shell of its own.
    const shell = spawn('bash', ['-c', `npx --yes site serve --dir ${dist} --port ${port} >/dev/null 2>&1 & echo $!; wait`], {
      cwd: packageRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const launcher = await new Promise<number>((resolve) => shell.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
    try {
      expect(await within(30_000, () => answers(port))).toBe(true);
      process.kill(launcher, 'SIGTERM');
      expect(await within(2_000, async () => !(await answers(port)))).toBe(true);
    } finally {
      shell.kill();
      // Should the server have outlived its launcher, it must not outlive the test.
      spawnSync('pkill', ['-f', `--port ${port}`]);
    }
  }, 40_000);
});
