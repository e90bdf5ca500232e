import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { locationsInCounty } from '../locationLists.ts';
import { publishedService } from '../records.ts';
import { locationRelatedServices } from '../relatedServices.ts';

/** /{service}/{county}: the service's places in one county, by name, and related services there. */
export function countyPage(model: Model, route: RouteOf<'county'>) {
  const service = publishedService(model, route.slug);
  const locations = locationsInCounty(model, route.county);
  // A county page exists only for a county with places, so there is a first one to name it.
  const county = locations[0]!.county;
  return {
    service,
    county,
    countySlug: route.county,
    locations,
    related: locationRelatedServices(model, service),
    copy: fillCopy(model.pages.county, { service: service.name, county }),
  };
}
