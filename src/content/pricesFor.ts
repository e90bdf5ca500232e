import type { Model } from './model.ts';
import { resolvePricing, type Prices, type PricingReference } from './resolvePricing.ts';

/**
 * The prices a page shows for a pricing reference (a service's, or the comparison's), read
 * from the plan set it names. The content stage has checked every reference, so a failure
 * here is a bug.
 */
export function pricesFor(model: Model, reference: PricingReference): Prices;
export function pricesFor(model: Model, reference: PricingReference | undefined): Prices | undefined;
export function pricesFor(model: Model, reference: PricingReference | undefined): Prices | undefined {
  if (!reference) return undefined;
  const { prices, problems } = resolvePricing(model, reference);
  if (!prices) throw new Error(problems.map((p) => p.message).join('; '));
  return prices;
}
