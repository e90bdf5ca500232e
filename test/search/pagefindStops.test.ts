import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// Pagefind's process dying while it works (at 100,000 pages it ran out of memory), through
// `site build` as a user runs it: Pagefind's Node API never answers the call it was on, and the
// command once ended with exit code 13 and nothing said. A stand-in for Pagefind's binary
// (PAGEFIND_EXTENDED_BINARY_PATH, which the API reads) takes the first request and dies.
let project: FixtureProject;
let result: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  project = await smallProject({ search: true });
  const dying = path.join(project.root, 'dying-pagefind');
  await writeFile(dying, '#!/bin/sh\nhead -c 1 >/dev/null\nkill -9 $$\n');
  await chmod(dying, 0o755);
  const env = { ...process.env, NODE_ENV: 'production', PAGEFIND_EXTENDED_BINARY_PATH: dying };
  result = await promisify(execFile)(process.execPath, [path.join(packageRoot, 'bin', 'site'), 'build'], { cwd: project.root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}, 120_000);
afterAll(() => project.cleanup());

describe('a build whose Pagefind process dies', () => {
  it('fails with the search rule and says Pagefind’s process ended, writing nothing', () => {
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain('emit/search-index-failed');
    expect(result.stdout + result.stderr).toContain("Pagefind's process ended before it answered");
    // At the setting that turned the search on, which a writer can change.
    expect(result.stdout + result.stderr).toMatch(/^content\/site\.yaml:\d+:\d+ error \[emit\/search-index-failed\]/m);
    expect(existsSync(path.join(project.root, 'dist'))).toBe(false);
  });
});
