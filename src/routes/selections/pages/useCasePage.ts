import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { publishedService } from '../records.ts';
import { relatedOfKind } from '../relatedServices.ts';
import { useCaseKeyword } from '../serviceLists.ts';

/**
 * Use case (docs/content-model.md#templates): challenges, solutions, benefits and a story from the copy set its name's
 * keyword chooses, under the headings every use-case page shares; complementary services.
 */
export function useCasePage(model: Model, route: RouteOf<'useCase'>) {
  const service = publishedService(model, route.slug);
  const copy = fillCopy(model.pages['use-case'], { service: service.name });
  const { sections } = copy;
  const key = useCaseKeyword(service);
  const pick = (part: 'Challenges' | 'Solutions' | 'Benefits' | 'Story') => sections[`${key}${part}`];
  const withHeading = (base: typeof sections.challenges, set: typeof sections.challenges) => ({
    ...set,
    heading: base.heading,
    intro: base.intro ?? set.intro,
  });
  return {
    service,
    copy,
    challenges: withHeading(sections.challenges, pick('Challenges')),
    solutions: withHeading(sections.solutions, pick('Solutions')),
    benefits: withHeading(sections.benefits, pick('Benefits')),
    story: pick('Story').items[0],
    complementary: relatedOfKind(model, service, 'useCase'),
  };
}
