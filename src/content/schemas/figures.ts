import { z } from 'zod';
import { text, price, slug } from './common.ts';
import { pricingReference } from './pricing.ts';
import { serviceCategories } from './service.ts';

const count = z.int().positive();
const slugs = z.array(slug).min(1);

/** Figures that are not plans: comparison and review ratings, tutorial facts, page limits, the places, services and plans some lists name. */
export const figuresSchema = z.strictObject({
  comparison: z.strictObject({
    /** Our starting price comes from a plan set and our uptime from the `uptimeSla` claim, never copied here. */
    provider: z.strictObject({ rating: text, pricing: pricingReference }),
    competitor: z.strictObject({ rating: text, uptime: text, price }),
  }),
  ratings: z.record(z.string(), z.strictObject({ rating: text, reviews: count })),
  tutorial: z.strictObject({ totalMinutes: count, cost: text }),
  limits: z.strictObject({
    relatedServicesPassed: count,
    relatedServicesShown: count,
    nearbyLocations: count,
    majorBusinesses: count,
    moreServices: count,
    popularServices: count,
    majorCities: count,
    locationsWidget: count,
    relatedComparisons: count,
    relatedArticles: count,
    relatedTutorials: count,
    complementaryServices: count,
    knowledgeLocationLinks: count,
    locationBenefits: count,
    colocationIndustries: count,
  }),
  /** Places named by slug (of locations/), except majorCityCounties, which names counties by theirs; each checked against the places. */
  places: z.strictObject({
    kentExtraTowns: slugs,
    majorCityCounties: slugs,
    fixedCityLinks: slugs,
    kentTownLinks: slugs,
    controlPanelCities: slugs,
  }),
  /** Services named by slug (of services/), each checked against the services. */
  services: z.strictObject({
    popular: slugs,
    whmcsRelated: slugs,
  }),
  /** Categories whose local services "More hosting services" on a place page lists. */
  moreServicesCategories: z.array(z.enum(serviceCategories)).min(1),
  /** The Enhance plans a Kent town page names beside its "from" price, by plan name. */
  enhanceHighlights: z.array(text).min(1),
});
