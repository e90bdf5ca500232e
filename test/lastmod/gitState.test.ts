import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitState } from '../../src/lastmod/gitLog.ts';
import { git } from '../support/git.ts';

// Where a project is in git: a build asks with the folders it dates, and in a plain repository
// one `git status` answers with the uncommitted files too; the answer is what rev-parse gives.
let top: string;
beforeAll(async () => {
  top = await mkdtemp(path.join(tmpdir(), 'site-git-state-'));
  git(top, ['init', '-q', '-b', 'main']);
  for (const file of ['content/a.md', 'site/content/b.md', 'site/content/c.md']) {
    await mkdir(path.dirname(path.join(top, file)), { recursive: true });
    await writeFile(path.join(top, file), `# ${file}\n`);
  }
  git(top, ['add', '-A']);
  git(top, ['commit', '-q', '-m', 'content'], '2025-01-01T09:00:00Z');
  await writeFile(path.join(top, 'site', 'content', 'c.md'), '# Edited\n');
  await writeFile(path.join(top, 'site', 'content', 'new.md'), '# New\n');
  await writeFile(path.join(top, 'content', 'a.md'), '# Edited too\n');
});
afterAll(() => rm(top, { recursive: true, force: true }));

describe('where a project is in git', () => {
  it('is HEAD, its place in the repository and its uncommitted files, as rev-parse and status say, at the top and in a folder', async () => {
    const head = git(top, ['rev-parse', 'HEAD']).trim();
    expect(await gitState(top, ['content'])).toEqual({ head, prefix: '', dirty: ['content/a.md'] });
    const site = path.join(top, 'site');
    expect(await gitState(site, ['content'])).toEqual({ head, prefix: 'site/', dirty: ['content/c.md', 'content/new.md'] });
    // Without folders to look in: rev-parse alone, the same place.
    expect(await gitState(site)).toEqual({ head, prefix: 'site/' });
  });

  it('is no repository above a folder without one, and no commit yet in a repository without any', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'site-no-git-'));
    try {
      expect(await gitState(outside, ['content'])).toEqual({ problem: 'no-git' });
      git(outside, ['init', '-q', '-b', 'main']);
      expect(await gitState(outside, ['content'])).toMatchObject({ problem: 'git-failed' });
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
