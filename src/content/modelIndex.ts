import type { KentTown, Location, Model, Service } from './model.ts';

export interface ModelIndex {
  services: ReadonlyMap<string, Service>;
  locations: ReadonlyMap<string, Location>;
  kentTowns: ReadonlyMap<string, KentTown>;
}

const indexes = new WeakMap<Model, ModelIndex>();

/** Records by slug, built once per model: pages look records up thousands of times. */
export function indexModel(model: Model): ModelIndex {
  let index = indexes.get(model);
  if (!index) {
    index = {
      services: new Map(model.services.map((s) => [s.slug, s])),
      locations: new Map(model.locations.map((l) => [l.slug, l])),
      kentTowns: new Map(model.kentTowns.map((t) => [t.slug, t])),
    };
    indexes.set(model, index);
  }
  return index;
}
