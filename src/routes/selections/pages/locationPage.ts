import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { pricesFor } from '../../../content/pricesFor.ts';
import type { RouteOf } from '../../route.ts';
import { kentExtraLocations, majorBusinesses, nearbyLocations } from '../locationLists.ts';
import { publishedLocation, publishedService } from '../records.ts';
import { locationRelatedServices } from '../relatedServices.ts';
import { moreServicesInCounty, nationalServiceFor, popularServices } from '../serviceLists.ts';

/** The ways of reaching a place, in the order the page lists them. */
const CONNECTIVITY = ['motorways', 'railways', 'airports'] as const;

/** /{service}/{county}/{location}: the service at one place, with every list the page shows. */
export function locationPage(model: Model, route: RouteOf<'location'>) {
  const service = publishedService(model, route.slug);
  const location = publishedLocation(model, route.location);
  const nearby = nearbyLocations(model, location);
  return {
    service,
    location,
    copy: fillCopy(model.pages.location, { service: service.name, location: location.name, county: location.county }),
    prices: pricesFor(model, service.pricing),
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
