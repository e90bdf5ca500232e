import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { locationsInCounty } from '../locationLists.ts';
import { publishedService } from '../records.ts';
import { locationRelatedServices } from '../relatedServices.ts';
import { serviceUrl } from '../../urls.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/**
 * /{service}/{county}: the service's places in one county, by name, related services there,
 * the trail through the service, and the titles to choose from, longest first.
 */
export function countyPage(model: Model, route: RouteOf<'county'>) {
  const service = publishedService(model, route.slug);
  const locations = locationsInCounty(model, route.county);
  // A county page exists only for a county with places, so there is a first one to name it.
  const county = locations[0]!.county;
  const copy = fillCopy(model.pages.county, { service: service.name, county });
  return {
    service,
    county,
    countySlug: route.county,
    locations,
    related: locationRelatedServices(model, service),
    copy,
    titles: [copy.title, `${service.name} across ${county}`, `${service.name}: ${county}`],
    trail: breadcrumbTrail(model, { name: service.name, url: serviceUrl(service.slug) }, { name: county, url: route.url }),
  };
}
