import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { drawCard } from '../../src/cards/drawCard.ts';
import { cardsThere } from '../../src/cards/cardsThere.ts';
import { readJsonEntrySync, writeJsonEntry } from '../../src/cache/siteCache.ts';
import { startCards } from '../../src/cards/drawCards.ts';
import { imageCache } from '../../src/images/imageCache.ts';
import { cardRef, type CardSpec } from '../../src/metadata/shareCard.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { treeHashes } from '../support/treeHashes.ts';

// A large site's pages render on worker threads, and each page's share card is found in the
// image cache or drawn into it by the worker that rendered the page: the build's thread is told
// only the card's name and where it is. The output is the same as a build on one thread, and a
// page whose card is gone from the cache is rendered again rather than left without it.
let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject({ shareCards: true });
  // A build without a cache, of the same content, earlier in this process (as other test files run in it): it keeps its cards in memory, which a build with a cache must neither count nor draw from.
  const earlier = await smallProject({ shareCards: true });
  expect((await build({ root: earlier.root, outDir: 'dist', writer: createMemoryWriter() })).cards).toMatchObject({ drawn: 151, byWorkers: 0 });
  await earlier.cleanup();
});
afterAll(() => project.cleanup());

const card: CardSpec = {
  ...cardRef('00c0ffee00c0ffee'),
  props: { layout: 'place', eyebrow: 'Kent', title: 'Web hosting in Dover', figure: 'from £3.99 a month', brand: 'Kent Web Hosting', host: 'example.co.uk' },
};

it("draws a page's card into the image cache where it is asked, and finds it there the next time", async () => {
  const dir = path.join(project.root, 'unit-cache');
  const there = cardsThere({ dir, read: true });
  const drawn = await there(card);
  expect(Object.keys(drawn)).toEqual(['drawn']);
  const file = (drawn as { drawn: string }).drawn;
  expect(await readFile(file)).toEqual(drawCard(card.props));
  expect(await there(card)).toEqual({ found: file });
  // A build that may not use the cache's cards draws it again, over the same file.
  expect(await cardsThere({ dir, read: false })(card)).toEqual({ drawn: file });
  // Nothing half-written is left beside it.
  expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

it('counts and places the cards drawn elsewhere, and reports one that could not be drawn, or is gone', async () => {
  const dir = path.join(project.root, 'told-cache');
  const drawer = startCards(imageCache(dir, { read: true }), 1);
  const drawn = await cardsThere({ dir, read: true })(card);
  drawer.add(card, drawn);
  drawer.add({ ...cardRef('0badcafe0badcafe'), props: { ...card.props, title: 'Broken' } }, { error: 'no glyph', title: 'Broken' });
  // A reused page's card, named alone, that is not in the cache.
  drawer.add(cardRef('0123456789abcdef'));
  expect(drawer.find(card)).toEqual({ found: (drawn as { drawn: string }).drawn });
  expect(drawer.find(cardRef('0123456789abcdef'))).toBeUndefined();
  const result = await drawer.finish();
  drawer.close();
  expect([result.processed, result.byWorkers, result.reused]).toEqual([1, 1, 0]);
  expect([...result.cached]).toEqual([{ path: card.file, from: (drawn as { drawn: string }).drawn }]);
  expect(result.diagnostics.map((each) => each.message)).toEqual([
    'The share card "Broken" could not be drawn: no glyph',
    'The share card "assets/cards/0123456789abcdef.png" could not be drawn: it was removed from .site-cache/images/ while the site was built',
  ]);
});

it('builds the same output with a render worker drawing cards as on one thread, and renders again a page whose card is gone', async () => {
  // Two threads: a render worker beside the build's thread, whatever the site's size.
  const first = await build({ root: project.root, outDir: 'dist', threads: 2 });
  expect(first.ok).toBe(true);
  expect(first.cards!.byWorkers).toBeGreaterThan(0);
  const alone = await build({ root: project.root, outDir: 'alone', threads: 1, cache: false });
  expect(alone.ok).toBe(true);
  expect(alone.cards!.byWorkers).toBe(0);
  const [workers, one] = await Promise.all([treeHashes(path.join(project.root, 'dist')), treeHashes(path.join(project.root, 'alone'))]);
  expect([...workers].filter(([file, hash]) => one.get(file) !== hash)).toEqual([]);
  expect(workers.size).toBe(one.size);

  // The cache keeps each page's card by its hash alone.
  const stored = readJsonEntrySync<Record<string, string | null>>(path.join(project.root, '.site-cache'), 'cards')!;
  const dover = '/web-hosting/kent/dover';
  expect(stored[dover]).toMatch(/^[0-9a-f]{16}$/);

  // One card removed from the image cache, and the output gone, as in CI: its page is rendered again, and the card drawn again.
  const images = path.join(project.root, '.site-cache', 'images');
  const gone = (await readdir(images)).find((name) => name.startsWith(`${stored[dover]}.`))!;
  await rm(path.join(images, gone));
  await rm(path.join(project.root, 'dist'), { recursive: true });
  const second = await build({ root: project.root, outDir: 'dist', threads: 2 });
  expect(second.ok).toBe(true);
  expect(second.cache!.renderedUrls).toEqual([dover]);
  expect(second.cards).toMatchObject({ drawn: 1 });
  expect(await treeHashes(path.join(project.root, 'dist'))).toEqual(workers);
  expect((await readdir(images)).includes(gone)).toBe(true);

  // An entry as an older `site` wrote it, with the card's words: that page is rendered again, and the output is the same.
  await writeJsonEntry(path.join(project.root, '.site-cache'), 'cards', { ...stored, [dover]: { ...card } });
  await rm(path.join(project.root, 'dist'), { recursive: true });
  const third = await build({ root: project.root, outDir: 'dist', threads: 2 });
  expect(third.ok).toBe(true);
  expect(third.cache!.renderedUrls).toEqual([dover]);
  expect(await treeHashes(path.join(project.root, 'dist'))).toEqual(workers);
});
