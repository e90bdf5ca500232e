import { isCompleteService } from '../../content/findIncomplete.ts';
import type { Model, PublishedService, Service } from '../../content/model.ts';
import { indexModel } from '../../content/modelIndex.ts';
import { isNationalSlug } from '../serviceRoutes.ts';

/** The complete services named by `slugs`, in that order, without `exclude` and duplicates. */
export function servicesBySlug(model: Model, slugs: readonly string[], exclude?: Service): PublishedService[] {
  const index = indexModel(model);
  const seen = new Set<string>();
  const found: PublishedService[] = [];
  for (const slug of slugs) {
    const service = index.service(slug);
    if (!service || service === exclude || seen.has(slug) || !isCompleteService(service)) continue;
    seen.add(slug);
    found.push(service);
  }
  return found;
}

/** Related Services on a /{slug} page: the service's relatedServices, up to the shown limit (6). */
export function relatedServices(model: Model, service: Service): PublishedService[] {
  return servicesBySlug(model, service.relatedServices, service).slice(0, model.figures.limits.relatedServicesShown);
}

/**
 * Related services on a location page (docs/content-model.md#lists-on-generated-pages): from the service's relatedServices,
 * national (-uk) slugs left out because location links need a local service; at most 3 are
 * passed to the list, which shows up to 6.
 */
export function locationRelatedServices(model: Model, service: Service): PublishedService[] {
  const local = service.relatedServices.filter((slug) => !isNationalSlug(slug));
  const passed = servicesBySlug(model, local, service).slice(0, model.figures.limits.relatedServicesPassed);
  return passed.slice(0, model.figures.limits.relatedServicesShown);
}

/** Related comparisons (6), articles (3) and tutorials (3): same page type first, then the rest. */
export function relatedOfKind(model: Model, service: Service, template: 'comparison' | 'knowledge' | 'tutorial' | 'useCase'): PublishedService[] {
  const limits = model.figures.limits;
  const limit = {
    comparison: limits.relatedComparisons,
    knowledge: limits.relatedArticles,
    tutorial: limits.relatedTutorials,
    useCase: limits.complementaryServices,
  }[template];
  return servicesBySlug(model, service.relatedServices, service).slice(0, limit);
}
