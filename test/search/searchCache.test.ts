import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { CACHE_LAYOUT } from '../../src/cache/siteCache.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';

// The search index through the build cache (src/pipeline/searchSite.ts): each page's record is
// kept in .site-cache/ with the output it was read from, so a build after an edit reads only
// the pages it renders, wherever the rest were carried over from. Every output is held to a
// build from scratch, index and all.
let project: FixtureProject;
const town = 'content/locations/tenterden.md';
let original: string;

beforeAll(async () => {
  project = await smallProject({ search: true });
  original = await project.read(town);
  expect((await build({ root: project.root, outDir: 'dist' })).ok).toBe(true);
});
afterAll(() => project.cleanup());

/** Edits Tenterden's summary, words the index holds. */
const editSummary = (words: string) => project.write(town, original.replace(/^summary: >-\n  /m, `summary: >-\n  ${words} `));

/** Builds with the cache, and holds dist/ to a build from scratch; the build's result. */
async function cachedBuild() {
  const result = await build({ root: project.root, outDir: 'dist' });
  expect(result.ok).toBe(true);
  expect((await build({ root: project.root, outDir: 'fresh', cache: false })).ok).toBe(true);
  const [cached, full] = await Promise.all([treeHashes(path.join(project.root, 'dist')), treeHashes(path.join(project.root, 'fresh'))]);
  expect([...cached.keys()].some((file) => file.startsWith('pagefind/'))).toBe(true);
  expect([...new Set([...cached.keys(), ...full.keys()])].filter((file) => cached.get(file) !== full.get(file))).toEqual([]);
  return result;
}

describe('the search index in a cached build', () => {
  it('is made from the cache’s records when the output is gone, as in CI, and from the edited pages’ new ones', async () => {
    await rm(path.join(project.root, 'dist'), { recursive: true });
    await editSummary('Searchable in CI.');
    const edited = await cachedBuild();
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
