import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /kent: the overview copy, every Kent town, and the towns with a business hosting page. */
export function kentOverviewPage(model: Model) {
  return {
    copy: fillCopy(model.pages.kent, {}),
    towns: model.kentTowns,
    businessTowns: model.kentTowns.filter((town) => town.businessHosting),
  };
}
