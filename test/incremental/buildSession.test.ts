import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/build.ts';
import { createBuildSession } from '../../src/incremental/buildSession.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';

let project: FixtureProject;
let session: ReturnType<typeof createBuildSession>;

beforeAll(async () => {
  project = await smallProject({ search: true });
  session = createBuildSession({ root: project.root, outDir: 'dist' });
  const first = await session.build();
  expect(first.ok).toBe(true);
  expect(first.rendered).toBe(first.pages);
});
afterAll(() => project.cleanup());

/** The session's dist/ must equal a clean full build of the same content: never stale. */
async function expectSameAsFullBuild(outDir = 'dist') {
  // Built as the session builds (drafts included), so the two share the build cache as one output would.
  const fresh = await build({ root: project.root, outDir: 'fresh', drafts: true });
  expect(fresh.ok).toBe(true);
  const [incremental, full] = await Promise.all([treeHashes(path.join(project.root, outDir)), treeHashes(path.join(project.root, 'fresh'))]);
  const differing = [...new Set([...incremental.keys(), ...full.keys()])].filter((file) => incremental.get(file) !== full.get(file));
  expect(differing).toEqual([]);
}

/** The files of the session's dist/. */
const distFiles = async (outDir = 'dist') => new Set(await fg('**/*', { cwd: path.join(project.root, outDir), dot: true }));

/** The files `after` has that `before` had not, the search index's apart: its chunks are named by their content, so an edit to a page's words adds some. */
function newFiles(before: ReadonlySet<string>, after: ReadonlySet<string>) {
  const added = [...after].filter((file) => !before.has(file));
  return { pages: added.filter((file) => !file.startsWith('search-index/')), index: added.filter((file) => file.startsWith('search-index/')) };
}

