import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { servicesBySlug } from '../relatedServices.ts';

/** The related cards of /whmcs-licenses (docs/content-model.md#templates). */
const RELATED = ['reseller-programs', 'cpanel-hosting-uk', 'vps-hosting-uk', 'business-web-hosting-uk'] as const;

/** /whmcs-licenses: its copy, the licences and the related services. */
export function whmcsLicensesPage(model: Model) {
  return { copy: fillCopy(model.pages['whmcs-licenses'], {}), plans: model.whmcsPlans, related: servicesBySlug(model, RELATED) };
}
