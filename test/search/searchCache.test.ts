import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { cacheDir } from '../../src/cache/cacheDir.ts';
import { storedPagePath } from '../../src/cache/pageStore.ts';
import { CACHE_LAYOUT } from '../../src/cache/siteCache.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';

// The search index through the build cache (src/pipeline/searchSite.ts): each page's record is
// kept in .site-cache/ with the output it was read from, so a build after an edit reads only
// the pages it renders, wherever the rest were carried over from. Every output is held to a
// build from scratch, index and all. The index is in parts of 40 pages here (site.yaml's
// `search.pagesPerPart`), so that an edit makes one part again and carries the others over.
let project: FixtureProject;
const town = 'content/locations/tenterden.md';
let original: string;

beforeAll(async () => {
  project = await smallProject({ search: true });
  await project.write('content/site.yaml', (await project.read('content/site.yaml')).replace(/pagesPerPart: \d+/, 'pagesPerPart: 40'));
  original = await project.read(town);
  expect((await build({ root: project.root, outDir: 'dist' })).ok).toBe(true);
});
afterAll(() => project.cleanup());

/** Edits Tenterden's summary, words the index holds. */
const editSummary = (words: string) => project.write(town, original.replace(/^summary: >-\n  /m, `summary: >-\n  ${words} `));

/** The folders of the index's parts in dist/: the first, and those its list names. */
const partFolders = (): string[] => ['/pagefind/', ...(JSON.parse(readFileSync(path.join(project.root, 'dist/pagefind/parts.json'), 'utf8')) as string[])];

/** Each part's entry file as the page store holds it (its inode): a part carried over is a link of it, one made again is not. */
const storedEntries = (folders: readonly string[]) =>
  new Map(folders.map((folder) => [folder, statSync(storedPagePath(cacheDir(project.root), `${folder.slice(1)}pagefind-entry.json`)).ino]));
const outputEntry = (folder: string) => statSync(path.join(project.root, 'dist', `${folder.slice(1)}pagefind-entry.json`)).ino;

/**
 * Builds with the cache, and holds dist/ to a build from scratch; the build's result.
 * `inspect` looks at the build first: the build from scratch links the page store anew.
 */
async function cachedBuild(inspect = () => {}) {
  const result = await build({ root: project.root, outDir: 'dist' });
  expect(result.ok).toBe(true);
  inspect();
  expect((await build({ root: project.root, outDir: 'fresh', cache: false })).ok).toBe(true);
  const [cached, full] = await Promise.all([treeHashes(path.join(project.root, 'dist')), treeHashes(path.join(project.root, 'fresh'))]);
  expect([...cached.keys()].some((file) => file.startsWith('pagefind/'))).toBe(true);
  expect([...new Set([...cached.keys(), ...full.keys()])].filter((file) => cached.get(file) !== full.get(file))).toEqual([]);
  return result;
}

describe('the search index in a cached build', () => {
  it('is made from the cache’s records when the output is gone, as in CI, and from the edited pages’ new ones', async () => {
    const before = partFolders();
    expect(before.length).toBeGreaterThan(2);
    const stored = storedEntries(before);
    await rm(path.join(project.root, 'dist'), { recursive: true });
    await editSummary('Searchable in CI.');
    // Tenterden's part was made again; every other part came from the page store as it was.
    let remade: string[] = [];
    const edited = await cachedBuild(() => {
      const after = partFolders();
      expect(after.length).toBe(before.length);
      remade = after.filter((folder) => stored.get(folder) !== outputEntry(folder));
    });
    expect(remade).toHaveLength(1);
    // The pages the edit reached were rendered; the others' records came with them from the cache.
    expect(edited.cache!.renderedUrls).toContain('/kent/tenterden');
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
  });

  it('reads a carried-over page’s words back from the page when the cache lost its record', async () => {
    await rm(path.join(project.root, '.site-cache', CACHE_LAYOUT.search), { force: true });
    await editSummary('Searchable once the records are gone.');
    const edited = await cachedBuild();
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
    await project.write(town, original);
  });
});
