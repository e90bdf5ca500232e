import type { Model } from '../../../content/model.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/**
 * /search: its copy, the outside engine its form submits to when the page's script cannot run
 * (limited to the site's own host), and its breadcrumb trail.
 */
export function searchPage(model: Model) {
  const settings = model.site.search;
  // The route exists only for a site with search (src/routes/expandRoutes.ts).
  if (!settings) throw new Error('/search rendered for a site without search');
  const { pages, ui } = model;
  // The content check requires both of a site with search (src/content/checkFeatureWords.ts).
  if (!pages.search || !ui.search) throw new Error('/search rendered without its copy or its words');
  return {
    copy: pages.search,
    words: ui.search,
    engine: { ...settings.engine, site: new URL(model.site.origin).host },
    trail: breadcrumbTrail(model, { name: ui.search.headerLink, url: '/search' }),
  };
}
