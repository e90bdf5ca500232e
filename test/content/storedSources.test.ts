import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentCache } from '../../src/content/contentCache.ts';
import { hashBytes } from '../../src/content/hash.ts';
import { loadContent } from '../../src/content/loadContent.ts';
import { parseSourceFile, storedSourceFile } from '../../src/content/sourceFile.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { openFileStamps } from '../../src/emit/fileStamps.ts';
import { storedSources } from '../../src/cache/persistentCache.ts';
import { smallProject } from '../support/fixtureProject.ts';

const dover = 'content/locations/dover.md';
const bytes = readFileSync(path.join(packageRoot, dover));
const doverData = (loaded: Awaited<ReturnType<typeof loadContent>>) =>
  loaded.collections.get('locations')!.files.find((file) => file.file === dover)!.data as { name: string };

// A one-off build after a one-record edit reads every file but parses only the edited one: the
// others come from what the last build parsed (the build cache), while their bytes hash the same.
describe('parsed files kept by the build cache', () => {
  it('are used while the bytes hash the same, and parsed afresh once they do not', async () => {
    const cache = createContentCache();
    cache.stored.set(dover, { hash: hashBytes(bytes), data: { name: 'As stored' }, body: 'Stored body', bodyLine: 3 });
    const loaded = await loadContent(path.join(packageRoot, 'content'), packageRoot, cache);
    expect(doverData(loaded).name).toBe('As stored');

    const stale = createContentCache();
    stale.stored.set(dover, { hash: 'an older version', data: { name: 'As stored' }, body: '', bodyLine: 1 });
    expect(doverData(await loadContent(path.join(packageRoot, 'content'), packageRoot, stale)).name).toBe('Dover');
  });

  it('are used without reading the file at all while its stamp is the one it was stored under', async () => {
    const project = await smallProject();
    try {
      const contentDir = path.join(project.root, 'content');
      // The build cache's index of stamps, every file settled (see below).
      const stamps = openFileStamps(undefined, { settled: true, now: () => Date.now() + 10_000 });
      const first = createContentCache();
      first.stamps = stamps;
      await loadContent(contentDir, project.root, first);
      // The next build starts from what this one stored: Dover's values marked, to tell where they come from.
      const next = createContentCache();
      next.stamps = stamps;
      for (const [file, source] of storedSources(first)) next.stored.set(file, file === dover ? { ...source, data: { name: 'As stored' } } : source);
      const reads = stamps.reads;
      expect(doverData(await loadContent(contentDir, project.root, next)).name).toBe('As stored');
      expect(stamps.reads).toBe(reads);
      expect(next.hashes.get(dover)).toBe(first.hashes.get(dover));
    } finally {
      await project.cleanup();
    }
  });

  it('still lead a problem back to its line, by parsing the file again when one is asked for', () => {
    const fresh = parseSourceFile(dover, bytes);
    if (!fresh.ok) throw new Error('Dover did not parse');
    const stored = storedSourceFile(dover, () => bytes, fresh.source);
    if (!stored.ok) throw new Error('unreachable');
    expect(stored.source.data).toBe(fresh.source.data);
    expect(stored.source.locate(['industries', 1])).toEqual(fresh.source.locate(['industries', 1]));
    expect(stored.source.locate(['industries', 1]).line).toBeGreaterThan(5);
  });
});

// A watch session hands the content stage the fingerprint's stamps: a save costs the file saved.
describe('a watch session reading the content again', () => {
  it('reads only the files whose stamps changed, and sees what was saved', async () => {
    const project = await smallProject();
    try {
      const contentDir = path.join(project.root, 'content');
      const cache = createContentCache();
      // A clock 10 s ahead: every file counts as settled (fileStamps.ts), as it does once a writer pauses.
      const stamps = openFileStamps(undefined, { settled: true, now: () => Date.now() + 10_000 });
      cache.stamps = stamps;
      await loadContent(contentDir, project.root, cache);
      const files = stamps.reads;
      expect(files).toBeGreaterThan(20);
      await loadContent(contentDir, project.root, cache);
      expect(stamps.reads).toBe(files);

      await project.write(dover, (await project.read(dover)).replace(/^name: .*$/m, 'name: Dover saved'));
      const saved = await loadContent(contentDir, project.root, cache);
      expect(stamps.reads).toBe(files + 1);
      expect(doverData(saved).name).toBe('Dover saved');
      expect(cache.hashes.get(dover)).toBe(hashBytes(readFileSync(path.join(project.root, dover))));
    } finally {
      await project.cleanup();
    }
  });
});
