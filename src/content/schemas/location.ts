import { z } from 'zod';
import { text, slug, faqItem } from './common.ts';

export const testimonialSchema = z.strictObject({ quote: text, author: text, company: text });

/** A UK town or city that location pages (/{service}/{county}/{location}) are built for. */
export const locationSchema = z.strictObject({
  /** Optional here: a location without a name or industries is reported as incomplete, not fatal. */
  name: text.optional(),
  /** County as displayed ("Greater London"); its slug ("greater-london") is derived. */
  county: text,
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
  /** Custom location content (SPEC.md §3): all optional. */
  heroSubtitle: text.optional(),
  additionalBenefits: z.array(text).default([]),
  localBusinessInfo: text.optional(),
  testimonial: testimonialSchema.optional(),
  faq: z.array(faqItem).default([]),
});
