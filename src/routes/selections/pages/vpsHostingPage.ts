import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /vps-hosting: its copy and the VPS plans, in display order. */
export function vpsHostingPage(model: Model) {
  return { copy: fillCopy(model.pages['vps-hosting'], {}), plans: model.vpsPlans };
}
