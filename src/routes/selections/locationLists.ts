import { isCompleteLocation } from '../../content/findIncomplete.ts';
import type { Location, Model, PublishedLocation } from '../../content/model.ts';
import { indexModel } from '../../content/modelIndex.ts';
import { trackedOrigin } from '../../content/trackModelReads.ts';

/** The complete locations named by `slugs`, in that order, without `exclude` and duplicates. */
export function locationsBySlug(model: Model, slugs: readonly string[], exclude?: Location): PublishedLocation[] {
  const index = indexModel(model);
  const found: PublishedLocation[] = [];
  for (const slug of new Set(slugs)) {
    const location = index.location(slug);
    if (location && location !== exclude && isCompleteLocation(location)) found.push(location);
  }
  return found;
}

/** Nearby locations on a location page: the location's nearby list, at most 12. */
export function nearbyLocations(model: Model, location: Location): PublishedLocation[] {
  return locationsBySlug(model, location.nearby, location).slice(0, model.figures.limits.nearbyLocations);
}

/** Major businesses: the first three. */
export function majorBusinesses(model: Model, location: Location): readonly string[] {
  return location.majorBusinesses.slice(0, model.figures.limits.majorBusinesses);
}

/**
 * Kent-only extra list: `figures.places.kentExtraTowns`, in that order, minus the current
 * location and any already listed (docs/content-model.md#lists-on-generated-pages).
 */
export function kentExtraLocations(model: Model, location: Location, alreadyListed: readonly Location[]): PublishedLocation[] {
  if (location.countySlug !== 'kent') return [];
  const listed = new Set(alreadyListed.map((l) => l.slug));
  return locationsBySlug(
    model,
    model.figures.places.kentExtraTowns.filter((slug) => !listed.has(slug)),
    location,
  );
}

const majorCityPlaces = new WeakMap<Model, readonly PublishedLocation[]>();

/**
 * Major cities for "Available Across the UK": complete places in the counties of
 * `figures.places.majorCityCounties`, in file order, at most 16. Every knowledge article shows
 * them, so they are chosen once per model, on the real model for a tracked view: which places are complete and in which county shows
 * in the routes (see countyGroups), so a page depends on the cities it shows, and editing
 * any other place leaves the articles alone.
 */
export function majorCities(model: Model): PublishedLocation[] {
  // Read through the page's view of the model, so the page depends on the list of counties.
  const counties = new Set<string>(model.figures.places.majorCityCounties);
  const tracked = trackedOrigin(model);
  const real = tracked?.real ?? model;
  let places = majorCityPlaces.get(real);
  if (!places) {
    places = real.locations.filter((l): l is PublishedLocation => counties.has(l.countySlug) && isCompleteLocation(l));
    majorCityPlaces.set(real, places);
  }
  const chosen = places.slice(0, model.figures.limits.majorCities);
  return tracked ? chosen.map(tracked.wrap) : chosen;
}

/** The fixed city links of "Available Across the UK", in the order of `figures.places.fixedCityLinks`. */
export function fixedCityLocations(model: Model): PublishedLocation[] {
  return locationsBySlug(model, model.figures.places.fixedCityLinks);
}

/** "Kent Towns and Cities" on local service pages, in the order of `figures.places.kentTownLinks`. */
export function kentTownLocations(model: Model): PublishedLocation[] {
  return locationsBySlug(model, model.figures.places.kentTownLinks);
}

/** Locations widget: links to a service in locations, major cities only if asked, 12 by default. */
export function locationsWidget(model: Model, options: { majorCitiesOnly?: boolean; limit?: number } = {}): PublishedLocation[] {
  const pool = options.majorCitiesOnly ? majorCities(model) : model.locations.filter(isCompleteLocation);
  return pool.slice(0, options.limit ?? model.figures.limits.locationsWidget);
}

/** A county with at least one complete place. */
export interface County {
  slug: string;
  /** As written in the places' `county` field ("Greater London"). */
  name: string;
}

const placesByCounty = new WeakMap<Model, ReadonlyMap<string, readonly PublishedLocation[]>>();

/**
 * The complete places of each county, found once per model: county and directory pages ask
 * for them thousands of times at scale. For a tracked view the grouping runs on the real
 * model and the places handed out are tracked, so a page depends on the places it shows.
 * Which places are complete and in which county also decides the routes, and any route
 * change re-renders every page, so the pages need not depend on the grouping itself.
 */
function countyGroups(model: Model): { groups: ReadonlyMap<string, readonly PublishedLocation[]>; wrap: <T>(value: T) => T } {
  const tracked = trackedOrigin(model);
  const real = tracked?.real ?? model;
  let groups = placesByCounty.get(real);
  if (!groups) {
    const grouping = new Map<string, PublishedLocation[]>();
    for (const location of real.locations) {
      if (!isCompleteLocation(location)) continue;
      const places = grouping.get(location.countySlug) ?? [];
      if (places.length === 0) grouping.set(location.countySlug, places);
      places.push(location);
    }
    placesByCounty.set(real, (groups = grouping));
  }
  return { groups, wrap: tracked?.wrap ?? (<T>(value: T) => value) };
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Every county with a complete place, by name. */
export function countiesWithPlaces(model: Model): County[] {
  const { groups, wrap } = countyGroups(model);
  return [...groups].map(([slug, places]) => ({ slug, name: wrap(places[0]!).county })).sort(byName);
}

/** Every complete place in a county, by name. */
export function locationsInCounty(model: Model, countySlug: string): PublishedLocation[] {
  const { groups, wrap } = countyGroups(model);
  return (groups.get(countySlug) ?? []).map(wrap).sort(byName);
}
