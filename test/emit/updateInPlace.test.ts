import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileListing, OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { createFsWriter, writeAll } from '../../src/emit/writer.ts';
import type { OutputSink } from '../../src/emit/outputFile.ts';
import { recoverOutput } from '../../src/emit/removeStaleStaging.ts';
import { check } from '../../src/check.ts';

let root: string;
let out: string;
/** Every file in the output and what it holds. */
const contents = async (dir = out) => {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  return files;
};
const besideOutput = async () => (await readdir(root)).filter((name) => name !== 'dist').sort();
const first = [
  { path: OUTPUT_MARKER, data: 'built 1\n' },
  { path: 'index.html', data: 'home' },
  { path: 'kent/deal.html', data: 'deal' },
  { path: 'old/page.html', data: 'old' },
  { path: 'about', data: 'a file where the next build makes a folder' },
];

/** The second build: one page kept, one rewritten with the same bytes, one changed, one new, two dropped, a file replaced by a folder. */
async function secondBuild(sink: OutputSink) {
  await sink.write({ path: OUTPUT_MARKER, data: 'built 2\n' });
  await sink.write({ path: 'index.html', data: 'home' });
  expect(sink.keep('kent/deal.html')).toBe(true);
  expect(sink.keep('never-built.html')).toBe(false);
  await sink.write({ path: 'kent/dover.html', data: new TextEncoder().encode('dover') });
  await sink.write({ path: 'about/index.html', data: 'about' });
}
const firstContents = () => Object.fromEntries(first.map((file) => [file.path, file.path === OUTPUT_MARKER ? expect.stringMatching(/^built 1\n/) : file.data]));
const second = {
  [OUTPUT_MARKER]: expect.stringMatching(/^built 2\nfiles 4\n/),
  'index.html': 'home',
  'kent/deal.html': 'deal',
  'kent/dover.html': 'dover',
  'about/index.html': 'about',
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-update-'));
  out = path.join(root, 'dist');
  const writer = createFsWriter(out);
  await writeAll(writer, first);
  expect(writer.changes).toEqual({ written: 5, added: 5, removed: 0 });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a build over a previous one', () => {
  it('moves in only the files whose bytes changed, keeps the rest where they are, and removes what it no longer makes', async () => {
    const writer = createFsWriter(out);
    const untouched = (await stat(path.join(out, 'index.html'))).ino;
    const kept = (await stat(path.join(out, 'kent/deal.html'))).ino;
    const sink = await writer.begin();
    await secondBuild(sink);
    await sink.commit();
    expect(await contents()).toEqual(second);
    // Moved in: dover and about/index.html, both new (the marker is not counted); removed: old/page.html and the file `about`.
    expect(writer.changes).toEqual({ written: 2, added: 2, removed: 2, changedFiles: ['about', 'about/index.html', 'kent/dover.html', 'old/page.html'] });
    expect((await stat(path.join(out, 'index.html'))).ino).toBe(untouched);
    expect((await stat(path.join(out, 'kent/deal.html'))).ino).toBe(kept);
    expect(await readdir(out)).not.toContain('old');
    expect(await besideOutput()).toEqual([]);
  });

  it('lists in its marker the files it holds after each update, the same files or as many others', async () => {
    const writer = createFsWriter(out);
    const listing = async () => (await readFile(path.join(out, OUTPUT_MARKER), 'utf8')).replace(/^built \d\n/, '');
    const update = async (pages: string[]) => {
      const sink = await writer.begin();
      await sink.write({ path: OUTPUT_MARKER, data: 'built 2\n' });
      for (const page of pages) await sink.write({ path: page, data: page });
      await sink.commit();
      expect(await listing()).toBe(fileListing(pages));
    };
    await update(['index.html', 'kent/deal.html']);
    await update(['index.html', 'kent/deal.html']);
    // As many files as before, one of them another.
    await update(['index.html', 'kent/dover.html']);
    await update(['index.html', 'kent/dover.html', 'kent/hythe.html']);
  });

  it('leaves the folder exactly as it was, and nothing beside it, when the build aborts', async () => {
    const sink = await createFsWriter(out).begin();
    await secondBuild(sink);
    await sink.abort();
    expect(await contents()).toEqual(firstContents());
    expect(await besideOutput()).toEqual([]);
  });

  it('removes a file the build never made (added by hand)', async () => {
    await writeFile(path.join(out, 'notes.md'), 'copied in by hand');
    const writer = createFsWriter(out);
    const sink = await writer.begin();
    await secondBuild(sink);
    await sink.commit();
    expect(await contents()).toEqual(second);
    expect(writer.changes).toMatchObject({ written: 2, added: 2, removed: 3 });
    expect(writer.changes.changedFiles).toContain('notes.md');
  });
});

describe('a build killed while it commits', () => {
  it('leaves the output as it was or, once the next build or check begins, complete, wherever it stopped', async () => {
    // The commit's changes to the disk, counted by committing once without stopping.
    let steps = 0;
    const counting = await createFsWriter(out, { step: () => void steps++ }).begin();
    await secondBuild(counting);
    await counting.commit();
    expect(await contents()).toEqual(second);
    // Marker, journal, the commit point, 2 deletions, the empty folders, 2 moves in, the marker, the folder.
    expect(steps).toBe(10);

    for (let at = 0; at < steps; at++) {
      await rm(out, { recursive: true, force: true });
      await writeAll(createFsWriter(out), first);
      let made = 0;
      const sink = await createFsWriter(out, {
        step: () => {
          if (made++ === at) throw new Error('killed');
        },
      }).begin();
      await secondBuild(sink);
      await expect(sink.commit()).rejects.toThrow('killed');
      // Stopped before the commit point (the third change), the output is untouched.
      if (at < 3) expect(await contents(), `stopped before change ${at}`).toEqual(firstContents());
      // What the kill left is now a dead process's: the next build (or check) finds it.
      for (const name of await besideOutput()) await rename(path.join(root, name), path.join(root, name.replace(/-next-\d+-/, `-next-${dead}-`)));
      await recoverOutput(out);
      expect(await contents(), `stopped before change ${at}`).toEqual(at < 3 ? firstContents() : second);
      expect(await besideOutput()).toEqual([]);
    }
  });

  it('is finished by `site check` before it reads the output', async () => {
    let made = 0;
    const sink = await createFsWriter(out, {
      step: () => {
        if (made++ === 5) throw new Error('killed');
      },
    }).begin();
    await secondBuild(sink);
    await expect(sink.commit()).rejects.toThrow('killed');
    for (const name of await besideOutput()) await rename(path.join(root, name), path.join(root, name.replace(/-next-\d+-/, `-next-${dead}-`)));
    await check({ root, dir: 'dist' });
    expect(await contents()).toEqual(second);
  });
});

let dead: number;
beforeAll(async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  dead = child.pid!;
});
