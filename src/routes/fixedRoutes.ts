/**
 * Pages that exist at a fixed URL, whatever the content (docs/content-model.md#fixed-pages).
 * Each template named here is a FixedTemplate (route.ts), which pageTemplates must then map to
 * a page template (docs/recipes.md, "Add a fixed page").
 */
export const fixedPages = [
  { url: '/', template: 'home' },
  { url: '/hosting', template: 'hosting' },
  // Served, not redirected: navigation and many pages link to the Enhance page.
  { url: '/enhance-hosting', template: 'enhanceHosting' },
  { url: '/cpanel-hosting', template: 'cpanelHosting' },
  { url: '/cpanel-specification', template: 'cpanelSpecification' },
  { url: '/plesk-hosting', template: 'pleskHosting' },
  { url: '/vps-hosting', template: 'vpsHosting' },
  { url: '/sitebuilder', template: 'sitebuilder' },
  { url: '/hosting-addons', template: 'hostingAddons' },
  { url: '/control-panels', template: 'controlPanels' },
  { url: '/whmcs-licenses', template: 'whmcsLicenses' },
  { url: '/about', template: 'about' },
  { url: '/reseller-programs', template: 'resellerPrograms' },
  { url: '/agencies', template: 'agencies' },
  { url: '/contact', template: 'contact' },
  // The site search, linked from the header (docs/content-model.md#site-search).
  { url: '/search', template: 'search' },
  // The directory of every place, linked from the footer: every place page is reachable from it.
  { url: '/locations', template: 'placeDirectory' },
  // The Kent overview, listing every Kent town (the Kent pages and breadcrumbs link to /kent).
  { url: '/kent', template: 'kentOverview' },
  { url: '/web-hosting-kent', template: 'webHostingKent' },
  { url: '/dedicated-servers-kent', template: 'dedicatedServersKent' },
  { url: '/colocation-kent', template: 'colocationKent' },
  { url: '/server-colocation-kent', template: 'serverColocationKent' },
  { url: '/hosting-provider-kent', template: 'hostingProviderKent' },
  { url: '/it-colocation-services-kent', template: 'itColocationKent' },
] as const satisfies readonly { url: string; template: string }[];
