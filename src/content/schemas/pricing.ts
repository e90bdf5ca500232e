import { z } from 'zod';
import { text, slug, price } from './common.ts';

/**
 * Where a page's three prices (Starter, Professional, Enterprise) come from: a plan set, and
 * optionally which of its plans each price is. Prices are never written here, only named, so
 * a price change in the plan file reaches every page that shows it.
 */
const planName = text.refine((value) => !value.includes('£'), 'should be a plan name, not a price: prices are written once, in the plan file');

export const pricingReference = z.strictObject({
  plans: slug.describe('A plan file by name: enhance, cpanel-shared, cpanel-reseller, vps, whmcs, a file of plans/tiers/, or colocation.'),
  from: planName.optional().describe('Optional: the plan whose price is "from"; by default the cheapest.'),
  popular: planName.optional().describe('Optional: the plan shown as popular; by default the one marked popular: true.'),
  enterprise: planName.optional().describe('Optional: the top plan; by default the dearest.'),
});

/** A price tier: a plan of a service that has no plan table of its own, only its prices. */
export const tierPlanSchema = z.strictObject({
  name: text,
  price,
  popular: z.boolean().default(false),
});
