import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUpdatingWriter } from '../../src/emit/updatingWriter.ts';
import { OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { writeAll } from '../../src/emit/writer.ts';

let root: string;
let out: string;
const list = async () =>
  (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort();
const first = [
  { path: OUTPUT_MARKER, data: 'built\n' },
  { path: 'index.html', data: 'home' },
  { path: 'kent/deal.html', data: 'deal' },
  { path: 'old.html', data: 'old' },
];

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-updating-'));
  out = path.join(root, 'dist');
  const writer = createUpdatingWriter(out);
  await writeAll(writer, first);
  expect(writer.changes).toEqual({ written: 4, removed: 0 });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the watch-mode writer', () => {
  it('rewrites only the files whose bytes changed, keeps what it is told to, and removes the rest', async () => {
    const writer = createUpdatingWriter(out);
    const untouched = (await stat(path.join(out, 'index.html'))).ino;
    const sink = await writer.begin();
    await sink.write({ path: OUTPUT_MARKER, data: 'built\n' });
    await sink.write({ path: 'index.html', data: 'home' });
    expect(await sink.keep('kent/deal.html')).toBe(true);
    expect(await sink.keep('never-built.html')).toBe(false);
    await sink.write({ path: 'kent/new.html', data: new TextEncoder().encode('new') });
    await sink.commit();
    expect(writer.changes).toEqual({ written: 1, removed: 1 });
    expect(await list()).toEqual([OUTPUT_MARKER, 'index.html', 'kent/deal.html', 'kent/new.html']);
    expect(await readFile(path.join(out, 'kent/new.html'), 'utf8')).toBe('new');
    expect((await stat(path.join(out, 'index.html'))).ino).toBe(untouched);
  });

  it('leaves the folder exactly as it was when the build aborts', async () => {
    const sink = await createUpdatingWriter(out).begin();
    await sink.write({ path: 'index.html', data: 'changed home' });
    await sink.write({ path: 'kent/new.html', data: 'new' });
    await sink.abort();
    expect(await list()).toEqual([OUTPUT_MARKER, 'index.html', 'kent/deal.html', 'old.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
  });
});
