import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { locationsInCounty } from '../locationLists.ts';
import { localServices } from '../serviceLists.ts';

/** /locations/{county}: every local service across the county, and every place by name. */
export function countyDirectoryPage(model: Model, route: RouteOf<'countyDirectory'>) {
  const places = locationsInCounty(model, route.county);
  const county = places[0]!.county;
  return {
    county,
    countySlug: route.county,
    places,
    services: localServices(model),
    copy: fillCopy(model.pages['county-directory'], { county }),
    directoryTitle: model.pages.locations.title,
  };
}
