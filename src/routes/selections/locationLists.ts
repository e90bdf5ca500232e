import { isCompleteLocation } from '../../content/findIncomplete.ts';
import type { Location, Model } from '../../content/model.ts';
import { indexModel } from '../../content/modelIndex.ts';

/** The complete locations named by `slugs`, in that order, without `exclude` and duplicates. */
export function locationsBySlug(model: Model, slugs: readonly string[], exclude?: Location): Location[] {
  const index = indexModel(model);
  const found: Location[] = [];
  for (const slug of new Set(slugs)) {
    const location = index.location(slug);
    if (location && location !== exclude && isCompleteLocation(location)) found.push(location);
  }
  return found;
}

/** Nearby locations on a location page: the location's nearby list, at most 12. */
export function nearbyLocations(model: Model, location: Location): Location[] {
  return locationsBySlug(model, location.nearby, location).slice(0, model.figures.limits.nearbyLocations);
}

/** Major businesses: the first three. */
export function majorBusinesses(model: Model, location: Location): readonly string[] {
  return location.majorBusinesses.slice(0, model.figures.limits.majorBusinesses);
}

/** SPEC.md: the Kent-only extra list, in this order. */
export const KENT_EXTRA_TOWNS = ['broadstairs', 'ramsgate', 'sandwich', 'deal', 'rochester', 'medway'] as const;

/** Kent-only extra list: the fixed six, minus the current location and any already listed. */
export function kentExtraLocations(model: Model, location: Location, alreadyListed: readonly Location[]): Location[] {
  if (location.countySlug !== 'kent') return [];
  const listed = new Set(alreadyListed.map((l) => l.slug));
  return locationsBySlug(model, KENT_EXTRA_TOWNS.filter((slug) => !listed.has(slug)), location);
}

/** Counties whose cities count as major cities (SPEC.md §9). */
export const MAJOR_CITY_COUNTIES = ['greater-london', 'greater-manchester', 'west-midlands', 'west-yorkshire', 'glasgow', 'edinburgh', 'bristol', 'merseyside', 'tyne-and-wear', 'south-yorkshire'] as const;

/** Major cities for "Available Across the UK": locations in those counties, at most 16. */
export function majorCities(model: Model): Location[] {
  const counties = new Set<string>(MAJOR_CITY_COUNTIES);
  return model.locations.filter((l) => counties.has(l.countySlug) && isCompleteLocation(l)).slice(0, model.figures.limits.majorCities);
}

/** SPEC.md: the fixed city links of "Available Across the UK", in order. */
export const FIXED_CITY_LINKS = [
  'london', 'maidstone', 'canterbury', 'ashford', 'manchester', 'leeds', 'sheffield', 'newcastle', 'birmingham', 'bristol', 'liverpool', 'edinburgh', 'glasgow',
] as const;

export function fixedCityLocations(model: Model): Location[] {
  return locationsBySlug(model, FIXED_CITY_LINKS);
}

/** SPEC.md: the 21 Kent town slugs of "Kent Towns and Cities" (stated as 20, 21 listed; all 21 used). */
export const KENT_TOWN_SLUGS = [
  'gillingham', 'dover', 'folkestone', 'chatham', 'sittingbourne', 'gravesend', 'sevenoaks', 'royal-tunbridge-wells', 'whitstable', 'faversham', 'dartford',
  'margate', 'broadstairs', 'ramsgate', 'herne-bay', 'deal', 'sandwich', 'rochester', 'medway', 'tonbridge', 'tenterden',
] as const;

export function kentTownLocations(model: Model): Location[] {
  return locationsBySlug(model, KENT_TOWN_SLUGS);
}

/** Locations widget: links to a service in locations, major cities only if asked, 12 by default. */
export function locationsWidget(model: Model, options: { majorCitiesOnly?: boolean; limit?: number } = {}): Location[] {
  const pool = options.majorCitiesOnly ? majorCities(model) : model.locations.filter(isCompleteLocation);
  return pool.slice(0, options.limit ?? model.figures.limits.locationsWidget);
}

/** Every complete location in a county, by name. */
export function locationsInCounty(model: Model, countySlug: string): Location[] {
  return model.locations
    .filter((l) => l.countySlug === countySlug && isCompleteLocation(l))
    .sort((a, b) => (a.name! < b.name! ? -1 : a.name! > b.name! ? 1 : 0));
}
