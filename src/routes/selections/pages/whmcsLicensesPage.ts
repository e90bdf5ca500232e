import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { servicesBySlug } from '../relatedServices.ts';

/** /whmcs-licenses: its copy, the licences and the related services figures.yaml names. */
export function whmcsLicensesPage(model: Model) {
  return { copy: fillCopy(model.pages['whmcs-licenses'], {}), plans: model.whmcsPlans, related: servicesBySlug(model, model.figures.services.whmcsRelated) };
}
