import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { isJunkPath, JUNK_FILES } from '../../src/content/junkFiles.ts';

const files = [
  'images/photo.jpg',
  '.well-known/security.txt',
  'locations/deal.md',
  '.DS_Store',
  'images/._photo.jpg',
  'images/Thumbs.db',
  'desktop.ini',
  'locations/.deal.md.swp',
  'locations/deal.md~',
  'locations/4913',
  '.git/config',
  'locations/.git/objects/ab/cdef',
  'notes.gitignore',
  'images/4913.png',
];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-junk-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), '');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the junk-file list', () => {
  it('reads the same as glob patterns (build, fingerprint) and as a test of one path (the watcher)', async () => {
    const kept = (await fg('**/*', { cwd: dir, dot: true, ignore: JUNK_FILES })).sort();
    expect(kept).toEqual(['.well-known/security.txt', 'images/4913.png', 'images/photo.jpg', 'locations/deal.md', 'notes.gitignore']);
    expect(files.filter((file) => !isJunkPath(file)).sort()).toEqual(kept);
    expect(isJunkPath(path.join(dir, '.git'))).toBe(true);
    expect(isJunkPath('C:\\site\\content\\deal.md~')).toBe(true);
  });
});
