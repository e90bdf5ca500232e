import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { main } from '../../src/cli/main.ts';
import { existsSync } from 'node:fs';
import { treeHashes } from '../support/treeHashes.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// A bug in the emit stage, where the nginx tables are made: the very failure a 100,000-page site
// met (an argument list too long for the stack), once reported as a full disk.
vi.mock('../../src/emit/nginx/nginxHttpConf.ts', async (original) => ({
  ...(await original<typeof import('../../src/emit/nginx/nginxHttpConf.ts')>()),
  nginxHttpConf: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

let project: FixtureProject;
let before: string;
beforeAll(async () => {
  project = await smallProject();
  before = JSON.stringify([...(await treeHashes(path.join(project.root, 'content')))]);
});
afterAll(() => project.cleanup());

const run = async (args: string[]) => {
  const output = captureIo();
  const code = await main(['node', 'site', ...args], { ...output.io, cwd: project.root });
  return { code, stdout: output.stdout, stderr: output.stderr };
};

describe('a bug in a stage of the build', () => {
  it('is said to be one, with its stage, never as a disk that is full or a folder not writable', async () => {
    const { code, stdout, stderr } = await run(['build']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "Internal error in site, in the build's emit stage: Maximum call stack size exceeded\n" +
        '  This is a bug in site, not a problem with your content or your disk; nothing was written.\n' +
        '  Run the command again with --verbose for where it happened, and report it with that output.\n',
    );
    expect(stderr).not.toMatch(/disk has space|writable/);
  });

  it('shows where it happened with --verbose, and writes nothing', async () => {
    const { code, stderr } = await run(['build', '--verbose']);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^Internal error in site, in the build's emit stage: Maximum call stack size exceeded\nRangeError: Maximum call stack size exceeded\n\s+at nginxHttpConf /,
    );
    expect(existsSync(path.join(project.root, 'dist'))).toBe(false);
    expect(JSON.stringify([...(await treeHashes(path.join(project.root, 'content')))])).toBe(before);
  });
});
