import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardPixels } from '../../src/cards/drawCard.ts';
import { fitCardText } from '../../src/cards/fitCardText.ts';
import { buildModel } from '../../src/content/buildModel.ts';
import type { Model } from '../../src/content/model.ts';
import type { CardProps } from '../../src/metadata/shareCard.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { createLinkResolver } from '../../src/routes/linkResolver.ts';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import type { PageRoute } from '../../src/routes/route.ts';
import { renderPage } from '../../src/render/renderPage.tsx';
import { CARD, TITLE_SIZES, titleBox } from '../../templates/cards/shareCard.ts';
import { placeSlug, writeLocationSet } from '../../scripts/locationSet.ts';
import { realModel } from '../support/builtSite.ts';
import { renderAssets } from '../support/renderAssets.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The cards of these routes, as their pages name them. */
function cardsOf(model: Model, routes: ReturnType<typeof expandRoutes>['routes'], pages: readonly PageRoute[]): CardProps[] {
  const links = createLinkResolver(routes);
  return pages.flatMap((route) => {
    const { card } = renderPage({ model, route, assets: renderAssets, links });
    return card ? [card.props] : [];
  });
}

const longest = (cards: readonly CardProps[]) => cards.reduce((a, b) => (b.title.length > a.title.length ? b : a));

/**
 * Where the title's ink is: the pixels that differ between the card and the same card with no
 * title, so whatever the layout around it, only the title's own pixels count.
 */
function titleInk(props: CardProps): { left: number; top: number; right: number; bottom: number } {
  const colours = (card: CardProps) => {
    const image = cardPixels(card);
    return Array.from(
      { length: CARD.width * CARD.height },
      (_, i) => image.palette[image.rows[Math.floor(i / CARD.width) * (CARD.width + 1) + 1 + (i % CARD.width)]!],
    );
  };
  const [withTitle, without] = [colours(props), colours({ ...props, title: '' })];
  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let i = 0; i < withTitle.length; i++) {
    if (withTitle[i] === without[i]) continue;
    const x = i % CARD.width;
    const y = Math.floor(i / CARD.width);
    Object.assign(ink, { left: Math.min(ink.left, x), top: Math.min(ink.top, y), right: Math.max(ink.right, x), bottom: Math.max(ink.bottom, y) });
  }
  return ink;
}

async function expectTitleInside(props: CardProps): Promise<void> {
  const ink = titleInk(props);
  const box = titleBox(props);
  expect(ink.right, `"${props.title}" has no ink`).toBeGreaterThan(ink.left);
  // Descenders and the antialiasing of edges may reach a few pixels past the line box; never past the box's margin.
  expect(ink.left).toBeGreaterThanOrEqual(box.x - 4);
  expect(ink.right).toBeLessThanOrEqual(box.x + box.width);
  expect(ink.top).toBeGreaterThanOrEqual(box.y);
  expect(ink.bottom).toBeLessThanOrEqual(box.y + box.height);
}

describe('a share card', () => {
  it("keeps the longest title of the real site inside the card's title box, wrapped and unshortened", async () => {
    const { model } = await realModel();
    const { routes } = expandRoutes(model!);
    const card = longest(cardsOf(model!, routes, routes.pages));
    expect(card.title.length).toBeGreaterThan(40);
    const fitted = fitCardText(card);
    expect(fitted.title).toBe(card.title);
    expect(fitted.lines).toBeGreaterThan(1);
    await expectTitleInside(card);
  }, 60_000);

  it('keeps the longest title of the 1,000-place set inside the card', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-cards-'));
    dirs.push(dir);
    await writeLocationSet(packageRoot, dir, 1000);
    const { model } = await buildModel(path.join(dir, 'content'), dir);
    const { routes } = expandRoutes(model!);
    // The generated places' pages: the longest name's, each service of it (rendering all 8,900 pages would say no more).
    const names = Array.from({ length: 1000 }, (_, i) => ({
      slug: placeSlug(i),
      name: model!.locations.find((place) => place.slug === placeSlug(i))?.name ?? '',
    }));
    const longestPlace = names.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const pages = routes.pages.filter((route) => route.url.endsWith(`/${longestPlace.slug}`));
    expect(pages.length).toBeGreaterThan(3);
    await expectTitleInside(longest(cardsOf(model!, routes, pages)));
  }, 120_000);

  it('shrinks, then shortens with an ellipsis, a title too long for the box at any size, and never lets it out', async () => {
    const title =
      'Managed WordPress Hosting with Daily Backups, Free SSL and UK Support for Accountants, Solicitors and Charities in Royal Tunbridge Wells, Sevenoaks, Tonbridge and the Villages of West Kent';
    const props: CardProps = {
      layout: 'place',
      eyebrow: 'Royal Tunbridge Wells, Kent',
      title: `${title} ${title}`,
      figure: 'from £3.99 a month',
      brand: 'Kent Web Hosting',
      host: 'www.example.co.uk',
    };
    const fitted = fitCardText(props);
    expect(fitted.size).toBe(TITLE_SIZES.smallest);
    expect(fitted.title.endsWith('…')).toBe(true);
    await expectTitleInside(props);
  }, 60_000);
});
