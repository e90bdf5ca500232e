import type { Location, Model, Service } from './model.ts';

/** Records marked `draft: true`: previewed by `site serve --watch`, never published by `site build`. */
export function draftRecords(model: Model): (Service | Location)[] {
  return [...model.services, ...model.locations].filter((record) => record.draft);
}

/**
 * The model `site build` publishes: every draft taken out, and its slug taken out of the
 * `nearby` and `relatedServices` lists of the records that stay. Lists, hubs, the sitemap,
 * nearby places and related links all read the model, so none of them can name a draft;
 * a link written in content to a draft's page is reported by checkContentLinks.
 */
export function withoutDrafts(model: Model): Model {
  const drafts = draftRecords(model);
  if (drafts.length === 0) return model;
  const draftSlugs = (records: readonly (Service | Location)[]) => new Set(records.filter((record) => record.draft).map((record) => record.slug));
  const draftPlaces = draftSlugs(model.locations);
  const draftServices = draftSlugs(model.services);
  const locations = model.locations
    .filter((location) => !location.draft)
    .map((location) =>
      location.nearby.some((slug) => draftPlaces.has(slug)) ? { ...location, nearby: location.nearby.filter((slug) => !draftPlaces.has(slug)) } : location,
    );
  const services = model.services
    .filter((service) => !service.draft)
    .map((service) =>
      service.relatedServices.some((slug) => draftServices.has(slug))
        ? { ...service, relatedServices: service.relatedServices.filter((slug) => !draftServices.has(slug)) }
        : service,
    );
  const kentSlugs = new Set(model.kentTowns.map((town) => town.slug));
  return { ...model, locations, services, kentTowns: locations.filter((location) => kentSlugs.has(location.slug)) as Model['kentTowns'] };
}
