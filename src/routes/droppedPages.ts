import type { Location, Model, Service } from '../content/model.ts';
import { findIncomplete, isCompleteLocation, isCompleteService, missingLocationFields, missingServiceFields } from '../content/findIncomplete.ts';
import { isKentTown } from '../content/places.ts';
import { expandRoutes } from './expandRoutes.ts';

/** A record left out of the build for missing content, and what it took with it. */
export interface DroppedRecord {
  file: string;
  kind: 'Service' | 'Location';
  slug: string;
  missing: string[];
  /** The pages it would have, were it complete, and the built pages that would link to each. */
  pages: { url: string; linkedFrom: string[] }[];
}

/**
 * The pages each incomplete record would have if it were complete: the routes of the model with
 * that record filled in, less the routes of the model as it is. The record is completed with
 * stand-in values only to count its pages; nothing made here is published.
 */
export function droppedPages(model: Model): DroppedRecord[] {
  if (findIncomplete(model).length === 0) return [];
  const built = new Set(expandRoutes(model).routes.pages.map((page) => page.url));
  const dropped: DroppedRecord[] = [];
  const gained = (patched: Model) =>
    expandRoutes(patched)
      .routes.pages.filter((page) => !built.has(page.url))
      .map((page) => ({ url: page.url, linkedFrom: [] as string[] }));
  for (const service of model.services.filter((s) => !isCompleteService(s))) {
    const patched = { ...model, services: model.services.map((s) => (s === service ? completeService(s) : s)) };
    dropped.push({ file: service.origin.file, kind: 'Service', slug: service.slug, missing: missingServiceFields(service), pages: gained(patched) });
  }
  for (const location of model.locations.filter((l) => !isCompleteLocation(l))) {
    const patched = withLocations(
      model,
      model.locations.map((l) => (l === location ? completeLocation(l) : l)),
    );
    dropped.push({ file: location.origin.file, kind: 'Location', slug: location.slug, missing: missingLocationFields(location), pages: gained(patched) });
  }
  return dropped;
}

/** The model with every incomplete record filled in with stand-ins: what the site would be. */
export function completedModel(model: Model): Model {
  return {
    ...withLocations(
      model,
      model.locations.map((l) => (isCompleteLocation(l) ? l : completeLocation(l))),
    ),
    services: model.services.map((s) => (isCompleteService(s) ? s : completeService(s))),
  };
}

/** The model with other place records, and the Kent towns that follow from them as the model derives them: a completed Kent town has its /kent page. */
function withLocations(model: Model, locations: Location[]): Model {
  return { ...model, locations, kentTowns: locations.filter(isKentTown) };
}

function completeService(service: Service): Service {
  return {
    ...service,
    name: service.name ?? service.slug,
    description: service.description ?? service.slug,
    features: service.features.length > 0 ? service.features : [service.slug],
  };
}

function completeLocation(location: Location): Location {
  return { ...location, name: location.name ?? location.slug, industries: location.industries.length > 0 ? location.industries : [location.slug] };
}
