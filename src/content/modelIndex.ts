import type { KentTown, Location, Model, Service } from './model.ts';
import { trackedOrigin } from './trackModelReads.ts';

/** Records by slug. Lookups through the index count as reading only the record returned. */
export interface ModelIndex {
  service(slug: string): Service | undefined;
  location(slug: string): Location | undefined;
  kentTown(slug: string): KentTown | undefined;
}

interface Maps {
  services: ReadonlyMap<string, Service>;
  locations: ReadonlyMap<string, Location>;
  kentTowns: ReadonlyMap<string, KentTown>;
}

const maps = new WeakMap<Model, Maps>();

/**
 * Built once per model: pages look records up thousands of times. For a tracked view (watch
 * mode), the maps are built on the real model, and the record a lookup returns is wrapped,
 * so a page depends on that record only, not on every record the index holds.
 */
export function indexModel(model: Model): ModelIndex {
  const tracked = trackedOrigin(model);
  const real = tracked?.real ?? model;
  let built = maps.get(real);
  if (!built) {
    built = {
      services: new Map(real.services.map((s) => [s.slug, s])),
      locations: new Map(real.locations.map((l) => [l.slug, l])),
      kentTowns: new Map(real.kentTowns.map((t) => [t.slug, t])),
    };
    maps.set(real, built);
  }
  const wrap = tracked?.wrap ?? (<T>(value: T) => value);
  const { services, locations, kentTowns } = built;
  return {
    service: (slug) => wrap(services.get(slug)),
    location: (slug) => wrap(locations.get(slug)),
    kentTown: (slug) => wrap(kentTowns.get(slug)),
  };
}
