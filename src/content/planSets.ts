import type { Model } from './model.ts';
import { collectionPartRead, fieldRead, type ReadKey } from './readKeys.ts';
import { trackedOrigin } from './trackModelReads.ts';

/** A plan as far as prices go: what a pricing reference can name. */
export interface PricedPlan {
  readonly name: string;
  /** As written: "£4.99", "£65". */
  readonly price: string;
  readonly popular: boolean;
}

/** The plan files of plans/, by the name a pricing reference gives them (the file name). */
const planFiles = {
  enhance: 'enhancePlans',
  'cpanel-shared': 'cpanelSharedPlans',
  'cpanel-reseller': 'cpanelResellerPlans',
  vps: 'vpsPlans',
  whmcs: 'whmcsPlans',
} as const satisfies Record<string, keyof Model>;

/** Colocation prices are shown as text ("From £130/month", "Contact us for pricing"). */
const poundsIn = /\u00A3\d+(?:\.\d{2})?/;

/** An item of a list of plans or options, as written: a plan has a `name`, an option a `title`. */
interface PlanLike {
  readonly name?: unknown;
  readonly title?: unknown;
  readonly price: string;
  readonly popular?: unknown;
}

/**
 * Plans or options as plans: their name, the price in pounds their price names (a plan's
 * price as it is, "£4.99"; "£130" of "From £130/month"), and whether they are marked popular;
 * those that name no price are left out. For the pages and for the history that dates them.
 */
export function pricedPlans(items: readonly PlanLike[]): PricedPlan[] {
  return items.flatMap((item) => {
    const price = poundsIn.exec(item.price)?.[0];
    const name = item.name ?? item.title;
    return price ? [{ name: typeof name === 'string' ? name : '', price, popular: item.popular === true }] : [];
  });
}

/**
 * The plans a pricing reference names: a plan file, `colocation` (the options of
 * catalogue/colocation.yaml that have a price), or a tier set of plans/tiers/.
 */
export function planSet(model: Model, name: string): readonly PricedPlan[] | undefined {
  const items = planItems(model, name);
  return items && pricedPlans(items);
}

function planItems(model: Model, name: string): readonly PlanLike[] | undefined {
  if (Object.hasOwn(planFiles, name)) return model[planFiles[name as keyof typeof planFiles]];
  if (name === 'colocation') return model.colocationOptions;
  return Object.hasOwn(model.priceTiers, name) ? model.priceTiers[name]!.plans : undefined;
}

/** Every name `planSet` answers to, for messages and suggestions. */
export function planSetNames(model: Model): string[] {
  return [...Object.keys(planFiles), 'colocation', ...Object.keys(model.priceTiers)];
}

/** "£4.99" → 4.99, for ordering plans by price. */
export function poundsOf(price: string): number {
  return Number(price.replace(/[^\d.]/g, ''));
}

/** Which plan of a set a page shows the price of: the one it names, or the cheapest, the one marked popular, the dearest. */
export type PlanPick = 'cheapest' | 'popular' | 'dearest' | { named: string };

/** The plan a pick finds (of plans of equal price, the first is the cheapest and the last the dearest). */
export function pickPlan(plans: readonly PricedPlan[], pick: PlanPick): PricedPlan | undefined {
  if (typeof pick === 'object') return plans.find((plan) => plan.name === pick.named);
  if (pick === 'popular') return plans.find((plan) => plan.popular);
  const byPrice = [...plans].sort((a, b) => poundsOf(a.price) - poundsOf(b.price));
  return pick === 'cheapest' ? byPrice[0] : byPrice.at(-1);
}

/**
 * The part of a plan file that dates the price a pick shows (`~cheapest.price`,
 * `~named:VPS 4.price`): a value worked out from the whole list, which changes only when that
 * price does, whichever plan it comes from (src/lastmod/).
 */
export const pickPart = (pick: PlanPick): string => `~${typeof pick === 'object' ? `named:${pick.named}` : pick}.price`;

/** Every pick's price of one version of a list, by its part: what the history compares to date the prices pages show. */
export function pickedPrices(plans: readonly PricedPlan[]): Map<string, string> {
  const prices = new Map<string, string>();
  for (const pick of ['cheapest', 'popular', 'dearest', ...plans.map((plan) => ({ named: plan.name }))] as const) {
    const plan = pickPlan(plans, pick);
    if (plan) prices.set(pickPart(pick), plan.price);
  }
  return prices;
}

/** The read that dates the price a pick shows of a plan set: the pick's part of the file the set is written in. */
export function pickRead(model: Model, name: string, pick: PlanPick): ReadKey {
  if (Object.hasOwn(planFiles, name)) return collectionPartRead(planFiles[name as keyof typeof planFiles], pickPart(pick));
  if (name === 'colocation') return collectionPartRead('colocationOptions', pickPart(pick));
  // Where a tier set is written says nothing a page shows: read on the real model.
  return fieldRead((trackedOrigin(model)?.real ?? model).priceTiers[name]!.origin.file, pickPart(pick));
}
