import { isCompleteLocation, isCompleteService } from '../content/findIncomplete.ts';
import type { Model, PublishedService, Service } from '../content/model.ts';
import { countiesWithPlaces } from './selections/locationLists.ts';
import { outputPathFor, type PageRoute, type RedirectRoute, type ServiceTemplate } from './route.ts';
import { countyUrl, locationUrl, serviceUrl } from './urls.ts';

/**
 * Slugs ending -uk are national pages: they never get location or county pages. Only the
 * ending counts (docs/content-model.md#national-and-local-services): `uk-hosting-vs-us-hosting` is not national.
 */
export function isNationalSlug(slug: string): boolean {
  return slug.endsWith('-uk');
}

/** A local service has pages per county and location as well as its own /{slug} page. */
export function isLocalService(service: Service): service is PublishedService {
  return service.pageType === 'service' && !isNationalSlug(service.slug) && isCompleteService(service);
}

/**
 * The template of /{slug}, from fields the writer can see (content/README.md, "Which template
 * a page gets"): `pageType`, and for knowledge pages `knowledgeType: tutorials`. Never the
 * slug: a file renamed to `how-to-…` keeps its template.
 */
export function serviceTemplate(service: Service): ServiceTemplate {
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
 * (docs/content-model.md#national-and-local-services) and keeps its county and location pages; any other clash is reported as
 * a collision.
 */
export function expandServiceRoutes(model: Model, fixedUrls: ReadonlySet<string>): PageRoute[] {
  return model.services
    .filter(isCompleteService)
    .filter((service) => !(isLocalService(service) && fixedUrls.has(serviceUrl(service.slug))))
    .map((service): PageRoute => ({ ...base(serviceUrl(service.slug), service.origin.file), template: serviceTemplate(service), slug: service.slug }));
}

/** /{service}/{county}/{location}: every local service in every complete location. */
export function expandLocationRoutes(model: Model): PageRoute[] {
  const locations = model.locations.filter(isCompleteLocation);
  return model.services.filter(isLocalService).flatMap((service) =>
    locations.map((location): PageRoute => {
      // Written out, not spread from base(): there are thousands, made again on every rebuild,
      // and a spread made each one several times slower.
      const url = locationUrl(service.slug, location);
      return {
        url,
        output: outputPathFor(url),
        source: location.origin.file,
        indexable: true,
        template: 'location',
        slug: service.slug,
        location: location.slug,
        county: location.countySlug,
      };
    }),
  );
}

/** /{service}/{county}: every local service in every county that has a location. */
export function expandCountyRoutes(model: Model): PageRoute[] {
  const counties = countiesWithPlaces(model)
    .map((county) => county.slug)
    .sort();
  return model.services
    .filter(isLocalService)
    .flatMap((service) =>
      counties.map((county): PageRoute => ({ ...base(countyUrl(service.slug, county), service.origin.file), template: 'county', slug: service.slug, county })),
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

function base(url: string, source: string) {
  return { url, output: outputPathFor(url), source, indexable: true };
}
