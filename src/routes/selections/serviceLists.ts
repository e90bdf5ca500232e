import type { Model, PublishedService, Service } from '../../content/model.ts';
import { isLocalService, serviceTemplate } from '../serviceRoutes.ts';
import { isCompleteService } from '../../content/findIncomplete.ts';
import type { ServiceTemplate, TemplateName } from '../route.ts';
import { servicesBySlug } from './relatedServices.ts';
import { trackedOrigin } from '../../content/trackModelReads.ts';

const localLists = new WeakMap<Model, readonly PublishedService[]>();

/**
 * The local services, in model order, found once per model: location pages ask for them
 * thousands of times, and scanning every service for each page cost seconds at scale. For a
 * tracked view the scan runs on the real model and the services handed out are tracked, so
 * a page depends on the local services it looks at. Which services are local depends only on
 * fields that also decide the routes (page type, slug, completeness), and any route change
 * re-renders every page, so the pages need not depend on the scan itself.
 */
export function localServices(model: Model): readonly PublishedService[] {
  const tracked = trackedOrigin(model);
  const real = tracked?.real ?? model;
  let list = localLists.get(real);
  if (!list) localLists.set(real, (list = real.services.filter(isLocalService)));
  return tracked ? list.map(tracked.wrap) : list;
}

/** Other local services in the categories figures.yaml names, for the same location (docs/content-model.md#lists-on-generated-pages). */
export function moreServicesInCounty(model: Model, current: Service, limit = model.figures.limits.moreServices): PublishedService[] {
  const categories = new Set<string>(model.figures.moreServicesCategories);
  return localServices(model)
    .filter((s) => s !== current && categories.has(s.category))
    .slice(0, limit);
}

/** The popular services sidebar: the services figures.yaml names, in that order, up to its limit. */
export function popularServices(model: Model, limit = model.figures.limits.popularServices): PublishedService[] {
  return servicesBySlug(model, model.figures.services.popular).slice(0, limit);
}

/** The local service behind a national page (web-hosting-uk → web-hosting), if there is one. */
export function localServiceFor(model: Model, service: Service): PublishedService | undefined {
  if (isLocalService(service)) return service;
  const slug = service.slug.replace(/-uk$/, '');
  return localServices(model).find((s) => s.slug === slug);
}

/** The national page of a local service (web-hosting → web-hosting-uk), if there is one. */
export function nationalServiceFor(model: Model, service: Service): PublishedService | undefined {
  return servicesBySlug(model, [`${service.slug}-uk`])[0];
}

/** Use-case copy set chosen by keyword in the name (docs/content-model.md#templates, useCase). */
export function useCaseKeyword(service: Service): 'smallBusiness' | 'agency' | 'ecommerce' | 'other' {
  const name = `${service.name ?? ''} ${service.slug}`.toLowerCase();
  if (name.includes('small business')) return 'smallBusiness';
  if (name.includes('agenc')) return 'agency';
  if (name.includes('ecommerce') || name.includes('e-commerce')) return 'ecommerce';
  return 'other';
}

/** Knowledge "What You'll Learn" set by knowledge type: basics, local-seo, other (docs/content-model.md#templates). */
export function knowledgeSet(service: Service): 'basics' | 'localSeo' | 'other' {
  if (service.knowledgeType === 'basics') return 'basics';
  if (service.knowledgeType === 'local-seo') return 'localSeo';
  return 'other';
}

/** Complete services shown with one of these templates, by name: the hubs that link to them. */
export function servicesWithTemplate(model: Model, templates: readonly ServiceTemplate[]): PublishedService[] {
  const wanted = new Set<TemplateName>(templates);
  return model.services
    .filter((s): s is PublishedService => isCompleteService(s) && wanted.has(serviceTemplate(s)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
