import type { Model } from '../content/model.ts';
import { outputPathFor, type PageRoute } from './route.ts';
import { countiesWithPlaces, locationsInCounty } from './selections/locationLists.ts';

/** The directory of places: /locations lists every county, /locations/{county} its places. */
export const PLACE_DIRECTORY = '/locations';

export function countyDirectoryUrl(county: string): string {
  return `${PLACE_DIRECTORY}/${county}`;
}

/** The id of a place's entry on its county's directory page, which /locations links to. */
export function placeAnchor(slug: string): string {
  return `place-${slug}`;
}

export function kentTownUrl(slug: string): string {
  return `/kent/${slug}`;
}

export function businessTownUrl(slug: string): string {
  return `/business-web-hosting-${slug}`;
}

/**
 * Pages of places that are not per service: a town page for every Kent town, a business
 * hosting page for those marked for it, and a directory page per county with places.
 */
export function expandPlaceRoutes(model: Model): PageRoute[] {
  const page = (url: string, template: PageRoute['template'], source: string, params: Pick<PageRoute, 'slug' | 'county'>): PageRoute => ({
    url, output: outputPathFor(url), template, source, indexable: true, ...params,
  });
  return [
    ...model.kentTowns.map((town) => page(kentTownUrl(town.slug), 'kentTown', town.origin.file, { slug: town.slug })),
    ...model.kentTowns.filter((town) => town.businessHosting).map((town) => page(businessTownUrl(town.slug), 'businessTown', town.origin.file, { slug: town.slug })),
    ...countiesWithPlaces(model).map((county) => page(countyDirectoryUrl(county.slug), 'countyDirectory', locationsInCounty(model, county.slug)[0]!.origin.file, { county: county.slug })),
  ];
}
