import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { locationsWidget } from '../locationLists.ts';
import { publishedService } from '../records.ts';
import { relatedOfKind } from '../relatedServices.ts';
import { articleDates } from '../../../content/articleDates.ts';
import { knowledgeSet } from '../serviceLists.ts';

/** Knowledge (docs/content-model.md#templates): the article, "What You'll Learn" chosen by its type, related articles, city links. */
export function knowledgePage(model: Model, route: RouteOf<'knowledge'>) {
  const service = publishedService(model, route.slug);
  const copy = fillCopy(model.pages.knowledge, { service: service.name });
  const { sections } = copy;
  const learn = sections[knowledgeSet(service)];
  return {
    service,
    copy,
    learn: { ...learn, heading: sections.learn.heading, intro: sections.learn.intro ?? learn.intro },
    related: relatedOfKind(model, service, 'knowledge'),
    cities: locationsWidget(model, { majorCitiesOnly: true, limit: model.figures.limits.knowledgeLocationLinks }),
    dates: articleDates(service),
  };
}
