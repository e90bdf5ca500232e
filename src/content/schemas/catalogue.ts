import { z } from 'zod';
import { text, price } from './common.ts';

export const whmcsPlanSchema = z.strictObject({
  name: text,
  price,
  clients: text,
  popular: z.boolean().default(false),
  features: z.array(text).min(1),
});

export const vpsPlanSchema = z.strictObject({
  name: text,
  price,
  description: text,
  vcores: text,
  ram: text,
  storage: text,
  bandwidth: text,
  popular: z.boolean().default(false),
});

export const addonSchema = z.strictObject({
  name: text,
  description: text,
  category: text,
  /** Price as shown, e.g. "From £9.99/month" or "Free with cPanel". */
  price: text,
  features: z.array(text).min(1),
  sellingPoints: z.array(text).default([]),
  popular: z.boolean().default(false),
});

export const colocationOptionSchema = z.strictObject({
  title: text,
  description: text,
  /** Price as shown ("£65/month", "From £130/month", "Contact us"). */
  price: text,
  specs: z.array(text).default([]),
  features: z.array(text).default([]),
  popular: z.boolean().default(false),
});

export const industrySchema = z.strictObject({
  name: text,
  description: text,
  businesses: z.array(text).default([]),
  compliance: z.array(text).default([]),
});
