import type { Location, Model, Service } from '../content/model.ts';

/** The record a route names. Routes only name records that exist, so a miss is a bug. */
export function serviceById(model: Model, slug: string): Service {
  const service = model.services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service "${slug}"`);
  return service;
}

export function locationById(model: Model, slug: string): Location {
  const location = model.locations.find((l) => l.slug === slug);
  if (!location) throw new Error(`No location "${slug}"`);
  return location;
}
