import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { countiesWithPlaces, locationsInCounty } from '../locationLists.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/** /locations: every county with places, by name, each with its places by name; its breadcrumb trail. */
export function placeDirectoryPage(model: Model, route: RouteOf<'placeDirectory'>) {
  const copy = fillCopy(model.pages.locations, {});
  return {
    copy,
    trail: breadcrumbTrail(model, { name: copy.title, url: route.url }),
    counties: countiesWithPlaces(model).map((county) => ({ ...county, places: locationsInCounty(model, county.slug) })),
  };
}
