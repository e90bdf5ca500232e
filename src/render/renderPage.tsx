import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { Document } from '../../templates/Document.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import type { PageTemplate } from '../../templates/page.ts';
import type { LinkResolver } from '../routes/linkResolver.ts';
import { createSharedMarkup, type SharedMarkup } from './sharedMarkup.tsx';
import { toHtml5 } from './toHtml5.ts';
import { shareCardOf, type CardSpec } from '../metadata/shareCard.ts';

/** What one page is rendered from. */
export interface PageInput extends Omit<RenderContext, 'links' | 'share'> {
  links: LinkResolver;
  /** The thread's shared markup (header, footer) for this build; by default made for this page alone. */
  shared?: SharedMarkup;
}

/** One page route → its complete HTML document, and the share card its head names (an indexable page without a share image of its own). */
export function renderPage({ model, route, assets, links, shared = createSharedMarkup({ model, assets, links }) }: PageInput): {
  html: string;
  card?: CardSpec;
} {
  const page = shared.forPage(route.url);
  const context: RenderContext = { model, route, assets, links: { resolve: (href) => links.resolve(href, route.url) }, share: page.share };
  // Each template takes its own route type; the table pairs them, which TypeScript cannot follow through an index.
  const template = pageTemplates[context.route.template] as PageTemplate;
  const view = template(context);
  const card = shareCardOf(model, route, view, assets.cardSalt);
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document view={view} card={card} />
    </SiteContext.Provider>,
  );
  const html = page.splice(`<!DOCTYPE html>\n${toHtml5(markup)}\n`);
  return view.shareImage || !card ? { html } : { html, card };
}
