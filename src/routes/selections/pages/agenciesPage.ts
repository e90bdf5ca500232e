import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /agencies: its copy, the solutions each with a Get Quote button. */
export function agenciesPage(model: Model) {
  return { copy: fillCopy(model.pages.agencies, {}) };
}
