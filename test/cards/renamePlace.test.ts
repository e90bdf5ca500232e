import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject | undefined;
afterAll(async () => project?.cleanup());

/** Each page's share card, as its head names it. */
async function cardsByPage(root: string): Promise<Map<string, string>> {
  const pages = await fg('**/*.html', { cwd: path.join(root, 'dist') });
  const cards = new Map<string, string>();
  for (const page of pages.sort()) {
    const html = await readFile(path.join(root, 'dist', page), 'utf8');
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (card) cards.set(page, card);
  }
  return cards;
}

it("renaming a place draws again the cards of that place's pages and no others", async () => {
  project = await smallProject({ shareCards: true });
  const first = await build({ root: project.root });
  expect(first.ok).toBe(true);
  const before = await cardsByPage(project.root);
  // Every indexable page names a card of its own.
  const indexable = [...before].filter(([, card]) => card.includes('/assets/cards/'));
  expect(new Set(indexable.map(([, card]) => card)).size).toBe(indexable.length);

  const file = 'content/locations/dover.md';
  await project.write(file, (await project.read(file)).replace(/^name: Dover$/m, 'name: Dover Priory'));
  const second = await build({ root: project.root });
  expect(second.ok).toBe(true);
  const after = await cardsByPage(project.root);

  const changed = [...after.keys()].filter((page) => after.get(page) !== before.get(page)).sort();
  const ofDover = [...after.keys()].filter((page) => /(^|\/|-)dover(\.html|\/)/.test(page)).sort();
  expect(changed.length).toBeGreaterThan(3);
  expect(changed).toEqual(ofDover);
  expect(second.cards).toEqual({ drawn: changed.length, reused: after.size - changed.length - 1, byWorkers: 0 });
}, 180_000);

it("keeps a reused page's card where it is in dist/, even when the image cache has lost it", async () => {
  const kept = await smallProject({ shareCards: true });
  try {
    const file = 'content/locations/dover.md';
    const original = await kept.read(file);
    const rename = () => kept.write(file, original.replace(/^name: Dover$/m, 'name: Dover Priory'));
    expect((await build({ root: kept.root })).ok).toBe(true);
    // The same edit with the image cache as it is, then undone: what the edit renders.
    await rename();
    const withCache = await build({ root: kept.root });
    await kept.write(file, original);
    expect((await build({ root: kept.root })).ok).toBe(true);
    const before = await cardsByPage(kept.root);
    // The image cache emptied: a reused page's card is now only in the output the next build updates.
    for (const entry of await fg('*.card.*', { cwd: path.join(kept.root, '.site-cache', 'images') }))
      await kept.remove(path.join('.site-cache', 'images', entry));
    await rename();
    const second = await build({ root: kept.root });
    expect(second.ok).toBe(true);
    const after = await cardsByPage(kept.root);
    const changed = [...after.keys()].filter((page) => after.get(page) !== before.get(page));
    expect(changed.length).toBeGreaterThan(3);
    // The pages the edit reaches were rendered, as with the cache, and only their cards drawn (the cache has none); every other card stayed.
    const rendered = second.cache!.renderedUrls;
    expect(rendered).toEqual(withCache.cache!.renderedUrls);
    expect(second.cards).toEqual({ drawn: rendered.length, reused: after.size - rendered.length - 1, byWorkers: 0 });
    for (const card of new Set([...after.values()].filter((card) => card.includes('/assets/cards/')))) {
      const there = path.join(kept.root, 'dist', new URL(card, 'https://example.com').pathname);
      await expect(readFile(there).then((bytes) => bytes.length > 0)).resolves.toBe(true);
    }
  } finally {
    await kept.cleanup();
  }
}, 180_000);
