import type { Model } from '../../../content/model.ts';
import { servicesWithTemplate } from '../serviceLists.ts';

/** /hosting: both platforms' plans, and the use-case, comparison and guide pages it links to, by name. */
export function hostingPage(model: Model) {
  return {
    copy: model.pages.hosting,
    enhance: model.enhancePlans,
    cpanel: model.cpanelSharedPlans,
    useCases: servicesWithTemplate(model, ['useCase']),
    comparisons: servicesWithTemplate(model, ['comparison']),
    guides: servicesWithTemplate(model, ['knowledge', 'tutorial']),
  };
}
