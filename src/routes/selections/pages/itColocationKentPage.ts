import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /it-colocation-services-kent: its copy, the first industries with their compliance (six), every Kent town. */
export function itColocationKentPage(model: Model) {
  return {
    copy: fillCopy(model.pages['it-colocation-services-kent'], {}),
    industries: model.industries.slice(0, model.figures.limits.colocationIndustries),
    towns: model.kentTowns,
  };
}
