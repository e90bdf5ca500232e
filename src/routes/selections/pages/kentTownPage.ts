import type { KentTown, Model } from '../../../content/model.ts';
import { indexModel } from '../../../content/modelIndex.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
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
    enhanceFrom: cheapest(model.enhancePlans),
    enhanceHighlights,
    cpanelFrom: cheapest(model.cpanelSharedPlans),
    trail: breadcrumbTrail(model, { name: model.ui.layout.kent, url: '/kent' }, { name: town.name, url: route.url }),
  };
}

function cheapest<T extends { price: string }>(plans: readonly T[]): T {
  return plans.reduce((low, plan) => (Number(plan.price.slice(1)) < Number(low.price.slice(1)) ? plan : low));
}
