import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { Document } from '../../templates/Document.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import { toHtml5 } from './toHtml5.ts';

/** One page route → its complete HTML document. */
export function renderPage(context: RenderContext): string {
  const view = pageTemplates[context.route.template](context);
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document view={view} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>\n${toHtml5(markup)}\n`;
}
