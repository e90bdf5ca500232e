import type { Model } from '../../content/model.ts';

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  url: string;
}

/** A page's breadcrumb trail: home first, then `crumbs`, the last of them the page itself. */
export function breadcrumbTrail(model: Model, ...crumbs: Crumb[]): Crumb[] {
  return [{ name: model.ui.layout.home, url: '/' }, ...crumbs];
}
