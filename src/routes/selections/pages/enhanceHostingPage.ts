import type { EnhancePlan, Model } from '../../../content/model.ts';

/** /enhance-hosting: its copy and the plans, each with what it holds as a count and a kind. */
export function enhanceHostingPage(model: Model) {
  return { copy: model.pages['enhance-hosting'], plans: model.enhancePlans.map((plan) => ({ ...plan, capacity: planCapacity(plan) })) };
}

/**
 * "10 websites" → 10 websites, "100 accounts" → 100 accounts: the schema holds `websites` to
 * this form, so a card can show the count under the right label.
 */
export function planCapacity(plan: Pick<EnhancePlan, 'websites'>): { count: string; kind: 'websites' | 'accounts' } {
  const [count, unit] = plan.websites.split(' ');
  return { count: count!, kind: unit!.startsWith('account') ? 'accounts' : 'websites' };
}
