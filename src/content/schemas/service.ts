import { z } from 'zod';
import { text, slug, sitePath, isoDate, imagePath } from './common.ts';
import { pricingReference } from './pricing.ts';

export const serviceCategories = [
  'hosting',
  'vps',
  'wordpress',
  'dedicated',
  'colocation',
  'control-panels',
  'reseller',
  'business',
  'comparison',
  'knowledge',
] as const;
export const pageTypes = ['service', 'comparison', 'knowledge', 'business-use-case'] as const;
export const knowledgeTypes = ['basics', 'tutorials', 'security', 'performance', 'local-seo'] as const;

/**
 * The picture a page's hero shows. `alt` is required as a body image's description is: what a
 * blind visitor hears; `decorative` marks one that only decorates (screen readers skip it).
 */
const heroImage = z.strictObject({
  src: imagePath.describe('The image: a file of public/, e.g. /images/guides/dns.png.'),
  alt: z
    .string()
    .trim()
    .min(1, 'is required: say what the image shows and why it is there, or write `decorative` for an image that only decorates')
    .describe('What the image shows, for visitors who cannot see it; `decorative` for an image that only decorates.'),
});

const benefit = z.union([text, z.strictObject({ title: text, description: text })]);

const tutorialSchema = z.strictObject({
  heroDescription: text.describe('The hero text of the tutorial: what the reader will have done by the end.'),
  badges: z.array(text).default([]).describe('Short tags under the hero, e.g. [Beginner, 15 minutes, cPanel].'),
  buttonText: text.describe('The label of the hero button.'),
  buttonLink: sitePath.describe('Where the hero button leads: a site path such as /hosting.'),
  prerequisites: z.array(text).min(1).describe('What the reader needs before starting; at least one.'),
  steps: z
    .array(
      z.strictObject({
        title: text.describe('The step, as an instruction: "Log in to cPanel".'),
        description: text.describe('One sentence on what the step does.'),
        content: z.array(text).default([]).describe('Paragraphs of detail, in order.'),
        tips: z.array(text).default([]).describe('Optional tips shown beside the step.'),
      }),
    )
    .min(1)
    .describe('The numbered steps, in order; at least one. Each becomes #step-1, #step-2… on the page.'),
  troubleshooting: z
    .array(z.strictObject({ issue: text.describe('What goes wrong.'), solution: text.describe('How to fix it.') }))
    .default([])
    .describe('Optional: problems readers meet, and their fixes.'),
});

/**
 * A service, comparison, knowledge article, tutorial or business use-case, shown at /{slug}.
 * Slugs ending -uk are national pages; others are local services with location pages too.
 * Name, description and at least one feature are needed to publish (docs/content-model.md#incomplete-records), so they are optional here
 * and checked as "incomplete" instead of failing the build. Each description is the comment
 * `site new` writes beside the field and the hover text of the writer's editor.
 */
export const serviceSchema = z
  .strictObject({
    draft: z.boolean().default(false).describe('true: previewed by `site serve --watch` only, never published by `site build`; delete the line to publish.'),
    name: text.optional().describe("The page's name: its H1 and title. Needed to publish."),
    category: z.enum(serviceCategories).describe(`The section of the site it belongs to: ${serviceCategories.join(', ')}.`),
    pageType: z
      .enum(pageTypes)
      .default('service')
      .describe(
        'Picks the template: service (a product page; with a slug not ending -uk it also gets a page per county and town), comparison, knowledge or business-use-case.',
      ),
    description: text.optional().describe('One or two sentences: the meta description and the hero text. Needed to publish.'),
    keywords: z.array(text).default([]).describe('Search phrases the page answers.'),
    relatedServices: z.array(slug).default([]).describe('Slugs of other services, guides or comparisons, shown as related links.'),
    targetIndustries: z.array(text).default([]).describe('Who the page is for, e.g. [Small businesses, Retail].'),
    features: z.array(text).default([]).describe('Short points the page lists; at least one to publish.'),
    benefits: z.array(benefit).default([]).describe('Reasons to choose it: plain text, or {title, description}.'),
    pricing: pricingReference.optional().describe('The plan set whose prices the page shows, e.g. { plans: enhance } (content/README.md, "Prices").'),
    comparisonTarget: text.optional().describe('Comparisons only, and required there: what we are compared against.'),
    knowledgeType: z
      .enum(knowledgeTypes)
      .optional()
      .describe(`Knowledge pages only, and required there: ${knowledgeTypes.join(', ')}. tutorials gets the tutorial template with its steps.`),
    published: isoDate
      .optional()
      .describe('Guides, tutorials and comparisons only, and required there: the day it was first published, YYYY-MM-DD (UK date). `site new` writes today.'),
    updated: isoDate.optional().describe('Optional: the day its content last changed in a way a reader would care about, YYYY-MM-DD; not before `published`.'),
    shareImage: imagePath
      .optional()
      .describe(
        "Optional: the picture shown when the page is shared (a file of public/, at least 1200 × 630 pixels), e.g. /images/guides/dns.jpg; cropped to 1200 × 630. Without it the page shares the site's image.",
      ),
    heroImage: heroImage
      .optional()
      .describe(
        'Optional: a photo or screenshot shown in the opening band of the page (the hero), fetched first: { src: /images/guides/dns.png, alt: "What it shows" }.',
      ),
    tutorial: tutorialSchema
      .optional()
      .describe('Tutorials only (pageType: knowledge, knowledgeType: tutorials): the hero, prerequisites, steps and troubleshooting.'),
  })
  .superRefine((service, context) => {
    checkArticleDates(service, context);
    if (service.pageType === 'comparison' && !service.comparisonTarget) {
      context.addIssue({ code: 'custom', path: ['comparisonTarget'], message: 'is required on a comparison page (the competitor compared against)' });
    }
    if (service.pageType === 'knowledge' && !service.knowledgeType) {
      context.addIssue({ code: 'custom', path: ['knowledgeType'], message: `is required on a knowledge page: one of ${knowledgeTypes.join(', ')}` });
    }
    // A block the chosen template never shows would vanish silently: say which fields pick the tutorial template.
    if (service.tutorial && !(service.pageType === 'knowledge' && service.knowledgeType === 'tutorials')) {
      context.addIssue({
        code: 'custom',
        path: ['tutorial'],
        message: 'is shown only on tutorials: set `pageType: knowledge` and `knowledgeType: tutorials`, or remove the block',
      });
    }
  });

/** The page types that carry their own dates: written articles (Article or HowTo structured data, and the feed for knowledge pages). */
export const datedPageTypes: readonly (typeof pageTypes)[number][] = ['knowledge', 'comparison'];

/** Every dated page has its own `published`; an `updated` is never before it; dates on other pages would show nowhere. */
function checkArticleDates(
  service: { pageType: (typeof pageTypes)[number]; published?: string | undefined; updated?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (!datedPageTypes.includes(service.pageType)) {
    for (const field of ['published', 'updated'] as const) {
      if (service[field] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `is shown only on guides, tutorials and comparisons (pageType ${datedPageTypes.join(' or ')}): remove it`,
        });
    }
    return;
  }
  if (!service.published) {
    context.addIssue({
      code: 'custom',
      path: ['published'],
      message: `is required on a ${service.pageType} page: the day it was first published, e.g. published: "2024-12-07"`,
    });
  } else if (service.updated && service.updated < service.published) {
    context.addIssue({
      code: 'custom',
      path: ['updated'],
      message: `is ${service.updated}, before published (${service.published}): an update cannot come before the first publication`,
    });
  }
}
