import type { Model } from './model.ts';

/** A plan as far as prices go: what a pricing reference can name. */
export interface PricedPlan {
  readonly name: string;
  /** As written: "£4.99", "£65". */
  readonly price: string;
  readonly popular: boolean;
}

/** The plan files of plans/, by the name a pricing reference gives them (the file name). */
const planFiles = {
  enhance: 'enhancePlans',
  'cpanel-shared': 'cpanelSharedPlans',
  'cpanel-reseller': 'cpanelResellerPlans',
  vps: 'vpsPlans',
  whmcs: 'whmcsPlans',
} as const satisfies Record<string, keyof Model>;

/** Colocation prices are shown as text ("From £130/month", "Contact us for pricing"). */
const poundsIn = /£\d+(?:\.\d{2})?/;

/**
 * The plans a pricing reference names: a plan file, `colocation` (the options of
 * catalogue/colocation.yaml that have a price), or a tier set of plans/tiers/. Reads only the
 * collection named, so a page that shows these prices depends on that file alone.
 */
export function planSet(model: Model, name: string): readonly PricedPlan[] | undefined {
  if (Object.hasOwn(planFiles, name)) return model[planFiles[name as keyof typeof planFiles]];
  if (name === 'colocation') {
    return model.colocationOptions.flatMap((option) => {
      const price = poundsIn.exec(option.price)?.[0];
      return price ? [{ name: option.title, price, popular: option.popular }] : [];
    });
  }
  return Object.hasOwn(model.priceTiers, name) ? model.priceTiers[name]!.plans : undefined;
}

/** Every name `planSet` answers to, for messages and suggestions. */
export function planSetNames(model: Model): string[] {
  return [...Object.keys(planFiles), 'colocation', ...Object.keys(model.priceTiers)];
}

/** "£4.99" → 4.99, for ordering plans by price. */
export function poundsOf(price: string): number {
  return Number(price.replace(/[^\d.]/g, ''));
}
