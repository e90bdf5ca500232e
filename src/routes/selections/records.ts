import { isCompleteLocation, isCompleteService } from '../../content/findIncomplete.ts';
import type { KentTown, Model, PublishedLocation, PublishedService } from '../../content/model.ts';
import { indexModel } from '../../content/modelIndex.ts';

/** The record a route names. Routes only name published records, so a miss is a bug. */
export function publishedService(model: Model, slug: string): PublishedService {
  const service = indexModel(model).service(slug);
  if (!service || !isCompleteService(service)) throw new Error(`No published service "${slug}"`);
  return service;
}

export function publishedLocation(model: Model, slug: string): PublishedLocation {
  const location = indexModel(model).location(slug);
  if (!location || !isCompleteLocation(location)) throw new Error(`No published location "${slug}"`);
  return location;
}

export function kentTown(model: Model, slug: string): KentTown {
  const town = indexModel(model).kentTown(slug);
  if (!town) throw new Error(`No Kent town "${slug}"`);
  return town;
}
