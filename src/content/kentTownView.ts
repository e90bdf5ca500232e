import type { KentTown, Model } from './model.ts';
import { indexModel } from './modelIndex.ts';

/**
 * What the /kent/{slug} page shows of the catalogue: the town, its neighbours that have a
 * page, and the prices it quotes (Enhance from Solo, with Solo and Business; cPanel from its
 * cheapest plan: docs/content-model.md#templates).
 */
export function kentTownView(model: Model, slug: string) {
  const index = indexModel(model);
  const town = index.kentTown(slug);
  if (!town) throw new Error(`No Kent town "${slug}"`);
  const nearby = town.nearby.filter((s) => s !== slug).map((s) => index.kentTown(s)).filter((t): t is KentTown => t !== undefined);
  const enhanceHighlights = ['Solo', 'Business']
    .map((name) => model.enhancePlans.find((plan) => plan.name === name))
    .filter((plan) => plan !== undefined);
  return {
    town,
    nearby,
    enhanceFrom: cheapest(model.enhancePlans),
    enhanceHighlights,
    cpanelFrom: cheapest(model.cpanelSharedPlans),
  };
}

function cheapest<T extends { price: string }>(plans: readonly T[]): T {
  return plans.reduce((low, plan) => (Number(plan.price.slice(1)) < Number(low.price.slice(1)) ? plan : low));
}
