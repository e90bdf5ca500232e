import { renderToStaticMarkup } from 'react-dom/server';
import type { Model } from '../content/model.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { Document } from '../../templates/Document.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import { createReadTracker } from '../incremental/trackModelReads.ts';
import { createLinkResolver, type LinkResolver } from './linkResolver.ts';
import { toHtml5 } from './toHtml5.ts';

export interface RenderResult {
  pages: number;
  /** Pages carried over from the last build instead of rendered. */
  reused: number;
  /** URLs of the pages rendered this time, in order. */
  renderedUrls: string[];
  links: LinkResolver;
  diagnostics: Diagnostic[];
  /** Page URL → what it read from the model (with `track`), for the build cache. */
  reads: Map<string, Iterable<string>>;
  /** The routes rendered, in order. */
  routes: readonly PageRoute[];
}

export interface RenderOptions {
  verbose: boolean;
  onPage: (route: PageRoute, html: string) => Promise<void>;
  /** Record what each page reads, so the next build can tell which pages an edit touches. */
  track?: boolean;
  /** Carries an unchanged page over from the last build; returns its reads and pending links, or undefined to render it. */
  reuse?: (route: PageRoute) => Promise<{ reads: Iterable<string>; pending: readonly string[] } | undefined>;
  /** Called after every page, rendered or reused. */
  onProgress?: (done: number, total: number) => void;
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
  options: RenderOptions,
): Promise<RenderResult> {
  const links = createLinkResolver(routes);
  const tracker = options.track ? createReadTracker(model) : undefined;
  const reads = new Map<string, Iterable<string>>();
  let pages = 0;
  let reused = 0;
  const renderedUrls: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const total = routes.pages.length;
  for (const route of routes.pages) {
    options.onProgress?.(pages, total);
    const kept = diagnostics.length === 0 ? await options.reuse?.(route) : undefined;
    if (kept) {
      kept.pending.forEach((path) => links.markPending(path, route.url));
      reads.set(route.url, kept.reads);
      pages++;
      reused++;
      continue;
    }
    let html: string;
    try {
      if (tracker) {
        const tracked = tracker.track(() => renderPage({ model: tracker.model, route, assets, links }));
        html = tracked.value;
        // An array holds a 10,000-entry read list in a third of a set's memory.
        reads.set(route.url, [...tracked.reads]);
      } else html = renderPage({ model, route, assets, links });
    } catch (error) {
      diagnostics.push(problem('render/template-error', { file: route.source.split(' ')[0]!, line: 1, column: 1 }, {
        message: `Template "${route.template}" failed for ${route.url}: ${error instanceof Error ? error.message : String(error)}`,
      }));
      if (options.verbose && error instanceof Error && error.stack) diagnostics.at(-1)!.hint = error.stack;
      continue;
    }
    // After a failure, pages are still rendered to find every error, but no longer kept.
    if (diagnostics.length === 0) await options.onPage(route, html);
    renderedUrls.push(route.url);
    pages++;
  }
  options.onProgress?.(pages, total);
  return { pages, reused, renderedUrls, links, diagnostics, reads, routes: routes.pages };
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