describe('an incremental build session', () => {
  it('renders and writes nothing when nothing changed', async () => {
    const again = await session.build();
    expect(again).toMatchObject({ ok: true, rendered: 0, written: 0, removed: 0 });
  });

  it('renders every page again but leaves the index files as they are when no page’s words changed', async () => {
    const index = async () => [...(await distFiles())].filter((file) => file.startsWith('search-index/')).sort();
    const entry = () => project.read('dist/search-index/index.json');
    const before = { files: await index(), entry: await entry() };
    // Every page's head names the share image; no page's main content does.
    await copyFile(path.join(project.root, 'public/images/share-default.png'), path.join(project.root, 'public/images/share-other.png'));
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace('shareImage: /images/share-default.png', 'shareImage: /images/share-other.png'));
    const result = await session.build();
    expect(result).toMatchObject({ ok: true, rendered: result.pages });
    expect([await index(), await entry()]).toEqual([before.files, before.entry]);
    await expectSameAsFullBuild();
    await project.write('content/site.yaml', site);
    expect((await session.build()).ok).toBe(true);
  });

  it('re-renders the pages that read an edited record, and only those', async () => {
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/tenterden.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  Edited. '));
    const before = await distFiles();
    const result = await session.build();
    expect(result.ok).toBe(true);
    expect(result.renderedUrls).toContain('/kent/tenterden');
    expect(result.renderedUrls).not.toContain('/about');
    expect(result.renderedUrls).not.toContain('/web-hosting/greater-london/london');
    // Only pages that show Tenterden: its own pages, the pages listing Kent towns, its neighbours', the hubs.
    expect(result.rendered).toBeLessThan(40);
    // Files written again, none added but the index's new chunks (the summary is words the index holds).
    expect(result.written).toBeGreaterThan(0);
    const added = newFiles(before, await distFiles());
    expect(added.pages).toEqual([]);
    expect(added.index.length).toBeGreaterThan(0);
    expect(result.added).toBe(added.index.length);
    await expectSameAsFullBuild();
  });

  it('re-renders every page that shows a figure from an edited plan file', async () => {
    const plans = await project.read('content/plans/enhance.yaml');
    await project.write('content/plans/enhance.yaml', plans.replace('price: "£2.99"', 'price: "£3.49"'));
    const result = await session.build();
    expect(result.renderedUrls).toEqual(expect.arrayContaining(['/', '/enhance-hosting', '/hosting', '/kent/dover']));
    expect(result.renderedUrls).not.toContain('/about');
    await expectSameAsFullBuild();
  });

  it('re-renders every page when site.yaml changes', async () => {
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace('name: Kent Web Hosting', 'name: Kent Web Hosts'));
    const result = await session.build();
    expect(result.rendered).toBe(result.pages);
    await expectSameAsFullBuild();
  });

  it('adds pages for a new record, and removes them with it', async () => {
    const leeds = await project.read('content/locations/leeds.md');
    await project.write('content/locations/york.md', leeds.replace('name: Leeds', 'name: York').replace(/^nearby:[\s\S]*?^(?=facts:)/m, 'nearby: []\n'));
    const added = await session.build();
    expect(added.ok).toBe(true);
    expect(added.renderedUrls).toContain('/web-hosting/west-yorkshire/york');
    // New files, which the preview must add to its list; a save that adds none leaves it as it was.
    expect(added.added).toBeGreaterThan(0);
    expect(added.added).toBeLessThanOrEqual(added.written);
    await expectSameAsFullBuild();
    await project.remove('content/locations/york.md');
    const before = await distFiles();
    const removed = await session.build();
    expect(removed.removed).toBeGreaterThan(0);
    // No page added: only the index's chunks of an index without York's pages.
    const since = newFiles(before, await distFiles());
    expect(since.pages).toEqual([]);
    expect(removed.added).toBe(since.index.length);
    await expectSameAsFullBuild();
  });

  it('measures edits against the last successful build, not the last attempt', async () => {
    const about = await project.read('content/pages/about.md');
    const faq = await project.read('content/faqs/home.yaml');
    // One save: a valid edit and a broken one. The build fails.
    await project.write('content/pages/about.md', about.replace(/^heading: .*$/m, 'heading: About us, edited'));
    await project.write('content/faqs/home.yaml', faq.replace(/^title: /m, 'titel: '));
    expect((await session.build()).ok).toBe(false);
    // The next save mends only the broken file: the earlier edit must still reach /about.
    await project.write('content/faqs/home.yaml', faq);
    const mended = await session.build();
    expect(mended.renderedUrls).toContain('/about');
    await expectSameAsFullBuild();
  });

  it('keeps the last good output when an edit breaks the content', async () => {
    const before = await treeHashes(path.join(project.root, 'dist'));
    const town = await project.read('content/locations/tenterden.md');
    await project.remove('content/locations/tenterden.md');
    const broken = await session.build();
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics[0]).toMatchObject({ rule: 'content/unknown-reference', found: 'tenterden' });
    expect(await treeHashes(path.join(project.root, 'dist'))).toEqual(before);
    await project.write('content/locations/tenterden.md', town);
    const mended = await session.build();
    expect(mended).toMatchObject({ ok: true, written: 0 });
  });
});

describe('a watch session, which makes the search index after the build', () => {
  let watched: ReturnType<typeof createBuildSession>;
  beforeAll(async () => {
    // An output of its own, which its first build writes whole, index and all.
    watched = createBuildSession({ root: project.root, outDir: 'watch', deferSearchIndex: true });
    expect((await watched.build()).ok).toBe(true);
  });

  it('keeps the earlier index through the build of an edit to a page’s words, then makes the new one: the same output as a full build', async () => {
    const index = async () => [...(await distFiles('watch'))].filter((file) => file.startsWith('search-index/')).sort();
    const before = await index();
    const about = await project.read('content/pages/about.md');
    await project.write('content/pages/about.md', about.replace(/^heading: .*$/m, 'heading: About us, with quokkas'));
    const edited = await watched.build();
    expect(edited).toMatchObject({ ok: true, searchPending: true });
    expect(edited.renderedUrls).toContain('/about');
    expect(await index()).toEqual(before);
    // Marked as not the inputs' own: a `site build` now would not skip it as unchanged.
    expect(await project.read('watch/.site-output')).toMatch(/^fingerprint \w+_search_pending$/m);
    const indexed = await watched.build([], true);
    expect(indexed.searchPending).toBeUndefined();
    expect(await index()).not.toEqual(before);
    await expectSameAsFullBuild('watch');
    // Nothing left to make.
    expect((await watched.build([])).searchPending).toBeUndefined();
    await project.write('content/pages/about.md', about);
  });
});
