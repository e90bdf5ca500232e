import { isCompleteLocation, isCompleteService } from '../content/findIncomplete.ts';
import type { Location, Model, Service } from '../content/model.ts';
import { countiesWithPlaces } from './selections/locationLists.ts';
import { outputPathFor, type PageRoute, type RedirectRoute, type TemplateName } from './route.ts';

/**
 * Slugs ending -uk are national pages: they never get location or county pages. Only the
 * ending counts, as content/README.md says: `uk-hosting-vs-us-hosting` is not national.
 */
export function isNationalSlug(slug: string): boolean {
  return slug.endsWith('-uk');
}

/** A local service has pages per county and location as well as its own /{slug} page. */
export function isLocalService(service: Service): boolean {
  return service.pageType === 'service' && !isNationalSlug(service.slug) && isCompleteService(service);
}

/**
 * The template of /{slug}, from fields the writer can see (content/README.md, "Which template
 * a page gets"): `pageType`, and for knowledge pages `knowledgeType: tutorials`. Never the
 * slug: a file renamed to `how-to-…` keeps its template.
 */
export function serviceTemplate(service: Service): TemplateName {
  switch (service.pageType) {
    case 'comparison':
      return 'comparison';
    case 'knowledge':
      return service.knowledgeType === 'tutorials' ? 'tutorial' : 'knowledge';
    case 'business-use-case':
      return 'useCase';
    default:
      return 'serviceLanding';
  }
}

/**
 * /{slug} for every complete service. A local service whose slug is also a fixed route
 * (/vps-hosting, /cpanel-hosting, the /business-web-hosting redirect) leaves /{slug} to it
 * (PRODUCT.md §4.4) and keeps its county and location pages; any other clash is reported as
 * a collision.
 */
export function expandServiceRoutes(model: Model, fixedUrls: ReadonlySet<string>): PageRoute[] {
  return model.services
    .filter(isCompleteService)
    .filter((service) => !(isLocalService(service) && fixedUrls.has(`/${service.slug}`)))
    .map((service) => page(`/${service.slug}`, serviceTemplate(service), service.origin.file, { slug: service.slug }));
}

/** /{service}/{county}/{location}: every local service in every complete location. */
export function expandLocationRoutes(model: Model): PageRoute[] {
  const locations = model.locations.filter(isCompleteLocation);
  return model.services.filter(isLocalService).flatMap((service) =>
    locations.map((location) =>
      page(locationUrl(service.slug, location), 'location', location.origin.file, { slug: service.slug, location: location.slug, county: location.countySlug }),
    ),
  );
}

/** /{service}/{county}: every local service in every county that has a location. */
export function expandCountyRoutes(model: Model): PageRoute[] {
  const counties = countiesWithPlaces(model).map((county) => county.slug).sort();
  return model.services.filter(isLocalService).flatMap((service) =>
    counties.map((county) => page(countyUrl(service.slug, county), 'county', service.origin.file, { slug: service.slug, county })),
  );
}

/**
 * Inbound links written the original way (/web-hosting-uk/kent/dover) reach the local page
 * (/web-hosting/kent/dover): one pattern rule per local service whose national page exists.
 */
export function nationalAliasRedirects(model: Model): RedirectRoute[] {
  return model.services.filter(isLocalService).map((service) => ({
    from: `/${service.slug}-uk/:county/:location`,
    to: `/${service.slug}/:county/:location`,
    status: 301 as const,
    source: service.origin.file,
  }));
}

export function countyUrl(serviceSlug: string, county: string): string {
  return `/${serviceSlug}/${county}`;
}

export function locationUrl(serviceSlug: string, location: Pick<Location, 'slug' | 'countySlug'>): string {
  return `/${serviceSlug}/${location.countySlug}/${location.slug}`;
}

function page(url: string, template: TemplateName, source: string, params: Pick<PageRoute, 'slug' | 'location' | 'county'>): PageRoute {
  return { url, output: outputPathFor(url), template, source, indexable: true, ...params };
}
