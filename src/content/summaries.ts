import type { EnhancePlan } from './model.ts';

/**
 * "25 websites" and "50 websites" → "25-50 websites"; "150%" and "200%" → "150-200%".
 * Figures that do not share a unit are joined whole.
 */
export function figureRange(low: string, high: string): string {
  const a = /^([\d.]+)\s*(.*)$/.exec(low);
  const b = /^([\d.]+)\s*(.*)$/.exec(high);
  if (a && b && a[2] === b[2]) {
    const unit = a[2]!;
    const joiner = unit.startsWith('%') || unit === '' ? '' : ' ';
    return `${a[1]}-${b[1]}${joiner}${unit}`;
  }
  return `${low} to ${high}`;
}

export interface PlanSummary {
  name: string;
  price: string;
  /** True when the line covers several plans and `price` is the lowest. */
  priceFrom?: boolean;
  websites: string;
  cpu: string;
  storage: string;
  popular: boolean;
}

/**
 * The home page's Enhance summary: plans named "Agency N" fold into one "Agency" line whose
 * figures are derived from those records (docs/content-model.md#figures-are-written-once),
 * priced from the cheapest, and named `agencyLine` (content/ui.yaml).
 */
export function summariseEnhancePlans(plans: readonly EnhancePlan[], agencyLine: string): PlanSummary[] {
  const agency = plans.filter((plan) => /^Agency\b/.test(plan.name));
  const summaries: PlanSummary[] = [];
  for (const plan of plans) {
    if (agency.length > 1 && plan === agency[0]) {
      const first = agency[0];
      const last = agency[agency.length - 1]!;
      summaries.push({
        name: agencyLine,
        price: first.price,
        priceFrom: true,
        websites: figureRange(first.websites, last.websites),
        cpu: figureRange(first.cpu, last.cpu),
        storage: figureRange(first.storage, last.storage),
        popular: agency.some((p) => p.popular),
      });
    } else if (agency.length <= 1 || !agency.includes(plan)) {
      summaries.push({ name: plan.name, price: plan.price, websites: plan.websites, cpu: plan.cpu, storage: plan.storage, popular: plan.popular });
    }
  }
  return summaries;
}

/** "£2.99" → "2.99", the form schema.org prices take. */
export function priceValue(price: string): string {
  return price.replace(/^\u00A3/, '');
}
