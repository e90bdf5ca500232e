import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { watch } from 'node:fs';
import { watchProject } from '../../src/serve/watchProject.ts';

// The system's limit of watched folders (inotify's, on Linux) met at some folders: `fs.watch` throws there.
const atLimit = ((dir: string, ...rest: unknown[]) => {
  if (path.basename(dir).startsWith('over-limit'))
    throw Object.assign(new Error(`ENOSPC: System limit for number of file watchers reached, watch '${dir}'`), { code: 'ENOSPC' });
  return (watch as (...args: unknown[]) => ReturnType<typeof watch>)(dir, ...rest);
}) as typeof watch;

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('watchProject at the system limit of watched folders', () => {
  it('says once which folder it cannot watch and how to fix it, and watches the others', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-limit-'));
    for (const folder of ['over-limit-a', 'over-limit-b', 'guides']) await mkdir(path.join(dir, folder));
    const problems: string[] = [];
    const changes: string[][] = [];
    const watcher = watchProject([dir], (files) => changes.push(files), { onProblem: (message) => problems.push(message), watchFolder: atLimit });
    try {
      await watcher.ready;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^Cannot watch .*over-limit-[ab] for changes \(ENOSPC: the system allows no more watched folders \(on Linux, raise fs\.inotify\.max_user_watches\)\)/,
      );
      const file = path.join(dir, 'guides', 'a.md');
      await writeFile(file, 'a');
      while (!changes.flat().includes(file)) await new Promise((resolve) => setTimeout(resolve, 10));
      // A folder made later meets the same limit: nothing more is said, and nothing throws.
      await mkdir(path.join(dir, 'over-limit-c'));
      while (!changes.flat().includes(path.join(dir, 'over-limit-c'))) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(problems).toHaveLength(1);
    } finally {
      await watcher.close();
    }
  });
});
