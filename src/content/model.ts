import type { z } from 'zod';
import type { siteSchema } from './schemas/site.ts';
import type { uiSchema } from './schemas/ui.ts';
import type { enhancePlanSchema, cpanelSharedPlanSchema, cpanelResellerPlanSchema } from './schemas/plans.ts';
import type { faqSetSchema } from './schemas/faq.ts';
import type { section } from './schemas/common.ts';
import type { locationSchema } from './schemas/location.ts';
import type { serviceSchema } from './schemas/service.ts';
import type { addonSchema, colocationOptionSchema, industrySchema, vpsPlanSchema, whmcsPlanSchema } from './schemas/catalogue.ts';
import type { ImageInfo, ShareImage } from './imageSizes.ts';
import type { figuresSchema } from './schemas/figures.ts';
import type { tierPlanSchema } from './schemas/pricing.ts';
import type { pageSchemas, PageName } from './schemas/pages.ts';

/** Where a record came from, for messages that name its source. */
export interface Origin {
  file: string;
  line: number;
}

type Record_<T> = T & { readonly slug: string; readonly origin: Origin };

/** A link or image in a body that may point into the site, where the writer wrote it. */
export interface BodyLink {
  kind: 'link' | 'image';
  href: string;
  line: number;
  column: number;
}

/** A record's Markdown body as sanitised HTML, rendered once when content loads (empty when there is none). */
export interface MarkdownBody {
  readonly html: string;
  /** Links and images that may point into the site, checked once routes are known. */
  readonly links?: readonly BodyLink[];
}

export type Site = z.infer<typeof siteSchema>;
/** The words of content/ui.yaml that templates show around page copy. */
export type Ui = z.infer<typeof uiSchema>;
export type EnhancePlan = z.infer<typeof enhancePlanSchema>;
export type CpanelSharedPlan = z.infer<typeof cpanelSharedPlanSchema>;
export type CpanelResellerPlan = z.infer<typeof cpanelResellerPlanSchema>;
export type Location = Record_<z.infer<typeof locationSchema>> & { readonly countySlug: string; readonly body: MarkdownBody };
/** A place complete enough to publish: it has a name (and an industry). */
export type PublishedLocation = Location & { readonly name: string };
/** A complete place in Kent, which also has a town page (/kent/{slug}). */
export type KentTown = PublishedLocation;
/**
 * `share`: the page's own share image as built from its `shareImage`, when it names one;
 * `heroImage`: as written, with the image's size and responsive versions when the file exists.
 */
export type Service = Record_<z.infer<typeof serviceSchema>> & { readonly body: MarkdownBody; readonly share?: ShareImage; readonly heroImage?: HeroImage };
/** An image a template shows: its path, its writer's `alt` (`decorative` included) and what the image stage knows of it. */
export interface HeroImage {
  readonly src: string;
  readonly alt: string;
  readonly image?: ImageInfo;
}
/** A service complete enough to publish: it has a name and a description (and a feature). */
export type PublishedService = Service & { readonly name: string; readonly description: string };
export type WhmcsPlan = z.infer<typeof whmcsPlanSchema>;
export type VpsPlan = z.infer<typeof vpsPlanSchema>;
export type TierPlan = z.infer<typeof tierPlanSchema>;
/** A file of plans/tiers/: the prices of a service without a plan table. */
export type PriceTiers = Record_<{ plans: readonly TierPlan[] }>;
export type Addon = z.infer<typeof addonSchema>;
export type ColocationOption = z.infer<typeof colocationOptionSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Figures = z.infer<typeof figuresSchema>;
export type FaqSet = Record_<z.infer<typeof faqSetSchema>>;
export type PageCopy<N extends PageName = PageName> = Record_<z.infer<(typeof pageSchemas)[N]>> & { readonly body: MarkdownBody };
export type Section = z.infer<typeof section>;

/** The validated, frozen content of the whole site: what routes and templates read. */
export interface Model {
  readonly site: Site;
  readonly siteOrigin: Origin;
  readonly figures: Figures;
  readonly figuresOrigin: Origin;
  readonly ui: Ui;
  /** Every place, complete or not, by slug. */
  readonly locations: readonly Location[];
  /** The complete places in Kent: the same records as in `locations`. */
  readonly kentTowns: readonly KentTown[];
  /** Every service, comparison, knowledge article, tutorial and use-case, complete or not. */
  readonly services: readonly Service[];
  readonly enhancePlans: readonly EnhancePlan[];
  readonly cpanelSharedPlans: readonly CpanelSharedPlan[];
  readonly cpanelResellerPlans: readonly CpanelResellerPlan[];
  readonly whmcsPlans: readonly WhmcsPlan[];
  readonly vpsPlans: readonly VpsPlan[];
  /** Price tier sets by name (file name in plans/tiers/). */
  readonly priceTiers: Readonly<Record<string, PriceTiers>>;
  readonly addons: readonly Addon[];
  readonly colocationOptions: readonly ColocationOption[];
  readonly industries: readonly Industry[];
  readonly faqs: Readonly<Record<string, FaqSet>>;
  /** Every page's copy; the search page's only on a site with search (checkFeatureWords.ts). */
  readonly pages: { readonly [N in Exclude<PageName, 'search'>]: PageCopy<N> } & { readonly search?: PageCopy<'search'> };
  /** Redirects writers add in content/redirects.yaml, in file order. */
  readonly redirects: readonly { readonly from: string; readonly to: string }[];
  readonly redirectsOrigin: Origin;
  /** Line and column of a field in a content file, for problems found after loading. */
  readonly locate: (file: string, path: readonly PropertyKey[]) => { line: number; column: number };
}
