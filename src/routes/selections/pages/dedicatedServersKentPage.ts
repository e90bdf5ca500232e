import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /dedicated-servers-kent: its copy, and its two card sections in order (features, specs). */
export function dedicatedServersKentPage(model: Model) {
  const copy = fillCopy(model.pages['dedicated-servers-kent'], {});
  return { copy, cards: [copy.sections.features, copy.sections.specs] as const };
}
