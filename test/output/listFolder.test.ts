import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listFolder } from '../../src/output/listFolder.ts';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'site-list-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('listFolder', () => {
  it('lists every entry, dot folders and links too, by its path from the folder, and goes down no link', async () => {
    await mkdir(path.join(dir, 'kent', '.hidden'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '');
    await writeFile(path.join(dir, 'kent', 'dover.html'), '');
    await writeFile(path.join(dir, 'kent', '.hidden', 'note'), '');
    // A link to a parent folder: followed, the walk would never end.
    await symlink('..', path.join(dir, 'kent', 'up'));
    await symlink('kent/dover.html', path.join(dir, 'dover.html'));
    const listed = listFolder(dir).map(({ path: file, dirent }) => [file, dirent.isDirectory() ? 'folder' : dirent.isSymbolicLink() ? 'link' : 'file']);
    expect(listed.sort()).toEqual([
      ['dover.html', 'link'],
      ['index.html', 'file'],
      ['kent', 'folder'],
      ['kent/.hidden', 'folder'],
      ['kent/.hidden/note', 'file'],
      ['kent/dover.html', 'file'],
      ['kent/up', 'link'],
    ]);
  });

  it('throws for a folder that is not there', () => {
    expect(() => listFolder(path.join(dir, 'none'))).toThrow(/ENOENT/);
  });
});
