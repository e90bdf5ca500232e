import type { fixedPages } from './fixedRoutes.ts';

/**
 * Templates of pages at a fixed URL, which show no record of their own: the ones fixedRoutes.ts
 * lists (adding a page there is what names its template) and the 404 page.
 */
export type FixedTemplate = (typeof fixedPages)[number]['template'] | 'notFound';

/** Templates of a service's own page, /{slug}, chosen by its page type. */
export type ServiceTemplate = 'serviceLanding' | 'comparison' | 'knowledge' | 'tutorial' | 'useCase';

interface RouteBase {
  /** Canonical URL path: lowercase, no trailing slash, "/" for home. */
  url: string;
  /** File under dist/, file-style so the URL needs no trailing slash. */
  output: string;
  /** What asked for this page, named in collision errors: a content file or "fixed route". */
  source: string;
  /** Listed in the sitemap and marked index,follow. */
  indexable: boolean;
}

export interface FixedPageRoute extends RouteBase {
  template: FixedTemplate;
}

/** /{slug}: one service, comparison, article, tutorial or use-case. */
export interface ServicePageRoute extends RouteBase {
  template: ServiceTemplate;
  /** The service's slug. */
  slug: string;
}

/** /{service}/{county}/{location}. */
export interface LocationRoute extends RouteBase {
  template: 'location';
  /** The service's slug. */
  slug: string;
  location: string;
  county: string;
}

/** /{service}/{county}. */
export interface CountyRoute extends RouteBase {
  template: 'county';
  /** The service's slug. */
  slug: string;
  county: string;
}

/** /kent/{slug} and /business-web-hosting-{slug}: one Kent place. */
export interface KentPlaceRoute extends RouteBase {
  template: 'kentTown' | 'businessTown';
  /** The place's slug. */
  slug: string;
}

/** /locations/{county}. */
export interface CountyDirectoryRoute extends RouteBase {
  template: 'countyDirectory';
  county: string;
}

/** A page of the site: each template has its own route type, carrying exactly what it needs. */
export type PageRoute = FixedPageRoute | ServicePageRoute | LocationRoute | CountyRoute | KentPlaceRoute | CountyDirectoryRoute;

/** The templates a page can be rendered with. */
export type TemplateName = PageRoute['template'];

/** The route type of one template: `RouteOf<'location'>` is a LocationRoute. */
export type RouteOf<T extends TemplateName> = PageRoute & { template: T };

export interface RedirectRoute {
  /** A path, or a pattern with `:name` placeholders (`/web-hosting-uk/:county/:city`). */
  from: string;
  to: string;
  status: 301;
  source: string;
  /** The redirect's entry in content/redirects.yaml, for one a writer wrote there. */
  entry?: number;
}

export interface RouteTable {
  pages: PageRoute[];
  redirects: RedirectRoute[];
}

/** `/` → `index.html`, `/kent/dover` → `kent/dover.html`. */
export function outputPathFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}
