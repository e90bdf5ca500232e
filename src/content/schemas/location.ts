import { z } from 'zod';
import { text, slug, faqItem } from './common.ts';

export const testimonialSchema = z.strictObject({ quote: text, author: text, company: text });

/**
 * A UK town or city: the one record of a place. Every local service gets a page per place
 * (/{service}/{county}/{slug}); a place in Kent also gets its town page (/kent/{slug}) from
 * the same record. See content/README.md, "Adding a place".
 */
export const locationSchema = z.strictObject({
  /** A draft is built by `site serve --watch` only, never by `site build` (content/README.md, "Drafts"). */
  draft: z.boolean().default(false),
  /** Optional here: a location without a name or industries is reported as incomplete, not fatal. */
  name: text.optional(),
  /** County as displayed ("Greater London"); its slug ("greater-london") is derived. */
  county: text,
  /** Kent places only: also published at /business-web-hosting-{slug}. */
  businessHosting: z.boolean().default(false),
  /** The town page's hero line (/kent/{slug}, /business-web-hosting-{slug}). */
  summary: text,
  industries: z.array(text).default([]),
  nearby: z.array(slug).default([]),
  facts: z.array(text).default([]),
  population: text,
  majorBusinesses: z.array(text).min(1),
  connectivity: z.strictObject({
    motorways: z.array(text).default([]),
    railways: z.array(text).default([]),
    airports: z.array(text).default([]),
  }),
  /** Custom location content: all optional. */
  heroSubtitle: text.optional(),
  additionalBenefits: z.array(text).default([]),
  localBusinessInfo: text.optional(),
  testimonial: testimonialSchema.optional(),
  /** Questions and answers on the town page (/kent/{slug}). */
  faq: z.array(faqItem).default([]),
});
