import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { locationsInCounty } from '../locationLists.ts';
import { localServices } from '../serviceLists.ts';
import { PLACE_DIRECTORY } from '../../urls.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/** /locations/{county}: every local service across the county, every place by name, and the trail through the directory. */
export function countyDirectoryPage(model: Model, route: RouteOf<'countyDirectory'>) {
  const places = locationsInCounty(model, route.county);
  const county = places[0]!.county;
  return {
    county,
    countySlug: route.county,
    places,
    services: localServices(model),
    copy: fillCopy(model.pages['county-directory'], { county }),
    trail: breadcrumbTrail(model, { name: model.pages.locations.title, url: PLACE_DIRECTORY }, { name: county, url: route.url }),
  };
}
