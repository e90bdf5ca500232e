import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { summariseEnhancePlans } from '../../../content/summaries.ts';

/** /web-hosting-kent: its copy, both plan summaries (the Agency plans folded into one line), the Kent towns. */
export function webHostingKentPage(model: Model) {
  return {
    copy: fillCopy(model.pages['web-hosting-kent'], {}),
    enhance: summariseEnhancePlans(model.enhancePlans, model.ui.plans.agencyLine),
    cpanel: model.cpanelSharedPlans,
    towns: model.kentTowns,
  };
}
