import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchProject, type ProjectWatcher } from '../../src/serve/watchProject.ts';

let dir: string;
let watcher: ProjectWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('watchProject', () => {
  it('reports the last write of a file emptied and filled again just after, though chokidar drops it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const file = path.join(dir, 'deal.md');
    await writeFile(file, '---\nname: Deal\n---\n');
    let filled = false;
    let seenAfterFill: () => void;
    const reported = new Promise<void>((resolve) => (seenAfterFill = resolve));
    watcher = watchProject([dir], (files) => {
      if (filled && files.includes(file)) seenAfterFill();
    });
    await watcher.ready;
    await writeFile(file, '');
    // Between our settle time (10 ms) and chokidar's 50 ms window for a second change: chokidar drops it.
    await new Promise((resolve) => setTimeout(resolve, 40));
    await writeFile(file, '---\nname: Deal, filled again\n---\n');
    filled = true;
    await reported;
    expect(filled).toBe(true);
  });

  it('ignores the junk editors leave beside files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const changes: string[][] = [];
    watcher = watchProject([dir], (files) => changes.push(files));
    await watcher.ready;
    for (const junk of ['.DS_Store', 'deal.md~', '.deal.md.swp', '4913']) await writeFile(path.join(dir, junk), 'x');
    await writeFile(path.join(dir, 'deal.md'), 'real');
    while (changes.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changes.flat()).toEqual([path.join(dir, 'deal.md')]);
  });
});
