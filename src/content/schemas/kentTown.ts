import { z } from 'zod';
import { text, slug, faqItem } from './common.ts';

export const kentTownSchema = z.strictObject({
  name: text,
  county: text,
  summary: text,
  industries: z.array(text).min(1),
  nearby: z.array(slug).default([]),
  facts: z.array(text).min(1),
  faq: z.array(faqItem).default([]),
  /** Also published at /business-web-hosting-{slug} (SPEC.md lists ten towns). */
  businessHosting: z.boolean().default(false),
});
