import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchProject, type ProjectWatcher } from '../../src/serve/watchProject.ts';

let dir: string;
let watcher: ProjectWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A watcher on `dirs`, with each batch it reports in order, and a wait for the next batch that names a path. */
async function watching(dirs: string[]) {
  const batches: string[][] = [];
  watcher = watchProject(dirs, (files) => batches.push(files));
  await watcher.ready;
  return {
    batches,
    /** Every path reported from now until one batch names `file`, as a set. */
    async until(file: string): Promise<Set<string>> {
      const from = batches.length;
      for (let waited = 0; !batches.slice(from).some((batch) => batch.includes(file)); waited += 10) {
        if (waited > 5000) throw new Error(`${file} was never reported; reported: ${JSON.stringify(batches.slice(from))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Events of the same step that come a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Set(batches.slice(from).flat());
    },
  };
}

describe('watchProject', () => {
  it('reports the last write of a file emptied and filled again just after', async () => {
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
    // Past the settle time (10 ms): the first write has been reported alone.
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

  it('reports only the file saved, however many its folder holds, and saves by rename again and again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const places = path.join(dir, 'content', 'locations');
    await mkdir(places, { recursive: true });
    for (let i = 0; i < 200; i++) await writeFile(path.join(places, `town-${i}.md`), `town ${i}`);
    const watched = await watching([path.join(dir, 'content')]);
    const file = path.join(places, 'town-7.md');
    await writeFile(file, 'edited in place');
    expect(await watched.until(file)).toEqual(new Set([file]));
    // As `sed -i` and many editors save: a temporary file moved over the original, twice.
    for (const text of ['first rename', 'second rename']) {
      await writeFile(path.join(places, 'town-7.md.tmp'), text);
      await rename(path.join(places, 'town-7.md.tmp'), file);
      expect(await watched.until(file)).toEqual(new Set([file, path.join(places, 'town-7.md.tmp')]));
    }
  });

  it('watches a folder moved in, stops watching one deleted, and watches it again when it is made again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const content = path.join(dir, 'content');
    await mkdir(content);
    const outside = path.join(dir, 'elsewhere', 'guides');
    await mkdir(path.join(outside, 'nested'), { recursive: true });
    await writeFile(path.join(outside, 'nested', 'a.md'), 'a');
    const watched = await watching([content]);

    const guides = path.join(content, 'guides');
    await rename(outside, guides);
    // Reported with the files it brought, which no watcher saw made.
    expect(await watched.until(guides)).toEqual(new Set([guides, path.join(guides, 'nested', 'a.md')]));
    // Its folders, nested ones too, are watched from now on.
    const inner = path.join(guides, 'nested', 'a.md');
    await writeFile(inner, 'edited');
    expect(await watched.until(inner)).toEqual(new Set([inner]));

    // Deleted, it is reported with what was in it, as each goes; its own watchers say nothing of themselves.
    await rm(guides, { recursive: true });
    const deleted = await watched.until(guides);
    expect([...deleted].filter((file) => ![guides, path.join(guides, 'nested'), path.join(guides, 'nested', 'a.md')].includes(file))).toEqual([]);
    await mkdir(path.join(guides, 'nested'), { recursive: true });
    await watched.until(guides);
    const again = path.join(guides, 'nested', 'b.md');
    // Wait for the new folder's own watcher: the folder is reported as it is made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writeFile(again, 'b');
    expect(await watched.until(again)).toContain(again);
  });

  it('watches a folder asked for once it is there, and again after it is deleted and made again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const publicDir = path.join(dir, 'public');
    const watched = await watching([publicDir]);
    await mkdir(publicDir);
    expect(await watched.until(publicDir)).toEqual(new Set([publicDir]));
    const file = path.join(publicDir, 'robots.txt');
    await writeFile(file, 'User-agent: *');
    expect(await watched.until(file)).toEqual(new Set([file]));
    // A file written into a folder the moment it is made, before a watcher can be on it, is reported with the folder.
    const quick = path.join(publicDir, 'quick');
    await mkdir(quick);
    await writeFile(path.join(quick, 'a.txt'), 'a');
    expect(await watched.until(path.join(quick, 'a.txt'))).toContain(quick);

    await rm(publicDir, { recursive: true });
    const inside = [file, quick, path.join(quick, 'a.txt')];
    expect([...(await watched.until(publicDir))].filter((path) => !inside.includes(path))).toEqual([publicDir]);
    await mkdir(publicDir);
    await watched.until(publicDir);
    await writeFile(file, 'User-agent: * again');
    expect(await watched.until(file)).toEqual(new Set([file]));
  });
});
