import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/**
 * /cpanel-specification: the shared and reseller tables, and every plan of both for the
 * Product structured data, reseller plans named "Reseller {name}" so no two share a name.
 */
export function cpanelSpecificationPage(model: Model) {
  const shared = model.cpanelSharedPlans;
  const reseller = model.cpanelResellerPlans;
  return {
    copy: fillCopy(model.pages['cpanel-specification'], {}),
    shared,
    reseller,
    productPlans: [...shared, ...reseller.map((plan) => ({ ...plan, name: `Reseller ${plan.name}` }))],
  };
}
