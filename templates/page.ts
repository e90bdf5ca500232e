import type { ReactNode } from 'react';
import type { Model } from '../src/content/model.ts';
import type { ShareImage } from '../src/content/imageSizes.ts';
import type { CardCopy } from '../src/metadata/shareCard.ts';
import type { RouteOf, TemplateName } from '../src/routes/route.ts';
import type { RenderContext } from './context.ts';

export type { Crumb } from '../src/routes/selections/breadcrumbs.ts';

/** What a page template hands to the Document: its metadata and its main content. */
export interface PageView {
  /** Page title without the site name; the Document appends " | {site name}". */
  title: string;
  description: string;
  /** Structured data blocks (docs/output-contract.md#every-page). */
  jsonLd?: readonly object[];
  /** The page's own share image (site path and size); without it the page shares the site's image. */
  shareImage?: ShareImage;
  /** What the page's share card shows besides its title: the place or category, and the lowest price the page shows. */
  card?: CardCopy;
  /** A feed the page belongs to, announced with `<link rel="alternate">` so readers and browsers find it. */
  feed?: { href: string; title: string };
  /**
   * The page's script in place of the site's (templates/client/site.ts), for a page whose
   * features the site's script does not hold: it bundles what it needs of it (docs/output-contract.md#the-search-index).
   */
  script?: { src: string; integrity: string };
  main: ReactNode;
}

/** A template renders the pages of its own route type. */
export type PageTemplate<T extends TemplateName = TemplateName> = (context: RenderContext<RouteOf<T>>) => PageView;

/**
 * A template whose data comes ready-made: `select` (in src/routes/selections/pages/) picks,
 * limits and sorts what the page shows, as a plain function with a test, and `render` only
 * arranges it. Both run while the page renders, so the build cache sees what the page read.
 */
export function definePage<T extends TemplateName, P>(
  select: (model: Model, route: RouteOf<T>) => P,
  render: (page: P, context: RenderContext<RouteOf<T>>) => PageView,
): PageTemplate<T> {
  return (context) => render(select(context.model, context.route), context);
}
