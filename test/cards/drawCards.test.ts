import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { drawCard } from '../../src/cards/drawCard.ts';
import { startCards } from '../../src/cards/drawCards.ts';
import { imageCache } from '../../src/images/imageCache.ts';
import type { CardSpec } from '../../src/metadata/shareCard.ts';

// The cards a build's pages tell as they render are drawn a few at a time while the build goes
// on: the same bytes as a card drawn alone, each card once, kept in the cache, and none drawn
// again once the cache holds it.
const dir = await mkdtemp(path.join(tmpdir(), 'site-cards-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const cards: CardSpec[] = Array.from({ length: 40 }, (_, index) => {
  const key = `card${String(index).padStart(12, '0')}`;
  const props = {
    layout: index % 2 === 0 ? ('place' as const) : ('plan' as const),
    eyebrow: `Place number ${index}`,
    title: `VPS hosting in place number ${index}, with a title long enough to wrap`,
    ...(index % 3 === 0 ? { figure: `from £${index}.99 a month` } : {}),
    brand: 'Kent Web Hosting',
    host: 'example.co.uk',
  };
  return { key, file: `assets/cards/${key}.png`, props };
});

it('draws the cards told while pages render, each once, as this thread would, and keeps them in the cache', async () => {
  const cache = imageCache(dir, { read: true });
  const drawer = startCards(cache, 1);
  // Told as pages render, some twice (a page and its twin) and pages without one; the rest later.
  for (const card of [...cards.slice(0, 30), cards[3]!, null]) drawer.add(card);
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const card of [...cards, null]) drawer.add(card);
  const drawn = await drawer.finish();
  drawer.close();
  expect(drawn.diagnostics).toEqual([]);
  expect([drawn.processed, drawn.reused]).toEqual([40, 0]);
  expect(drawn.files).toEqual([]);
  expect([...drawn.cached].map((file) => file.path)).toEqual(cards.map((card) => card.file).sort());
  for (const { path: file, from } of [...drawn.cached].filter((_, index) => index % 7 === 0)) {
    const card = cards.find((each) => each.file === file)!;
    expect(await readFile(from)).toEqual(drawCard(card.props));
  }

  // A build whose cache holds them draws none.
  const again = startCards(cache, 1);
  for (const card of cards) again.add(card);
  const reused = await again.finish();
  again.close();
  expect([reused.processed, reused.reused]).toEqual([0, 40]);
  expect([...reused.cached]).toEqual([...drawn.cached]);
});

it('shares the cards left once the pages are rendered with card workers, which draw the same bytes', async () => {
  const cache = imageCache(await mkdtemp(path.join(dir, 'pool-')), { read: true });
  // A pool from one card left, and two threads: one card worker beside this thread.
  const drawer = startCards(cache, 2, 1);
  for (const card of cards) drawer.add(card);
  await drawer.help();
  const drawn = await drawer.finish();
  drawer.close();
  expect(drawn.diagnostics).toEqual([]);
  // Until the build waits for its cards, this thread leaves them to the worker.
  expect([drawn.processed, drawn.byWorkers]).toEqual([40, 40]);
  expect([...drawn.cached].map((file) => file.path)).toEqual(cards.map((card) => card.file).sort());
  for (const { path: file, from } of drawn.cached) expect(await readFile(from)).toEqual(drawCard(cards.find((each) => each.file === file)!.props));
});

it('starts no card worker for a few cards, or with one thread', async () => {
  for (const [threads, poolFrom] of [
    [2, cards.length + 1],
    [1, 1],
  ] as const) {
    const drawer = startCards(imageCache(await mkdtemp(path.join(dir, 'few-')), { read: true }), threads, poolFrom);
    for (const card of cards) drawer.add(card);
    await drawer.help();
    const drawn = await drawer.finish();
    expect([drawn.processed, drawn.byWorkers]).toEqual([40, 0]);
  }
});
