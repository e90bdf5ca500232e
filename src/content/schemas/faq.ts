import { z } from 'zod';
import { text, faqItem } from './common.ts';

export const faqSetSchema = z.strictObject({
  title: text.describe('The heading above the questions.'),
  items: z.array(faqItem).min(1).describe('The questions and answers, in display order; at least one.'),
});
