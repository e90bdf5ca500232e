import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { CACHE_FOLDERS, CACHE_LAYOUT } from '../../src/cache/siteCache.ts';
import { searchIndex } from '../../src/search/queryIndex.ts';
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

/** The words the index finds on a page (src/search/queryIndex.ts, reading dist/). */
async function found(query: string): Promise<string[]> {
  const search = searchIndex(async (file) => JSON.parse(readFileSync(path.join(project.root, 'dist', file), 'utf8')) as unknown);
  return Promise.all((await search(query)).map(async (result) => (await result.data()).url));
}

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
  expect([...cached.keys()].some((file) => file.startsWith('search-index/'))).toBe(true);
  expect([...new Set([...cached.keys(), ...full.keys()])].filter((file) => cached.get(file) !== full.get(file))).toEqual([]);
  return result;
}

describe('the search index in a cached build', () => {
  it('is made from the cache’s records when the output is gone, as in CI, and from the edited pages’ new ones', async () => {
    await rm(path.join(project.root, 'dist'), { recursive: true });
    await editSummary('Searchable in quokkaland.');
    // The index's files the edit did not reach are the page store's, linked, not written again.
    const storeFolder = path.join(project.root, '.site-cache', CACHE_FOLDERS.pages, 'search-index');
    const storedBefore = new Set(readdirSync(storeFolder).map((name) => statSync(path.join(storeFolder, name)).ino));
    const linked = { kept: 0, written: 0 };
    const edited = await cachedBuild(() => {
      const folder = path.join(project.root, 'dist', 'search-index');
      for (const name of readdirSync(folder)) linked[storedBefore.has(statSync(path.join(folder, name)).ino) ? 'kept' : 'written']++;
    });
    expect(linked.kept).toBeGreaterThan(linked.written);
    expect(linked.written).toBeGreaterThan(0);
    expect(await found('quokkaland')).toEqual(['/kent/tenterden']);
    // The pages the edit reached were rendered; the others' records came with them from the cache.
    expect(edited.cache!.renderedUrls).toContain('/kent/tenterden');
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
    // And every other page is still found by its words.
    expect(await found('Dover')).toContain('/kent/dover');
  });

  it('appends an edit’s records to the stored ones, writes them whole once most are dead, and leaves no spool behind', async () => {
    const cacheFolder = path.join(project.root, '.site-cache');
    const store = path.join(cacheFolder, CACHE_LAYOUT.search);
    const spools = () => readdirSync(cacheFolder).filter((name) => name.endsWith('.tmp'));
    // A spool a killed build left a day ago goes with the next save.
    const stale = path.join(cacheFolder, 'search-spool-1-dead.tmp');
    writeFileSync(stale, 'left by a killed build');
    utimesSync(stale, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    // The build from scratch that cachedBuild compares with saves its own cache: each is looked at before it.
    const before = statSync(store);
    await editSummary('Searchable among the pangolins.');
    let appended = before;
    await cachedBuild(() => (appended = statSync(store)));
    expect(appended.ino).toBe(before.ino);
    expect(appended.size).toBeGreaterThan(before.size);
    expect(appended.size).toBeLessThan(before.size * 1.2);
    expect(await found('pangolins')).toEqual(['/kent/tenterden']);
    // A new site name renders every page: each record is new, the stored ones all dead, so the spool becomes the store.
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace('name: Kent Web Hosting', 'name: Kent Web Hosts'));
    let rewritten = appended;
    const whole = await cachedBuild(() => (rewritten = statSync(store)));
    expect(whole.cache!.pages).toBe(0);
    expect(rewritten.ino).not.toBe(before.ino);
    expect(rewritten.size).toBeLessThan(appended.size);
    expect(spools()).toEqual([]);
    expect(await found('pangolins')).toEqual(['/kent/tenterden']);
    await project.write('content/site.yaml', site);
    await cachedBuild();
  });

  it('reads a carried-over page’s record back from the page when its stored bytes are damaged', async () => {
    const store = path.join(project.root, '.site-cache', CACHE_LAYOUT.search);
    const bytes = readFileSync(store);
    for (let at = 200; at < bytes.length; at += Math.floor(bytes.length / 7)) bytes[at] = bytes[at]! ^ 0xff;
    writeFileSync(store, bytes);
    await editSummary('Searchable past the damaged bytes, by echidnas.');
    const edited = await cachedBuild();
    expect(await found('echidnas')).toEqual(['/kent/tenterden']);
    expect(await found('Dover')).toContain('/kent/dover');
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
  });

  it('reads a carried-over page’s words back from the page when the cache lost its record', async () => {
    await rm(path.join(project.root, '.site-cache', CACHE_LAYOUT.search), { force: true });
    await editSummary('Searchable once the wombats are gone.');
    const edited = await cachedBuild();
    expect(await found('wombats')).toEqual(['/kent/tenterden']);
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
    await project.write(town, original);
  });
});
