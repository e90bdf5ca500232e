import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../render/pageCopy.ts';
import { servicesBySlug } from '../relatedServices.ts';

/** SPEC.md: the related cards of /whmcs-licenses. */
const RELATED = ['reseller-programs', 'cpanel-hosting-uk', 'vps-hosting-uk', 'business-web-hosting-uk'] as const;

/** /whmcs-licenses: its copy, the licences and the related services. */
export function whmcsLicensesPage(model: Model) {
  return { copy: fillCopy(model.pages['whmcs-licenses'], {}), plans: model.whmcsPlans, related: servicesBySlug(model, RELATED) };
}
