import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// One rule for where a site's files live: the site folder holds content/, public/ and
// .site-cache/, wherever --content puts it; the output goes where --out says, from the folder
// the command runs in.
let site: FixtureProject;
let elsewhere: string;
afterEach(async () => {
  await site?.cleanup();
  if (elsewhere) await rm(elsewhere, { recursive: true, force: true });
});

describe('a site kept outside the folder site runs in', () => {
  it('is built from its own public/ and .site-cache/, into the output asked for', { timeout: 120_000 }, async () => {
    site = await smallProject();
    elsewhere = await mkdtemp(path.join(tmpdir(), 'site-elsewhere-'));
    const run = async () => {
      const output = captureIo();
      const code = await main(['node', 'site', 'build', '--content', path.join(site.root, 'content'), '--out', 'public-site'], {
        ...output.io,
        cwd: elsewhere,
      });
      return { code, ...output };
    };
    const first = await run();
    expect(first.code, first.stderr).toBe(0);
    // Its public files are published, and its cache sits beside its content.
    expect(existsSync(path.join(elsewhere, 'public-site', 'favicon.svg'))).toBe(true);
    expect(existsSync(path.join(site.root, '.site-cache', 'manifest.bin'))).toBe(true);
    expect(existsSync(path.join(elsewhere, '.site-cache'))).toBe(false);
    // The next build finds the cache where the first left it.
    const second = await run();
    expect(second.stdout).toMatch(/Nothing changed|cache: \d+ of/);
  });
});
