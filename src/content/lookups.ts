import type { Location, Model, Service } from './model.ts';
import { indexModel } from './modelIndex.ts';

/** The record a route names. Routes only name records that exist, so a miss is a bug. */
export function serviceById(model: Model, slug: string): Service {
  const service = indexModel(model).service(slug);
  if (!service) throw new Error(`No service "${slug}"`);
  return service;
}

export function locationById(model: Model, slug: string): Location {
  const location = indexModel(model).location(slug);
  if (!location) throw new Error(`No location "${slug}"`);
  return location;
}
