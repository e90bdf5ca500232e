import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { publishedService } from '../records.ts';
import { articleDates } from '../../../content/articleDates.ts';
import { relatedOfKind } from '../relatedServices.ts';

/**
 * Tutorial (docs/content-model.md#templates): the tutorial and its steps (the features, when it
 * has no tutorial block), related tutorials, and the time and cost its HowTo data states.
 */
export function tutorialPage(model: Model, route: RouteOf<'tutorial'>) {
  const service = publishedService(model, route.slug);
  const tutorial = service.tutorial;
  return {
    service,
    tutorial,
    copy: fillCopy(model.pages.tutorial, { service: service.name }),
    steps: tutorial?.steps ?? service.features.map((feature) => ({ title: feature, description: feature, content: [], tips: [] })),
    related: relatedOfKind(model, service, 'tutorial'),
    howTo: model.figures.tutorial,
    dates: articleDates(service),
  };
}
