import type { Model } from '../content/model.ts';
import { completedModel } from '../routes/droppedPages.ts';
import { expandRoutes } from '../routes/expandRoutes.ts';
import type { RenderContext } from '../../templates/context.ts';
import { createLinkResolver } from '../routes/linkResolver.ts';
import { renderPage } from './renderPage.tsx';

/**
 * The links that dropped pages took with them: for each dropped URL, the built pages that
 * would link to it. Lists skip incomplete records instead of leaving a gap, so these links are
 * nowhere in the output; they are found by rendering the site as it would be with every
 * record complete. Only run when something was dropped.
 */
export function droppedLinks(model: Model, dropped: ReadonlySet<string>, assets: RenderContext['assets']): Map<string, Set<string>> {
  const complete = completedModel(model);
  const { routes } = expandRoutes(complete);
  const links = createLinkResolver(routes);
  const from = new Map<string, Set<string>>([...dropped].map((url) => [url, new Set<string>()]));
  for (const route of routes.pages) {
    if (dropped.has(route.url)) continue;
    const html = renderPage({ model: complete, route, assets, links }).html;
    for (const match of html.matchAll(/\shref="(\/[^"#?]*)/g)) from.get(match[1]!)?.add(route.url);
  }
  return from;
}
