import { afterEach, describe, expect, it } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/build.ts';
import { cacheDir } from '../../src/cache/cacheDir.ts';
import { CACHE_FOLDERS, CACHE_LAYOUT, cachePath, type CacheEntry } from '../../src/cache/siteCache.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// A damaged cache only costs a full build: every entry is read back with the hash it was
// written with (src/cache/siteCache.ts), so bytes a disk error or a stray write changed never
// reach a page.
let project: FixtureProject;
afterEach(() => project?.cleanup());

/** Overwrites the middle of a file with zeros of the same length, as a disk error would. */
async function zeroMiddle(file: string): Promise<void> {
  const bytes = await readFile(file);
  const middle = bytes.length >> 1;
  bytes.fill(0, middle - 64, middle + 64);
  await writeFile(file, bytes);
}

describe('a damaged cache', () => {
  it.each<CacheEntry>(['markdown', 'sources', 'manifest'])(
    '(%s overwritten with zeros) is built from again, never published',
    { timeout: 120_000 },
    async (entry) => {
      project = await smallProject();
      const dist = path.join(project.root, 'dist');
      expect((await build({ root: project.root })).ok).toBe(true);
      const pages = new Map(
        await Promise.all((await fg('**/*.html', { cwd: dist })).map(async (file) => [file, await readFile(path.join(dist, file), 'utf8')] as const)),
      );
      await zeroMiddle(cachePath(cacheDir(project.root), entry));
      await rm(dist, { recursive: true });

      const rebuilt = await build({ root: project.root });
      expect(rebuilt.ok).toBe(true);
      if (entry === 'markdown') expect(rebuilt.cache?.bodies).toBe(0);
      for (const [file, html] of pages) expect(await readFile(path.join(dist, file), 'utf8'), file).toBe(html);
    },
  );

  it("loses a killed build's temporary files at every depth of .site-cache/", { timeout: 120_000 }, async () => {
    project = await smallProject();
    expect((await build({ root: project.root })).ok).toBe(true);
    // A process id no process has: the build that wrote these was killed.
    const left = ['inputs/stamps.json.99999999.tmp', 'manifest.bin.99999999.tmp', 'images/stamps.json.99999999.tmp'];
    for (const file of left) await writeFile(path.join(cacheDir(project.root), file), 'half written');
    expect((await build({ root: project.root })).ok).toBe(true);
    const files = await fg('**/*.tmp', { cwd: cacheDir(project.root), dot: true });
    expect(files).toEqual([]);
  });

  it('names every file of .site-cache/ in one layout', async () => {
    project = await smallProject();
    expect((await build({ root: project.root })).ok).toBe(true);
    const files = await fg('**/*', { cwd: cacheDir(project.root), dot: true });
    const known = new Set<string>(Object.values(CACHE_LAYOUT));
    const inFolder = (file: string) => Object.values(CACHE_FOLDERS).some((folder) => file.startsWith(`${folder}/`));
    expect(files.filter((file) => !known.has(file) && !inFolder(file))).toEqual([]);
  });
});
