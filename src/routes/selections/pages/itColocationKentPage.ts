import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /it-colocation-services-kent: its copy, the first six industries with their compliance, every Kent town. */
export function itColocationKentPage(model: Model) {
  return { copy: fillCopy(model.pages['it-colocation-services-kent'], {}), industries: model.industries.slice(0, 6), towns: model.kentTowns };
}
