import { z } from 'zod';
import { text, slug, faqItem } from './common.ts';

export const testimonialSchema = z.strictObject({
  quote: text.describe('What the customer said, without quotation marks.'),
  author: text.describe('Who said it, e.g. "Sam P."'),
  company: text.describe('Their business and town.'),
});

/**
 * A UK town or city: the one record of a place. Every local service gets a page per place
 * (/{service}/{county}/{slug}); a place in Kent also gets its town page (/kent/{slug}) from
 * the same record. See content/README.md, "Adding a place". Each description is the comment
 * `site new` writes beside the field and the hover text of the writer's editor.
 */
export const locationSchema = z.strictObject({
  draft: z.boolean().default(false).describe('true: previewed by `site serve --watch` only, never published by `site build`; delete the line to publish.'),
  /** Optional here: a location without a name or industries is reported as incomplete, not fatal. */
  name: text.optional().describe('The place as shown on its pages. Without a name or an industry the place is not published.'),
  county: text.describe('The county as shown ("Greater London"); its URL segment is derived ("greater-london"). Kent places also get /kent/{slug}.'),
  businessHosting: z.boolean().default(false).describe('Kent only: true also builds /business-web-hosting-{slug}, the business hosting page of the town.'),
  summary: text.describe('One or two sentences: the hero line of the town page.'),
  industries: z.array(text).default([]).describe('The local industries, at least one to publish.'),
  nearby: z.array(slug).default([]).describe('Slugs of other places, shown as links; name each other both ways.'),
  facts: z.array(text).default([]).describe("Short facts, shown as a list on the place's pages."),
  population: text.describe('As written on the page, e.g. "Around 14,500 (town, 2021 Census)".'),
  majorBusinesses: z.array(text).min(1).describe('Employers of the place, at least one; the first three are shown.'),
  connectivity: z
    .strictObject({
      motorways: z.array(text).default([]).describe('e.g. [M20]; may be empty.'),
      railways: z.array(text).default([]).describe('Stations; may be empty.'),
      airports: z.array(text).default([]).describe('Nearest airports; may be empty.'),
    })
    .describe('Roads, railways and airports, shown on the town page.'),
  heroSubtitle: text.optional().describe('Optional: the hero line of the service pages at this place.'),
  additionalBenefits: z.array(text).default([]).describe('Optional: extra reasons to host with us, for this place.'),
  localBusinessInfo: text.optional().describe('Optional: a paragraph on the local economy.'),
  testimonial: testimonialSchema.optional().describe('Optional: a customer quote (quote, author, company).'),
  faq: z.array(faqItem).default([]).describe('Optional: questions and answers on the town page (/kent/{slug}).'),
});
