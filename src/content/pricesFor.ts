import type { Model } from './model.ts';
import { pickRead } from './planSets.ts';
import { pickAt, pricePoints, resolvePricing, type PricePoint, type Prices, type PricingReference } from './resolvePricing.ts';
import { noteReads, readForCacheOnly } from './trackModelReads.ts';

/**
 * The prices a page shows for a pricing reference (a service's, or the comparison's), read
 * from the plan set it names: only the points asked for (all three by default), since the
 * page is dated by exactly those. Working them out reads every plan of the set, which the
 * build cache counts; `<lastmod>` counts only the price each point shows (`pickRead`), so a
 * change to a plan whose price the page does not show leaves its date alone. The content
 * stage has checked every reference, so a failure here is a bug.
 */
export function pricesFor<P extends PricePoint = PricePoint>(model: Model, reference: PricingReference, shown?: readonly P[]): Pick<Prices, P>;
export function pricesFor<P extends PricePoint = PricePoint>(
  model: Model,
  reference: PricingReference | undefined,
  shown?: readonly P[],
): Pick<Prices, P> | undefined;
export function pricesFor(model: Model, reference: PricingReference | undefined, shown: readonly PricePoint[] = pricePoints): Partial<Prices> | undefined {
  if (!reference) return undefined;
  const { prices, problems } = readForCacheOnly(model, () => resolvePricing(model, reference, shown));
  if (!prices) throw new Error(problems.map((p) => p.message).join('; '));
  noteReads(
    model,
    shown.map((point) => pickRead(model, reference.plans, pickAt(reference, point))),
  );
  return prices;
}
