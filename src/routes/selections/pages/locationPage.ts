import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { pricesFor } from '../../../content/pricesFor.ts';
import type { RouteOf } from '../../route.ts';
import { kentExtraLocations, majorBusinesses, nearbyLocations } from '../locationLists.ts';
import { publishedLocation, publishedService } from '../records.ts';
import { locationRelatedServices } from '../relatedServices.ts';
import { moreServicesInCounty, nationalServiceFor, popularServices } from '../serviceLists.ts';
import { fillPageTokens } from '../../../content/resolveClaims.ts';
import { countyUrl, serviceUrl } from '../../urls.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/** The ways of reaching a place, in the order the page lists them. */
const CONNECTIVITY = ['motorways', 'railways', 'airports'] as const;

/**
 * /{service}/{county}/{location}: the service at one place, with every list the page shows,
 * its trail through the service and the county, and the titles to choose from, longest first.
 */
export function locationPage(model: Model, route: RouteOf<'location'>) {
  const service = publishedService(model, route.slug);
  const location = publishedLocation(model, route.location);
  const nearby = nearbyLocations(model, location);
  const copy = fillCopy(model.pages.location, { service: service.name, location: location.name, county: location.county });
  return {
    service,
    location,
    copy,
    titles: [copy.title, fillPageTokens(model.ui.places.serviceIn, { service: service.name, place: location.name }), `${service.name}, ${location.name}`],
    trail: breadcrumbTrail(
      model,
      { name: service.name, url: serviceUrl(service.slug) },
      { name: location.county, url: countyUrl(service.slug, location.countySlug) },
      { name: location.name, url: route.url },
    ),
    /** The service's benefits shown beside its features. */
    benefits: service.benefits.slice(0, model.figures.limits.locationBenefits),
    /** The price the hero quotes the service "from": its only price on the page. */
    from: pricesFor(model, service.pricing, ['from'])?.from,
    /** The national page of the service, for the banner above the hero. */
    national: nationalServiceFor(model, service),
    /** Only the kinds the place has. */
    connectivity: CONNECTIVITY.filter((kind) => location.connectivity[kind].length > 0).map((kind) => ({ kind, places: location.connectivity[kind] })),
    majorBusinesses: majorBusinesses(model, location),
    moreServices: moreServicesInCounty(model, service),
    related: locationRelatedServices(model, service),
    nearby,
    kentExtra: kentExtraLocations(model, location, nearby),
    popular: popularServices(model),
  };
}
