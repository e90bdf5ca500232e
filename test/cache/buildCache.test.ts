import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, stat, symlink, truncate } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/build.ts';
import { outputPathFor } from '../../src/routes/route.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';
import { TUTORIAL, TUTORIAL_PAGE, screenshot } from '../support/testImages.ts';

// `site build` with the persistent cache in .site-cache/: every test edits the small project,
// builds with the cache, and holds the output to a build from scratch of the same content. With
// share cards, which a cached build draws only for the pages whose card words changed (the
// others' are named from .site-cache/cards.json and placed from the image cache).
let project: FixtureProject;

beforeAll(async () => {
  project = await smallProject({ shareCards: true });
  const first = await build({ root: project.root, outDir: 'dist' });
  expect(first.ok).toBe(true);
  expect(first.cache).toMatchObject({ pages: 0, bodies: 0 });
  expect(first.cache!.renderedUrls).toHaveLength(first.pages);
});
afterAll(() => project.cleanup());

/** Builds with the cache, and checks the output equals a from-scratch build byte for byte. */
async function cachedBuild() {
  const before = await treeHashes(path.join(project.root, 'dist'));
  const result = await build({ root: project.root, outDir: 'dist' });
  expect(result.ok).toBe(true);
  const fresh = await build({ root: project.root, outDir: 'fresh', cache: false });
  expect(fresh.ok).toBe(true);
  const [cached, full] = await Promise.all([treeHashes(path.join(project.root, 'dist')), treeHashes(path.join(project.root, 'fresh'))]);
  const differing = [...new Set([...cached.keys(), ...full.keys()])].filter((file) => cached.get(file) !== full.get(file));
  expect(differing).toEqual([]);
  // Cards and all: every card the pages name (drawn or found in the cache), one an indexable page but for twins.
  const cards = [...cached.keys()].filter((file) => file.startsWith('assets/cards/'));
  expect(cards).toHaveLength(result.cards!.drawn + result.cards!.reused);
  expect(cards.length).toBeGreaterThan(result.pages - 10);
  // Every page whose bytes changed was rendered again: nothing stale was carried over (with no
  // output before, as in CI, the equality above holds the pages placed from the cache).
  const rendered = new Set(result.cache!.renderedUrls.map(outputPathFor));
  const changedPages = [...cached.keys()].filter(
    (file) => file.endsWith('.html') && before.size > 0 && before.get(file) !== cached.get(file) && file !== '404.html',
  );
  expect(changedPages.filter((file) => !rendered.has(file))).toEqual([]);
  return result;
}

/** The cache's copies of the pages are dist/'s pages, byte for byte, and nothing else. */
async function expectStoreOfDist() {
  const pages = [...(await treeHashes(path.join(project.root, 'dist')))].filter(([file]) => file.endsWith('.html'));
  expect([...(await treeHashes(path.join(project.root, '.site-cache', 'pages')))].sort()).toEqual(pages.sort());
}

