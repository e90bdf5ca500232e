import { z } from 'zod';
import { text, slug, price } from './common.ts';

/**
 * Where a page's three prices (Starter, Professional, Enterprise) come from: a plan set, and
 * optionally which of its plans each price is. Prices are never written here, only named, so
 * a price change in the plan file reaches every page that shows it.
 */
const planName = text.refine((value) => !value.includes('£'), 'should be a plan name, not a price: prices are written once, in the plan file');

export const pricingReference = z.strictObject({
  /** A plan file in plans/ or plans/tiers/ (its file name), or `colocation` for the colocation options. */
  plans: slug,
  /** Plan names; by default the cheapest, the one marked popular, and the dearest. */
  from: planName.optional(),
  popular: planName.optional(),
  enterprise: planName.optional(),
});

/** A price tier: a plan of a service that has no plan table of its own, only its prices. */
export const tierPlanSchema = z.strictObject({
  name: text,
  price,
  popular: z.boolean().default(false),
});
