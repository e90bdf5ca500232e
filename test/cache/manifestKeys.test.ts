import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBuildCache, saveBuildCache, type CachedPage, type StoredBuild } from '../../src/cache/buildCache.ts';
import { isReadRuns } from '../../src/cache/readRanges.ts';

// The manifest's key list, which every page's reads are runs into: after an edit the pages
// carried over keep their runs into the list as loaded, and only what was rendered afresh is
// encoded, until the list has grown by a quarter and is made afresh.
let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'site-manifest-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const page = (reads: Iterable<string>): CachedPage => ({ template: 't', output: 'o.html', reads, pending: [] });

function storedBuild(pages: Map<string, CachedPage>): StoredBuild {
  return {
    fingerprint: 'f',
    code: { common: 'c', templates: {} },
    routesKey: 'r',
    assetsKey: 'a',
    sharedKey: 's',
    content: new Map(),
    fields: new Map(),
    collectionOf: new Map(),
    pages,
    markdown: new Map(),
    sources: new Map(),
  };
}

/** Each page's reads as the loaded cache gives them, sorted. */
const readsOf = (build: StoredBuild) => new Map([...build.pages].map(([url, p]) => [url, [...p.reads].sort()]));

/** A save of the loaded build with `fresh` pages rendered again (their reads as keys), then the load of what it saved. */
async function saveAgain(loaded: StoredBuild, fresh: Record<string, string[]>): Promise<StoredBuild> {
  const pages = new Map(loaded.pages);
  for (const [url, reads] of Object.entries(fresh)) pages.set(url, page(reads));
  await saveBuildCache(dir, { ...storedBuild(pages), markdown: loaded.markdown, sources: loaded.sources }, loaded.loaded);
  return (await loadBuildCache(dir))!;
}

describe('the manifest’s key list', () => {
  it('is kept as loaded, with new keys at its end, and every page reads what it read', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `record-${String(i).padStart(2, '0')}#name`);
    const pages = new Map(Array.from({ length: 20 }, (_, i) => [`/p${i}`, page(keys.slice(i, i + 10))]));
    await saveBuildCache(dir, storedBuild(pages));
    const first = (await loadBuildCache(dir))!;
    // Made afresh: the keys the pages read, sorted.
    expect(first.loaded!.keys!.list).toEqual(keys.slice(0, 29));
    expect(readsOf(first)).toEqual(new Map([...pages].map(([url, p]) => [url, [...p.reads].sort()])));

    // /p3 now reads a new key and fewer old ones; /p0's old keys stay listed, unread.
    const second = await saveAgain(first, { '/p3': ['record-99#name', 'record-05#name'], '/p0': ['record-12#name'] });
    const list = second.loaded!.keys!.list;
    expect(list).toEqual([...keys.slice(0, 29), 'record-99#name']);
    expect([...second.pages.values()].every((p) => isReadRuns(p.reads) && p.reads.keys === list)).toBe(true);
    expect(readsOf(second).get('/p3')).toEqual(['record-05#name', 'record-99#name']);
    expect(readsOf(second).get('/p0')).toEqual(['record-12#name']);
    expect(readsOf(second).get('/p19')).toEqual(keys.slice(19, 29));
  });

  it('is made afresh, sorted, of the keys pages read, once it has grown by a quarter', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    await saveBuildCache(dir, storedBuild(new Map(Array.from({ length: 4 }, (_, i) => [`/p${i}`, page(keys.slice(i * 10, i * 10 + 10))]))));
    let build = (await loadBuildCache(dir))!;
    // Ten new keys, read by /p0 in place of its old ones, and one by a new page: the list grows
    // to 50, a quarter more than 40, with the new keys at its end, out of order.
    const added = Array.from({ length: 10 }, (_, i) => `a1-${i}`);
    build = await saveAgain(build, { '/p0': added, '/p4': ['k15', 'a1-0'] });
    expect(build.loaded!.keys!.list).toEqual([...keys, ...added]);
    const expected = readsOf(build);
    // Ten more would make it 60: it is made afresh instead, and /p4's runs are renumbered into it.
    const now = Array.from({ length: 10 }, (_, i) => `n2-${i}`);
    build = await saveAgain(build, { '/p0': now });
    const list = build.loaded!.keys!.list;
    expect(list).toEqual([...keys.slice(10), 'a1-0', ...now].sort());
    expect(build.loaded!.keys!.madeAt).toBe(list.length);
    expect(readsOf(build)).toEqual(new Map([...expected, ['/p0', now]]));
    expect(readsOf(build).get('/p4')).toEqual(['a1-0', 'k15']);
  });
});
