import { z } from 'zod';
import { text, slug, sitePath } from './common.ts';
import { pricingReference } from './pricing.ts';

export const serviceCategories = ['hosting', 'vps', 'wordpress', 'dedicated', 'colocation', 'control-panels', 'reseller', 'business', 'comparison', 'knowledge'] as const;
export const pageTypes = ['service', 'comparison', 'knowledge', 'business-use-case'] as const;
export const knowledgeTypes = ['basics', 'tutorials', 'security', 'performance', 'local-seo'] as const;

const benefit = z.union([text, z.strictObject({ title: text, description: text })]);

const tutorialSchema = z.strictObject({
  heroDescription: text,
  badges: z.array(text).default([]),
  buttonText: text,
  buttonLink: sitePath,
  prerequisites: z.array(text).min(1),
  steps: z
    .array(z.strictObject({ title: text, description: text, content: z.array(text).default([]), tips: z.array(text).default([]) }))
    .min(1),
  troubleshooting: z.array(z.strictObject({ issue: text, solution: text })).default([]),
});

/**
 * A service, comparison, knowledge article, tutorial or business use-case, shown at /{slug}.
 * Slugs ending -uk are national pages; others are local services with location pages too.
 * Name, description and at least one feature are needed to publish (PRODUCT.md §4.7), so
 * they are optional here and checked as "incomplete" instead of failing the build.
 */
export const serviceSchema = z
  .strictObject({
    /** A draft is built by `site serve --watch` only, never by `site build` (content/README.md, "Drafts"). */
    draft: z.boolean().default(false),
    name: text.optional(),
    category: z.enum(serviceCategories),
    pageType: z.enum(pageTypes).default('service'),
    description: text.optional(),
    keywords: z.array(text).default([]),
    relatedServices: z.array(slug).default([]),
    targetIndustries: z.array(text).default([]),
    features: z.array(text).default([]),
    benefits: z.array(benefit).default([]),
    /** The plan set whose prices the page shows (content/README.md, "Prices"). */
    pricing: pricingReference.optional(),
    comparisonTarget: text.optional(),
    knowledgeType: z.enum(knowledgeTypes).optional(),
    tutorial: tutorialSchema.optional(),
  })
  .superRefine((service, context) => {
    if (service.pageType === 'comparison' && !service.comparisonTarget) {
      context.addIssue({ code: 'custom', path: ['comparisonTarget'], message: 'is required on a comparison page (the competitor compared against)' });
    }
    if (service.pageType === 'knowledge' && !service.knowledgeType) {
      context.addIssue({ code: 'custom', path: ['knowledgeType'], message: `is required on a knowledge page: one of ${knowledgeTypes.join(', ')}` });
    }
  });
