import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /hosting-addons: its copy and every add-on, in catalogue order. */
export function hostingAddonsPage(model: Model) {
  return { copy: fillCopy(model.pages['hosting-addons'], {}), addons: model.addons };
}
