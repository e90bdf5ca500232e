import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listFiles } from '../../src/content/folderListing.ts';
import { isJunkPath } from '../../src/content/junkFiles.ts';

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
  'drafts~/kept.md',
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
  it('is left out of the walk of a folder (build, fingerprint) and by the test of one path (the watcher)', () => {
    const kept = listFiles(dir).map((listed) => listed.file);
    // A folder named like junk is not junk: only what it holds is looked at.
    expect(kept).toEqual(['.well-known/security.txt', 'drafts~/kept.md', 'images/4913.png', 'images/photo.jpg', 'locations/deal.md', 'notes.gitignore']);
    expect(files.filter((file) => !isJunkPath(file)).sort()).toEqual(kept);
    expect(isJunkPath(path.join(dir, '.git'))).toBe(true);
    expect(isJunkPath('C:\\site\\content\\deal.md~')).toBe(true);
  });
});
