import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBuildCache, saveBuildCache, type CachedPage, type StoredBuild } from '../../src/cache/buildCache.ts';
import { isReadRuns } from '../../src/content/readRuns.ts';

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
    // Made afresh: the keys the pages read, in the order they first read them.
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

  it('is made afresh of the keys pages read, once it has grown by a quarter', async () => {
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
    // In the order the pages, in route order, first read its keys, each page's new keys sorted.
    expect(list).toEqual([...now, ...keys.slice(10), 'a1-0']);
    expect(build.loaded!.keys!.madeAt).toBe(list.length);
    expect(readsOf(build)).toEqual(new Map([...expected, ['/p0', now]]));
    expect(readsOf(build).get('/p4')).toEqual(['a1-0', 'k15']);
  });
});

// After an edit, a save appends what changed to the manifest's log rather than writing every
// page's entry again; loading the file and its log gives what the whole manifest would.
describe('the manifest’s log', () => {
  const keys = Array.from({ length: 200 }, (_, i) => `record-${String(i).padStart(3, '0')}#name`);
  const manifest = () => path.join(dir, 'manifest.bin');
  const log = () => `${manifest()}.log`;
  const sizeOf = (file: string) =>
    stat(file).then(
      (s) => s.size,
      () => 0,
    );

  /** The loaded build with `fresh` pages rendered again, `gone` pages removed and the head's fingerprint `fingerprint`. */
  function edited(loaded: StoredBuild, fingerprint: string, fresh: Record<string, string[]>, gone: string[] = []): StoredBuild {
    const pages = new Map(loaded.pages);
    for (const [url, reads] of Object.entries(fresh)) pages.set(url, page(reads));
    for (const url of gone) pages.delete(url);
    const content = new Map(loaded.content);
    content.set('content/locations/dover.md', fingerprint);
    const fields = new Map(loaded.fields);
    fields.set('content/locations/dover.md', { name: fingerprint, body: 'b' });
    return { ...storedBuild(pages), fingerprint, content, fields, markdown: loaded.markdown, sources: loaded.sources };
  }
  const everything = (build: StoredBuild) => ({
    fingerprint: build.fingerprint,
    content: build.content,
    fields: build.fields,
    pages: readsOf(build),
    pending: new Map([...build.pages].map(([url, p]) => [url, p.pending])),
  });

  it('holds what each save changed, and loads as the whole manifest would', async () => {
    await saveBuildCache(dir, storedBuild(new Map(Array.from({ length: 400 }, (_, i) => [`/p${i}`, page(keys.slice(i % 180, (i % 180) + 20))]))));
    const file = await readFile(manifest());
    let build = (await loadBuildCache(dir))!;
    const saves: [string, Record<string, string[]>, string[]][] = [
      ['second', { '/p3': ['record-199#name', 'new#name'], '/p400': ['record-001#name'] }, []],
      ['third', { '/p3': ['record-150#name'] }, ['/p7']],
    ];
    for (const [fingerprint, fresh, gone] of saves) {
      const next = edited(build, fingerprint, fresh, gone);
      await saveBuildCache(dir, next, build.loaded);
      build = (await loadBuildCache(dir))!;
      expect(everything(build)).toEqual(everything(next));
    }
    // The file is as the first save wrote it; the log holds two short changes, not 400 pages again.
    expect((await readFile(manifest())).equals(file)).toBe(true);
    expect(await sizeOf(log())).toBeGreaterThan(0);
    expect(await sizeOf(log())).toBeLessThan(file.length / 10);
    expect(readsOf(build).get('/p3')).toEqual(['record-150#name']);
    expect(build.pages.has('/p7')).toBe(false);

    // Written whole from what was loaded, it loads the same.
    const whole = await mkdtemp(path.join(tmpdir(), 'site-manifest-whole-'));
    await saveBuildCache(whole, { ...build, loaded: undefined });
    expect(everything((await loadBuildCache(whole))!)).toEqual(everything(build));
    await rm(whole, { recursive: true, force: true });
  });

  it('leaves out a change a killed save cut short, and cuts it off before the next', async () => {
    await saveBuildCache(dir, storedBuild(new Map(Array.from({ length: 40 }, (_, i) => [`/p${i}`, page(keys.slice(i, i + 20))]))));
    const first = (await loadBuildCache(dir))!;
    await saveBuildCache(dir, edited(first, 'second', { '/p1': ['new#name'] }), first.loaded);
    await truncate(log(), (await sizeOf(log())) - 5);
    // The last build's manifest as it was before: its fingerprint is not the output's, so nothing is reused from it.
    const torn = (await loadBuildCache(dir))!;
    expect(everything(torn)).toEqual(everything(first));
    const third = edited(torn, 'third', { '/p2': ['record-100#name'] });
    await saveBuildCache(dir, third, torn.loaded);
    expect(everything((await loadBuildCache(dir))!)).toEqual(everything(third));
  });

  it('is folded into the file once more than a quarter of the pages changed, or it has passed a quarter of the file', async () => {
    await saveBuildCache(dir, storedBuild(new Map(Array.from({ length: 40 }, (_, i) => [`/p${i}`, page(keys.slice(i, i + 20))]))));
    let build = (await loadBuildCache(dir))!;
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`/p${i}`, keys.slice(100 + i, 110 + i)]));
    let next = edited(build, 'many', many);
    await saveBuildCache(dir, next, build.loaded);
    expect(await sizeOf(log())).toBe(0);
    build = (await loadBuildCache(dir))!;
    expect(everything(build)).toEqual(everything(next));

    // Small changes, appended until the log passes a quarter of the file; the next is written whole.
    const file = await sizeOf(manifest());
    for (let i = 0; (await sizeOf(log())) < file / 4; i++) {
      expect(i).toBeLessThan(200);
      next = edited(build, `small-${i}`, { [`/p${i % 40}`]: keys.slice(i % 150, (i % 150) + 40) });
      await saveBuildCache(dir, next, build.loaded);
      build = (await loadBuildCache(dir))!;
      expect((await sizeOf(manifest())) === file).toBe(true);
    }
    next = edited(build, 'after', { '/p0': ['record-000#name'] });
    await saveBuildCache(dir, next, build.loaded);
    expect(await sizeOf(log())).toBe(0);
    expect(everything((await loadBuildCache(dir))!)).toEqual(everything(next));
  });
});
