import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { openFileStamps, type StampStore } from '../../src/emit/fileStamps.ts';

/** An index kept in a file of its own. */
const fileStore = (file: string): StampStore => ({
  read: () => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  },
  write: (text) => writeFileSync(file, text),
});

describe('file stamps that must have settled', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stamps-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads a file saved a moment ago every time, since a second save may keep its stamp', async () => {
    const file = path.join(dir, 'dover.md');
    await writeFile(file, 'one');
    const stamps = openFileStamps(undefined, { settled: true });
    const first = stamps.hashOf(file);
    await writeFile(file, 'two');
    expect(stamps.hashOf(file)).not.toBe(first);
    stamps.hashOf(file);
    expect(stamps.reads).toBe(3);
  });

  it('reads a file unchanged for longer than a clock tick once, and again once it changes', async () => {
    const file = path.join(dir, 'dover.md');
    await writeFile(file, 'one');
    const stamps = openFileStamps(undefined, { settled: true, now: () => Date.now() + 10_000 });
    const first = stamps.hashOf(file);
    expect(stamps.hashOf(file)).toBe(first);
    expect(stamps.reads).toBe(1);
    // Another size: within one tick of the clock, the same size would keep the stamp.
    await writeFile(file, 'three');
    expect(stamps.hashOf(file)).not.toBe(first);
    expect(stamps.reads).toBe(2);
  });

  it('are saved for the files the build looked at: one gone is dropped, one changed since it was read is read again', async () => {
    const at = (name: string) => path.join(dir, name);
    const [dover, deal, hythe, index] = [at('dover.md'), at('deal.md'), at('hythe.md'), at('stamps')];
    await writeFile(dover, 'one');
    await writeFile(deal, 'one');
    const open = () => openFileStamps(fileStore(index), { settled: true, now: () => Date.now() + 10_000 });
    const first = open();
    first.hashOf(dover);
    first.hashOf(deal);
    first.save();

    const second = open();
    await rm(deal);
    await writeFile(hythe, 'new');
    second.hashOf(dover);
    second.hashOf(hythe);
    await writeFile(dover, 'two!');
    second.save();
    expect(Object.keys(JSON.parse(await readFile(index, 'utf8')) as object).sort()).toEqual([dover, hythe]);
    const third = open();
    third.hashOf(dover);
    expect([second.reads, third.reads]).toEqual([1, 1]);
  });
});

describe('what is noted of a file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stamps-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is kept when only its times changed (a fresh checkout), and dropped when its bytes did', async () => {
    const file = path.join(dir, 'hero.png');
    const index = path.join(dir, 'stamps');
    await writeFile(file, 'pixels');
    const first = openFileStamps(fileStore(index));
    first.read(file);
    first.note(file, { width: 1200 });
    first.save();
    // The same bytes written again: a new stamp, so the file is read, but its header stands.
    await writeFile(file, 'pixels');
    const second = openFileStamps(fileStore(index));
    expect(second.read(file).header).toEqual({ width: 1200 });
    second.save();
    await writeFile(file, 'other pixels');
    expect(openFileStamps(fileStore(index)).read(file).header).toBeUndefined();
  });
});
