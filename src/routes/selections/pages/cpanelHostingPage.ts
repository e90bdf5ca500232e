import type { Model } from '../../../content/model.ts';

/** /cpanel-hosting: its copy, the shared plans and the reseller plans, in display order. */
export function cpanelHostingPage(model: Model) {
  return { copy: model.pages['cpanel-hosting'], shared: model.cpanelSharedPlans, reseller: model.cpanelResellerPlans };
}
