import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/**
 * /reseller-programs: its copy, its FAQ (`faqs/reseller`, when there is one), and the
 * platforms: the first recommended, any whose text says "coming soon" badged so.
 */
export function resellerProgramsPage(model: Model) {
  const copy = fillCopy(model.pages['reseller-programs'], {});
  return {
    copy,
    faq: model.faqs['reseller'],
    platforms: copy.sections.platforms.items.map((platform, i) => ({ ...platform, recommended: i === 0, comingSoon: /coming soon/i.test(platform.text) })),
  };
}
