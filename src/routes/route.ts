/** The templates a page can be rendered with. */
export type TemplateName =
  | 'home'
  | 'hosting'
  | 'enhanceHosting'
  | 'about'
  | 'contact'
  | 'kentTown'
  | 'notFound'
  | 'serviceLanding'
  | 'comparison'
  | 'knowledge'
  | 'tutorial'
  | 'useCase'
  | 'location'
  | 'county'
  | 'placeDirectory'
  | 'countyDirectory'
  | 'cpanelHosting'
  | 'cpanelSpecification'
  | 'pleskHosting'
  | 'vpsHosting'
  | 'sitebuilder'
  | 'hostingAddons'
  | 'controlPanels'
  | 'whmcsLicenses'
  | 'resellerPrograms'
  | 'agencies'
  | 'kentOverview'
  | 'webHostingKent'
  | 'dedicatedServersKent'
  | 'colocationKent'
  | 'serverColocationKent'
  | 'hostingProviderKent'
  | 'itColocationKent'
  | 'businessTown';

export interface PageRoute {
  /** Canonical URL path: lowercase, no trailing slash, "/" for home. */
  url: string;
  /** File under dist/, file-style so the URL needs no trailing slash. */
  output: string;
  template: TemplateName;
  /** The record the page shows, for templates that show one (the service, on location pages). */
  slug?: string;
  /** Location pages: the location's slug. */
  location?: string;
  /** Location, county and county directory pages: the county's slug. */
  county?: string;
  /** What asked for this page, named in collision errors: a content file or "fixed route". */
  source: string;
  /** Listed in the sitemap and marked index,follow. */
  indexable: boolean;
}

export interface RedirectRoute {
  /** A path, or a pattern with `:name` placeholders (`/web-hosting-uk/:county/:city`). */
  from: string;
  to: string;
  status: 301;
  source: string;
}

export interface RouteTable {
  pages: PageRoute[];
  redirects: RedirectRoute[];
}

/** `/` → `index.html`, `/kent/dover` → `kent/dover.html`. */
export function outputPathFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}