describe('the build cache', () => {
  it('re-renders the pages that read an edited record, and reuses every other page unrendered', async () => {
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/tenterden.md', `${town.replace(/^summary: >-\n  /m, 'summary: >-\n  Edited. ')}\nA new closing line.\n`);
    const result = await cachedBuild();
    expect(result.cache!.renderedUrls).toContain('/kent/tenterden');
    expect(result.cache!.renderedUrls).not.toContain('/about');
    // Pages that show Tenterden: its own, the Kent town lists, its neighbours' and the hubs (under 40 of the small project's 152).
    expect(result.cache!.renderedUrls).not.toContain('/web-hosting/greater-london/london');
    // Knowledge articles list the major cities, chosen from every place, but show only those.
    expect(result.cache!.renderedUrls).not.toContain('/nvme-vs-ssd-hosting');
    expect(result.cache!.renderedUrls.length).toBeLessThan(40);
    expect(result.cache!.pages).toBe(result.pages - result.cache!.renderedUrls.length);
    // Only the edited body was rendered again.
    expect(result.cache!.bodies).toBe(result.cache!.totalBodies - 1);
  });

  it('re-renders the knowledge articles when a major city they list is edited', async () => {
    const city = await project.read('content/locations/london.md');
    await project.write('content/locations/london.md', city.replace(/^name: London$/m, 'name: London Town'));
    const result = await cachedBuild();
    expect(result.cache!.renderedUrls).toContain('/nvme-vs-ssd-hosting');
    expect(await project.read('dist/nvme-vs-ssd-hosting.html')).toContain('London Town');
    await project.write('content/locations/london.md', city);
    await cachedBuild();
  });

  it('carries unchanged pages over as the same files, not rewritten copies', async () => {
    const file = path.join(project.root, 'dist', 'about.html');
    const before = await stat(file);
    await project.write('content/locations/tenterden.md', (await project.read('content/locations/tenterden.md')).replace('Edited. ', 'Edited again. '));
    await cachedBuild();
    const after = await stat(file);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('keeps the deploy files as they are while what they are made from is the same, and makes one lost since again', async () => {
    const deploy = (name: string) => path.join(project.root, 'dist-deploy', name);
    const before = await stat(deploy('nginx-http.conf'));
    const edit = async (said: string) =>
      project.write('content/locations/tenterden.md', (await project.read('content/locations/tenterden.md')).replace(/Edited[a-z ]*\. /, said));
    await edit('Edited once more. ');
    // The output itself is held to a build from scratch below, once the folder has lost a file.
    expect((await build({ root: project.root, outDir: 'dist' })).ok).toBe(true);
    const after = await stat(deploy('nginx-http.conf'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    await rm(deploy('redirects.json'));
    await edit('Edited again. ');
    await cachedBuild();
    for (const name of ['nginx-http.conf', 'nginx-server.conf', 'redirects.json'])
      expect(await readFile(deploy(name), 'utf8'), name).toBe(await readFile(path.join(project.root, 'fresh-deploy', name), 'utf8'));
  });

  it('re-renders every page that shows a figure from an edited plan file', async () => {
    const plans = await project.read('content/plans/enhance.yaml');
    await project.write('content/plans/enhance.yaml', plans.replace('price: "£2.99"', 'price: "£3.49"'));
    const result = await cachedBuild();
    expect(result.cache!.renderedUrls).toEqual(expect.arrayContaining(['/', '/enhance-hosting', '/hosting']));
    expect(result.cache!.renderedUrls).not.toContain('/about');
  });

  it('re-renders the location pages that list a local service whose category changed', async () => {
    const file = 'content/services/hosting/woocommerce-hosting.md';
    const service = await project.read(file);
    await project.write(file, service.replace(/^category: wordpress$/m, 'category: business'));
    const result = await cachedBuild();
    // "More hosting services" on other services' location pages no longer lists it.
    expect(result.cache!.renderedUrls.filter((url) => url.startsWith('/web-hosting/')).length).toBeGreaterThan(10);
    await project.write(file, service);
    await cachedBuild();
  });

  it('renders again only the body and the pages that show a replaced image', async () => {
    const tutorial = await project.read(TUTORIAL);
    await project.write('public/images/shot.png', await screenshot(undefined, { small: true }));
    await project.write(TUTORIAL, `${tutorial}\n![The dashboard](/images/shot.png)\n`);
    await cachedBuild();
    await project.write('public/images/shot.png', await screenshot('#dc2626', { small: true }));
    const result = await cachedBuild();
    expect(result.cache!.renderedUrls).toEqual([TUTORIAL_PAGE]);
    expect(result.cache!.bodies).toBe(result.cache!.totalBodies - 1);
    // Gone again, so that the later tests' builds from scratch do not encode it each time.
    await project.write(TUTORIAL, tutorial);
    await project.remove('public/images/shot.png');
  }, 60_000);

  it('re-renders every page when site.yaml changes', async () => {
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace(/^(\s*)tagline: /m, '$1tagline: Edited '));
    const result = await cachedBuild();
    expect(result.cache!.pages).toBe(0);
  });

  it('adds the pages of a new record and removes them with it', async () => {
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/zzz-test-town.md', town);
    const added = await cachedBuild();
    expect(added.cache!.renderedUrls).toContain('/kent/zzz-test-town');
    const pages = await fg('**/*zzz-test-town*', { cwd: path.join(project.root, 'dist') });
    expect(pages).toContain(outputPathFor('/kent/zzz-test-town'));
    await project.remove('content/locations/zzz-test-town.md');
    await cachedBuild();
    for (const page of pages) expect(await stat(path.join(project.root, 'dist', page)).catch(() => undefined), page).toBeUndefined();
  });

  it('notices a symbolic link added to content/: one to a record is built as that record, one out of content/ is refused', async () => {
    await symlink('tenterden.md', path.join(project.root, 'content/locations/zzz-linked-town.md'));
    const linked = await cachedBuild();
    expect(linked.cache!.renderedUrls).toContain('/kent/zzz-linked-town');
    await project.remove('content/locations/zzz-linked-town.md');
    await symlink('/etc/hostname', path.join(project.root, 'content/locations/zzz-outside.md'));
    const refused = await build({ root: project.root, outDir: 'dist' });
    expect([refused.ok, refused.unchanged, refused.diagnostics.map((d) => d.rule)]).toEqual([false, undefined, ['content/unsafe-symlink']]);
    await project.remove('content/locations/zzz-outside.md');
    await cachedBuild();
  });

  it('reuses no page of an output folder built from other inputs than the cache records: the copies in the cache take their place', async () => {
    expect((await build({ root: project.root, outDir: 'elsewhere', cache: false })).ok).toBe(true);
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/tenterden.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  Once more. '));
    const edited = await cachedBuild();
    const result = await build({ root: project.root, outDir: 'elsewhere' });
    expect(result.cache!.pages).toBe(edited.pages);
    expect(await treeHashes(path.join(project.root, 'elsewhere'))).toEqual(await treeHashes(path.join(project.root, 'fresh')));
    await project.write('content/locations/tenterden.md', town);
  });

  it('reuses the unchanged pages from the cache alone when the output is gone, as in CI, kept up to date by every build', async () => {
    // An edit built over dist/ brings the cache's copies of the pages it changed up to date.
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/tenterden.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  In CI. '));
    expect((await build({ root: project.root, outDir: 'dist' })).cache!.renderedUrls).toContain('/kent/tenterden');
    await expectStoreOfDist();
    await rm(path.join(project.root, 'dist'), { recursive: true });
    await rm(path.join(project.root, 'dist-deploy'), { recursive: true, force: true });
    const unchanged = await cachedBuild();
    expect(unchanged.cache!.renderedUrls).toEqual([]);
    // Then an edit, with only .site-cache/ kept: the pages it reaches are rendered, the rest placed from the cache.
    await rm(path.join(project.root, 'dist'), { recursive: true });
    await project.write('content/locations/tenterden.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  In CI again. '));
    const edited = await cachedBuild();
    expect(edited.cache!.renderedUrls).toContain('/kent/tenterden');
    // The cache's copies of the pages are those of this build, the edited pages' new ones among them.
    await rm(path.join(project.root, 'dist'), { recursive: true });
    expect((await build({ root: project.root, outDir: 'dist' })).cache!.renderedUrls).toEqual([]);
    await expectStoreOfDist();
    expect(edited.cache!.renderedUrls.length).toBeLessThan(40);
    expect(edited.cache!.pages).toBe(edited.pages - edited.cache!.renderedUrls.length);
    await project.write('content/locations/tenterden.md', town);
    await cachedBuild();
  });

  it('checks a link to an id on an unchanged page as a build from scratch does, from the page as the last build wrote it', async () => {
    const town = await project.read('content/locations/tenterden.md');
    const links = 'See [our hardware](/about#server-hardware) and [our terms](/about#terms).';
    await project.write('content/locations/tenterden.md', `${town}\n${links}\n`);
    const linked = await build({ root: project.root, outDir: 'dist' });
    expect(linked.ok).toBe(false);
    // /about is reused in the next build, so its ids come from its bytes in dist/: the same finding.
    const fresh = await build({ root: project.root, outDir: 'fresh', cache: false });
    await project.write('content/locations/tenterden.md', `${town}\n${links} Edited.\n`);
    const cached = await build({ root: project.root, outDir: 'dist' });
    const findings = (result: typeof cached) =>
      result.diagnostics.filter((d) => d.rule === 'content/unknown-link').map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(findings(cached)).toEqual(findings(fresh));
    expect(findings(cached)).toEqual([expect.stringContaining('Link to #terms on /about, which has no such id')]);
    await project.write('content/locations/tenterden.md', town);
  });

  it('renders every page when the copies of the pages in the cache were left half updated', async () => {
    // A build killed while it updated them leaves no marker: none of them is trusted.
    await rm(path.join(project.root, '.site-cache', 'pages', '.site-pages'));
    await rm(path.join(project.root, 'dist'), { recursive: true });
    const result = await cachedBuild();
    expect(result.cache!.pages).toBe(0);
  });

  it('builds from scratch, correctly, when the cache is damaged', async () => {
    // Cut short, as a disk that filled up might leave it: the last pages' reads are missing.
    const manifest = path.join(project.root, '.site-cache', 'manifest.bin');
    await truncate(manifest, (await stat(manifest)).size - 8);
    await project.write('content/locations/tenterden.md', (await project.read('content/locations/tenterden.md')).replace('Edited again. ', ''));
    const result = await cachedBuild();
    expect(result.cache).toMatchObject({ pages: 0, bodies: 0 });
  });
});
