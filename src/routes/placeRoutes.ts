import type { Model } from '../content/model.ts';
import { outputPathFor, type PageRoute } from './route.ts';
import { countiesWithPlaces, locationsInCounty } from './selections/locationLists.ts';
import { businessTownUrl, countyDirectoryUrl, kentTownUrl } from './urls.ts';

/**
 * Pages of places that are not per service: a town page for every Kent town, a business
 * hosting page for those marked for it, and a directory page per county with places.
 */
export function expandPlaceRoutes(model: Model): PageRoute[] {
  const base = (url: string, source: string) => ({ url, output: outputPathFor(url), source, indexable: true });
  return [
    ...model.kentTowns.map((town): PageRoute => ({ ...base(kentTownUrl(town.slug), town.origin.file), template: 'kentTown', slug: town.slug })),
    ...model.kentTowns
      .filter((town) => town.businessHosting)
      .map((town): PageRoute => ({ ...base(businessTownUrl(town.slug), town.origin.file), template: 'businessTown', slug: town.slug })),
    ...countiesWithPlaces(model).map((county): PageRoute => ({
      ...base(countyDirectoryUrl(county.slug), locationsInCounty(model, county.slug)[0]!.origin.file),
      template: 'countyDirectory',
      county: county.slug,
    })),
  ];
}
