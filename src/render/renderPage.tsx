import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { Document } from '../../templates/Document.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import type { PageTemplate } from '../../templates/page.ts';
import { toHtml5 } from './toHtml5.ts';

/** One page route → its complete HTML document. */
export function renderPage(context: RenderContext): string {
  // Each template takes its own route type; the table pairs them, which TypeScript cannot follow through an index.
  const template = pageTemplates[context.route.template] as PageTemplate;
  const view = template(context);
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document view={view} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>\n${toHtml5(markup)}\n`;
}
