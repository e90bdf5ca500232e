import { renderToStaticMarkup } from 'react-dom/server';
import type { Model } from '../content/model.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { Document } from '../../templates/Document.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import { createLinkResolver, type LinkResolver } from './linkResolver.ts';
import { toHtml5 } from './toHtml5.ts';

export interface RenderResult {
  pages: number;
  links: LinkResolver;
  diagnostics: Diagnostic[];
}

/**
 * Every page route → a complete HTML document, handed to `onPage` as soon as it is made, so
 * the build never holds the whole site in memory. A template that throws is reported against
 * the page and its source; the other pages still render, so one run shows every failure.
 */
export async function renderPages(
  model: Model,
  routes: RouteTable,
  assets: RenderContext['assets'],
  options: { verbose: boolean; onPage: (route: PageRoute, html: string) => Promise<void> },
): Promise<RenderResult> {
  const links = createLinkResolver(routes);
  let pages = 0;
  const diagnostics: Diagnostic[] = [];
  for (const route of routes.pages) {
    let html: string;
    try {
      html = renderPage({ model, route, assets, links });
    } catch (error) {
      diagnostics.push(problem('render/template-error', { file: route.source.split(' ')[0]!, line: 1, column: 1 }, {
        message: `Template "${route.template}" failed for ${route.url}: ${error instanceof Error ? error.message : String(error)}`,
      }));
      if (options.verbose && error instanceof Error && error.stack) diagnostics.at(-1)!.hint = error.stack;
      continue;
    }
    // After a failure, pages are still rendered to find every error, but no longer kept.
    if (diagnostics.length === 0) await options.onPage(route, html);
    pages++;
  }
  return { pages, links, diagnostics };
}

export function renderPage(context: RenderContext): string {
  const view = pageTemplates[context.route.template](context);
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document view={view} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>\n${toHtml5(markup)}\n`;
}
