import { z } from 'zod';
import { text, price } from './common.ts';

export const enhancePlanSchema = z.strictObject({
  name: text,
  price,
  description: text,
  // A count and what it counts: the plan card shows the count under "Websites" or "Accounts".
  websites: z.string().regex(/^\d+ (websites?|accounts?)$/, 'a count of websites or accounts, written like "10 websites" or "100 accounts"'),
  cpu: text,
  ram: text,
  processes: text,
  io: text,
  storage: text,
  bandwidth: text,
  backups: text,
  popular: z.boolean().default(false),
});

export const cpanelSharedPlanSchema = z.strictObject({
  name: text,
  price,
  description: text,
  websites: text,
  storage: text,
  bandwidth: text,
  backups: text,
  mailboxes: text,
  subdomains: text,
  ssl: text,
  ddos: text,
  cloudlinux: text,
  selectors: text,
  popular: z.boolean().default(false),
});

export const cpanelResellerPlanSchema = z.strictObject({
  name: text,
  price,
  diskSpace: text,
  bandwidth: text,
  accounts: text,
  emailAccounts: text,
  ssl: text,
  popular: z.boolean().default(false),
});

/** A plan file: the plans in display order. */
export const planList = <T extends z.ZodType>(plan: T) => z.strictObject({ plans: z.array(plan).min(1) });
