import path from 'node:path';
import type { SiteAssets } from './siteCards.ts';
import { publicClashes } from '../emit/publicClashes.ts';
import { droppedLinks } from '../render/droppedLinks.ts';
import { pageIds } from '../render/pageIds.ts';
import { checkContentLinks } from '../routes/checkContentLinks.ts';
import { draftPageUrls } from '../routes/draftPageUrls.ts';
import { droppedPages } from '../routes/droppedPages.ts';
import { expandRoutes } from '../routes/expandRoutes.ts';
import { createLinkResolver } from '../routes/linkResolver.ts';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import type { BuildRun } from './buildRun.ts';
import type { SiteContent } from './readContent.ts';

/** Every page and redirect of the model; undefined when two claim one address (reported). */
export function routeSite(run: BuildRun, content: SiteContent): RouteTable | undefined {
  const { routes, diagnostics } = expandRoutes(content.model);
  run.report(diagnostics);
  return run.failed() ? undefined : routes;
}

/**
 * What the routes say about the content: every link written in content reaches a built page,
 * an id on it or a public file, no file of public/ would replace a page or a file the build
 * writes, and incomplete records are left out loudly, with the pages
 * that went and the links that went with them. A `#fragment` link's target page's ids are read
 * from its bytes in the last build where it is unchanged (`lastPage`), else rendered.
 */
export function checkLinksAndDrops(
  run: BuildRun,
  content: SiteContent,
  routes: RouteTable,
  assets: SiteAssets,
  lastPage: (route: PageRoute) => string | undefined = () => undefined,
): void {
  const { model, wholeModel, published } = content;
  const idsOf = pageIds({ model, assets: assets.urls, links: createLinkResolver(routes) }, routes.pages, lastPage);
  run.report(checkContentLinks(model, routes, { publicFiles: published, idsOf, drafts: draftPageUrls(wholeModel, routes) }));
  const relative = (file: string) => path.relative(run.paths.root, path.join(run.paths.publicDir, file)).split(path.sep).join('/');
  run.report(publicClashes(published, routes, relative));
  run.result.dropped = droppedPages(model);
  if (run.result.dropped.length === 0) return;
  const pages = run.result.dropped.flatMap((record) => record.pages);
  const linkers = droppedLinks(model, new Set(pages.map((page) => page.url)), assets.urls);
  for (const page of pages) page.linkedFrom = [...(linkers.get(page.url) ?? [])].sort();
}
