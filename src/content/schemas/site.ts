import { z } from 'zod';
import { text, url, link, isoDate, imagePath } from './common.ts';
import { analyticsSchema } from './analytics.ts';

/** `site check --external` (README, "Checking external links"): what it leaves alone, and how long an answer stands. */
export const externalLinksSchema = z
  .strictObject({
    ignore: z
      .array(text)
      .default([])
      .describe('URLs not to request: each entry is the start of a URL, with * for any characters, e.g. "https://www.linkedin.com/*".'),
    recheckAfterHours: z.number().positive().default(24).describe('How long an answer is kept in .site-cache/ before the URL is asked again.'),
    timeLimitSeconds: z
      .number()
      .positive()
      .default(300)
      .describe('The longest a check asks for, in seconds: links not asked by then are reported as not checked (external/unchecked).'),
  })
  .prefault({})
  .describe('Optional: how `site check --external` treats links to other sites.');

/** The site search (/search, docs/content-model.md#site-search): where its form goes when the page's script cannot run. A site without it has no search page and no index. */
export const searchSchema = z
  .strictObject({
    engine: z
      .strictObject({
        name: text.describe('The engine, as the search page names it: "DuckDuckGo".'),
        action: url.describe('The address its search form submits to, e.g. "https://duckduckgo.com/".'),
        queryParam: text.describe('The name of its query field, e.g. "q".'),
        siteParam: text.describe('The name of the field that limits it to one site (the origin\'s host is its value), e.g. "sites".'),
      })
      .describe('An outside engine limited to this site, which the search form submits to without JavaScript.'),
  })
  .optional()
  .describe(
    'Optional: the site search (a /search page linked from the header, and an index of every indexable page) and the engine its form falls back to. Without it the site has no search.',
  );

/** The share cards (docs/content-model.md#share-cards): a picture drawn for every indexable page. A site without them shares `shareImage` from every page. */
export const shareCardsSchema = z
  .strictObject({
    host: text.optional().describe('The address the card\'s footer shows, as a reader would type it, e.g. "www.example.com". By default the host of `origin`.'),
  })
  .optional()
  .describe(
    "Optional: a 1200 × 630 share card drawn for every indexable page (its title, place or category, price and the site's name), named in its og:image. Without it every page shares `shareImage`.",
  );

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  /** Canonical origin, no trailing slash. */
  origin: url.refine((value) => !value.endsWith('/'), 'an origin without a trailing slash'),
  description: text,
  shareImage: imagePath,
  contact: z.strictObject({
    email: z.email(),
    phone: text,
    address: z.array(text).min(1),
  }),
  parentBrand: z.strictObject({ name: text, url }),
  billing: z.strictObject({
    login: url,
    store: url,
    /** Store category ids, as the billing portal names them. */
    categories: z.strictObject({
      cpanel: text,
      enhance: text,
      resellerCpanel: text,
      vps: text,
    }),
  }),
  /** Vendor pages linked from the site (opened in a new tab). */
  vendors: z.strictObject({ whmcsPricing: url }),
  analytics: analyticsSchema,
  /** The marketing claims repeated across pages, written once (docs/content-model.md#figures-are-written-once). */
  claims: z.strictObject({
    uptimeSla: text,
    portSpeed: text,
    backbone: text,
    ddosMitigation: text,
    phpVersions: text,
    apps: text,
    paymentGateways: text,
    ticketResponse: text,
    moneyBack: text,
    hardware: text,
  }),
  navigation: z.strictObject({
    main: z.array(link).min(1),
    hosting: z.array(link).min(1),
  }),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ heading: text, links: z.array(link).min(1) })).min(1),
  }),
  search: searchSchema,
  shareCards: shareCardsSchema,
  externalLinks: externalLinksSchema,
  redesigned: isoDate
    .optional()
    .describe(
      'Optional: the day a redesign went live, YYYY-MM-DD. No page of the sitemap is dated earlier (a change to the header, footer or styles alone dates no page).',
    ),
});

export type Site = z.infer<typeof siteSchema>;
