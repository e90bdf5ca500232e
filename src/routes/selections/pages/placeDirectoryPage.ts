import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { countiesWithPlaces, locationsInCounty } from '../locationLists.ts';

/** /locations: every county with places, by name, each with its places by name. */
export function placeDirectoryPage(model: Model) {
  return {
    copy: fillCopy(model.pages.locations, {}),
    counties: countiesWithPlaces(model).map((county) => ({ ...county, places: locationsInCounty(model, county.slug) })),
  };
}
