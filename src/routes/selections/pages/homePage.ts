import type { Model } from '../../../content/model.ts';
import { summariseEnhancePlans } from '../../../content/summaries.ts';

/** Home: its copy and FAQ, both plan summaries (the Agency plans folded into one line), the Kent towns. */
export function homePage(model: Model) {
  return {
    copy: model.pages.home,
    faq: model.faqs['home']!,
    enhance: summariseEnhancePlans(model.enhancePlans, model.ui.plans.agencyLine),
    cpanel: model.cpanelSharedPlans.map((plan) => ({
      name: plan.name,
      price: plan.price,
      websites: plan.websites,
      storage: plan.storage,
      popular: plan.popular,
    })),
    kentTowns: model.kentTowns,
  };
}
