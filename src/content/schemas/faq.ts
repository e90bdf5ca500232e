import { z } from 'zod';
import { text, faqItem } from './common.ts';

export const faqSetSchema = z.strictObject({
  title: text,
  items: z.array(faqItem).min(1),
});
