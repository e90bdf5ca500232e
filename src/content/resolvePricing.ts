import type { Model } from './model.ts';
import { pickPlan, planSet, planSetNames, type PlanPick } from './planSets.ts';
import type { pricingReference } from './schemas/pricing.ts';
import { suggestClosest } from './suggest.ts';
import type { z } from 'zod';

export type PricingReference = z.infer<typeof pricingReference>;

/** The three prices a page shows, each the price of one plan. */
export interface Prices {
  from: string;
  popular: string;
  enterprise: string;
}

export interface PricingProblem {
  /** The field of the reference at fault. */
  field: keyof PricingReference;
  message: string;
  found: string;
  hint: string;
}

/** The three points a page can show a price at. */
export type PricePoint = keyof Prices;
export const pricePoints = ['from', 'popular', 'enterprise'] as const satisfies readonly PricePoint[];

const defaultPicks = { from: 'cheapest', popular: 'popular', enterprise: 'dearest' } as const satisfies Record<PricePoint, PlanPick>;

/** The plan a reference shows at a point: the plan it names, or by default the cheapest, the one marked popular, the dearest. */
export const pickAt = (reference: PricingReference, point: PricePoint): PlanPick => {
  const named = reference[point];
  return named === undefined ? defaultPicks[point] : { named };
};

/**
 * A pricing reference → its prices at `points` (all three by default). Each price is a plan's:
 * the one the reference names, or by default the cheapest plan, the plan marked popular, and
 * the dearest plan of the set.
 */
export function resolvePricing(
  model: Model,
  reference: PricingReference,
  points: readonly PricePoint[] = pricePoints,
): { prices?: Partial<Prices>; problems: PricingProblem[] } {
  const plans = planSet(model, reference.plans);
  if (!plans || plans.length === 0) {
    const suggestion = suggestClosest(reference.plans, planSetNames(model));
    return {
      problems: [
        {
          field: 'plans',
          message: `\`pricing.plans\` names "${reference.plans}", which is not a plan set`,
          found: reference.plans,
          hint: suggestion ? `Did you mean \`${suggestion}\`?` : `Plan sets: ${planSetNames(model).join(', ')}.`,
        },
      ],
    };
  }
  const problems: PricingProblem[] = [];
  const prices: Partial<Prices> = {};
  for (const point of points) {
    const plan = pickPlan(plans, pickAt(reference, point));
    if (plan) {
      prices[point] = plan.price;
      continue;
    }
    const named = reference[point];
    const names = plans.map((candidate) => candidate.name);
    const suggestion = named === undefined ? undefined : suggestClosest(named, names);
    problems.push({
      field: point,
      message:
        named === undefined
          ? `No plan in "${reference.plans}" is marked popular, so \`pricing.popular\` must name one`
          : `\`pricing.${point}\` names "${named}", which is not a plan in "${reference.plans}"`,
      found: named ?? '(none)',
      hint: suggestion ? `Did you mean \`${suggestion}\`?` : `Plans in "${reference.plans}": ${names.join(', ')}. Prices are written only in the plan file.`,
    });
  }
  return problems.length > 0 ? { problems } : { prices, problems };
}
