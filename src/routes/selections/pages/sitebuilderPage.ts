import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /sitebuilder: its copy and its FAQ (`faqs/sitebuilder`, when there is one). */
export function sitebuilderPage(model: Model) {
  return { copy: fillCopy(model.pages.sitebuilder, {}), faq: model.faqs['sitebuilder'] };
}
