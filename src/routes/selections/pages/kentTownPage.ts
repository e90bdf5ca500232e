import type { KentTown, Model } from '../../../content/model.ts';
import { indexModel } from '../../../content/modelIndex.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { pricesFor } from '../../../content/pricesFor.ts';
import type { RouteOf } from '../../route.ts';
import { kentTown } from '../records.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/**
 * What the /kent/{slug} page shows of the catalogue: the town, its neighbours that have a
 * page, and the prices it quotes (Enhance from Solo, with Solo and Business; cPanel from its
 * cheapest plan: docs/content-model.md#templates), and its trail through the Kent pages.
 */
export function kentTownPage(model: Model, route: RouteOf<'kentTown'>) {
  const index = indexModel(model);
  const town = kentTown(model, route.slug);
  const nearby = town.nearby
    .filter((s) => s !== town.slug)
    .map((s) => index.kentTown(s))
    .filter((t): t is KentTown => t !== undefined);
  const enhanceHighlights = model.figures.enhanceHighlights
    .map((name) => model.enhancePlans.find((plan) => plan.name === name))
    .filter((plan) => plan !== undefined);
  return {
    town,
    copy: fillCopy(model.pages['kent-town'], { town: town.name }),
    nearby,
    enhanceFrom: pricesFor(model, { plans: 'enhance' }, ['from']).from,
    enhanceHighlights,
    cpanelFrom: pricesFor(model, { plans: 'cpanel-shared' }, ['from']).from,
    trail: breadcrumbTrail(model, { name: model.ui.layout.kent, url: '/kent' }, { name: town.name, url: route.url }),
  };
}
