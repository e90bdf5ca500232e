import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /colocation-kent: its copy, and its two card sections in order (features, the facility). */
export function colocationKentPage(model: Model) {
  const copy = fillCopy(model.pages['colocation-kent'], {});
  return { copy, cards: [copy.sections.features, copy.sections.facility] as const };
}
