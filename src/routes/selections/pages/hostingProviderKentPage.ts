import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /hosting-provider-kent: its copy, every industry with the businesses it names, every Kent town. */
export function hostingProviderKentPage(model: Model) {
  return { copy: fillCopy(model.pages['hosting-provider-kent'], {}), industries: model.industries, towns: model.kentTowns };
}
