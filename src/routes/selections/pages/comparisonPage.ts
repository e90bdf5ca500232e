import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { pricesFor } from '../../../content/pricesFor.ts';
import type { RouteOf } from '../../route.ts';
import { publishedService } from '../records.ts';
import { relatedOfKind } from '../relatedServices.ts';

/** Comparison (docs/content-model.md#templates): the comparison, the figures of both sides, and related comparisons. */
export function comparisonPage(model: Model, route: RouteOf<'comparison'>) {
  const service = publishedService(model, route.slug);
  const { provider, competitor } = model.figures.comparison;
  return {
    service,
    copy: fillCopy(model.pages.comparison, { service: service.name }),
    ours: { from: pricesFor(model, provider.pricing, ['from']).from, rating: provider.rating, uptime: model.site.claims.uptimeSla },
    theirs: competitor,
    related: relatedOfKind(model, service, 'comparison'),
  };
}
