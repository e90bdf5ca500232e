import type { z } from 'zod';
import { siteSchema } from './schemas/site.ts';
import { uiSchema } from './schemas/ui.ts';
import { enhancePlanSchema, cpanelSharedPlanSchema, cpanelResellerPlanSchema, planList } from './schemas/plans.ts';
import { faqSetSchema } from './schemas/faq.ts';
import { pageSchemas } from './schemas/pages.ts';
import { FEATURE_PAGES } from './checkFeatureWords.ts';
import { locationSchema } from './schemas/location.ts';
import { serviceSchema } from './schemas/service.ts';
import { addonSchema, colocationOptionSchema, industrySchema, vpsPlanSchema, whmcsPlanSchema } from './schemas/catalogue.ts';
import { figuresSchema } from './schemas/figures.ts';
import { tierPlanSchema } from './schemas/pricing.ts';
import { redirectsSchema } from './schemas/redirects.ts';
import { z as zod } from 'zod';

/**
 * How each collection is stored in content/:
 * - `records`: one record per file, its slug the file name (Markdown body allowed);
 * - `single`: one file holds the whole collection.
 */
export interface CollectionDefinition {
  name: CollectionName;
  pattern: string;
  shape: 'records' | 'single';
  /** A schema for every file, or one chosen by slug (undefined: no such record is allowed). */
  schema: z.ZodType | ((slug: string) => z.ZodType | undefined);
  /** Fields holding slugs of another collection's records; `[]` marks a list of slugs. */
  references?: readonly { field: string; target: CollectionName }[];
  /** Slugs that must exist because a template reads them. */
  required?: readonly string[];
}

export type CollectionName =
  | 'site'
  | 'ui'
  | 'figures'
  | 'locations'
  | 'services'
  | 'enhancePlans'
  | 'cpanelSharedPlans'
  | 'cpanelResellerPlans'
  | 'whmcsPlans'
  | 'vpsPlans'
  | 'priceTiers'
  | 'addons'
  | 'colocation'
  | 'industries'
  | 'faqs'
  | 'pages'
  | 'redirects';

const list = <K extends string, T extends zod.ZodType>(key: K, item: T) => zod.strictObject({ [key]: zod.array(item).min(1) } as { [P in K]: zod.ZodArray<T> });

export const collections: readonly CollectionDefinition[] = [
  { name: 'site', pattern: 'site.yaml', shape: 'single', schema: siteSchema },
  {
    name: 'figures',
    pattern: 'figures.yaml',
    shape: 'single',
    schema: figuresSchema,
    references: [
      ...['kentExtraTowns', 'fixedCityLinks', 'kentTownLinks', 'controlPanelCities'].map((list) => ({
        field: `places.${list}[]`,
        target: 'locations' as const,
      })),
      ...['popular', 'whmcsRelated'].map((list) => ({ field: `services.${list}[]`, target: 'services' as const })),
    ],
  },
  { name: 'ui', pattern: 'ui.yaml', shape: 'single', schema: uiSchema },
  {
    name: 'locations',
    pattern: 'locations/*.md',
    shape: 'records',
    schema: locationSchema,
    references: [{ field: 'nearby[]', target: 'locations' }],
  },
  {
    name: 'services',
    pattern: 'services/**/*.md',
    shape: 'records',
    schema: serviceSchema,
    references: [{ field: 'relatedServices[]', target: 'services' }],
  },
  { name: 'enhancePlans', pattern: 'plans/enhance.yaml', shape: 'single', schema: planList(enhancePlanSchema) },
  { name: 'cpanelSharedPlans', pattern: 'plans/cpanel-shared.yaml', shape: 'single', schema: planList(cpanelSharedPlanSchema) },
  { name: 'cpanelResellerPlans', pattern: 'plans/cpanel-reseller.yaml', shape: 'single', schema: planList(cpanelResellerPlanSchema) },
  { name: 'whmcsPlans', pattern: 'plans/whmcs.yaml', shape: 'single', schema: planList(whmcsPlanSchema) },
  { name: 'vpsPlans', pattern: 'plans/vps.yaml', shape: 'single', schema: planList(vpsPlanSchema) },
  // The prices of services that have no plan table of their own, one set per file.
  { name: 'priceTiers', pattern: 'plans/tiers/*.yaml', shape: 'records', schema: planList(tierPlanSchema) },
  { name: 'addons', pattern: 'catalogue/addons.yaml', shape: 'single', schema: list('addons', addonSchema) },
  { name: 'colocation', pattern: 'catalogue/colocation.yaml', shape: 'single', schema: list('options', colocationOptionSchema) },
  { name: 'industries', pattern: 'catalogue/industries.yaml', shape: 'single', schema: list('industries', industrySchema) },
  // Old addresses sent on to built pages: how writers retire a page.
  { name: 'redirects', pattern: 'redirects.yaml', shape: 'single', schema: redirectsSchema },
  { name: 'faqs', pattern: 'faqs/*.yaml', shape: 'records', schema: faqSetSchema, required: ['home'] },
  {
    name: 'pages',
    pattern: 'pages/*.md',
    shape: 'records',
    schema: (slug) => pageSchemas[slug as keyof typeof pageSchemas],
    // The search page's copy is needed only by a site with search (checkFeatureWords.ts).
    required: Object.keys(pageSchemas).filter((slug) => !FEATURE_PAGES.includes(slug)),
  },
];

/** Files in content/ that belong to no collection but are expected there. */
export const ignoredContentFiles = ['README.md', 'schemas/**'];

/**
 * A collection's pattern (`locations/*.md`, `services/**\/*.md`, `site.yaml`; under a folder:
 * `content/locations/*.md`) as a test of a path, for paths from a walk that leaves dot-files out:
 * `*` matches within one folder, `**\/` any depth, none included.
 */
export function patternMatcher(pattern: string): (file: string) => boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return (file) => file === pattern;
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(pattern.lastIndexOf('*') + 1)];
  const deep = pattern.includes('**');
  return (file) =>
    file.length > prefix.length + suffix.length && file.startsWith(prefix) && file.endsWith(suffix) && (deep || !file.slice(prefix.length).includes('/'));
}
