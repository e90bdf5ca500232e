import { z } from 'zod';

/** Figures are text so that they print exactly as written ("£4.99", "1.5 GB"). */
export const text = z.string().trim().min(1, 'must not be empty');
// From a string, where the compiled code escapes the "£" (a regular expression keeps it as written:
// src/compiledCode.mjs), so the editors' JSON Schemas show the pattern with "£" in it.
export const price = z.string().regex(new RegExp('^£\\d+(\\.\\d{2})?$'), 'a price in pounds, written like "£4.99"');
/** A slug is a file name and a path segment of every address made from it: long ones fail on disk (255 bytes) and read badly. */
export const MAX_SLUG_LENGTH = 100;
export const slug = z
  .string()
  .max(MAX_SLUG_LENGTH, `a slug of at most ${MAX_SLUG_LENGTH} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug: lowercase letters, digits and single hyphens');
export const url = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL' });
/** A path on this site: starts with a slash, no trailing slash (except "/"). */
export const sitePath = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/, 'a site path such as /about');

/** An image in public/, by its site path: a raster format the image stage converts. */
export const imagePath = z.string().regex(/^\/[\w./-]+\.(png|jpg|jpeg|webp)$/, 'a path under public/, e.g. /images/share.png');

/** A calendar date written YYYY-MM-DD; a day the month does not have (2025-02-30) is refused. */
export const isoDate = z.iso.date({ error: 'a real calendar date written YYYY-MM-DD, e.g. "2024-12-07"' });

export const faqItem = z.strictObject({
  question: text.describe('The question, as a visitor would ask it.'),
  answer: text.describe('The answer: one to three sentences.'),
});

/** A titled card or list item: most marketing sections are a heading and a list of these. */
export const item = z.strictObject({
  title: text,
  text: text,
  /** Where the card leads, for cards with a "Learn more" link. */
  href: sitePath.optional(),
});

export const link = z.strictObject({ label: text, href: sitePath });

export const section = z.strictObject({
  heading: text,
  intro: text.optional(),
  items: z.array(item).default([]),
  /** Internal links the section lists (link grids, city lists). */
  links: z.array(link).default([]),
});
