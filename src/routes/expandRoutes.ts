import type { Model } from '../content/model.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { fixedPages, fixedRedirects } from './fixedRoutes.ts';
import { expandCountyRoutes, expandLocationRoutes, expandServiceRoutes, nationalAliasRedirects } from './serviceRoutes.ts';
import { expandPlaceRoutes } from './placeRoutes.ts';
import { outputPathFor, type FixedTemplate, type PageRoute, type RedirectRoute, type RouteTable } from './route.ts';

const FIXED = 'fixed route (src/routes/fixedRoutes.ts)';

/**
 * The model → every page and redirect of the site. Pure: same model, same table, in a stable
 * order. Two routes claiming one URL, or a redirect hiding a page, is an error naming both.
 */
export function expandRoutes(model: Model): { routes: RouteTable; diagnostics: Diagnostic[] } {
  // URLs a fixed route owns: a local service of the same slug keeps only its county and location pages.
  const fixedUrls = new Set([...fixedPages.map((page) => page.url), ...fixedRedirects.map((redirect) => redirect.from)]);
  const pages: PageRoute[] = [
    ...fixedPages.map((page) => fixedPage(page.url, page.template)),
    ...expandServiceRoutes(model, fixedUrls),
    ...expandCountyRoutes(model),
    ...expandLocationRoutes(model),
    ...expandPlaceRoutes(model),
    { url: '/404', output: '404.html', template: 'notFound', source: FIXED, indexable: false },
  ];
  const redirects: RedirectRoute[] = [
    ...fixedRedirects.map((r) => ({ ...r, status: 301 as const, source: FIXED })),
    ...nationalAliasRedirects(model),
    // A writer's redirect that hides a built page is reported below, naming both.
    ...model.redirects.map((r) => ({ from: r.from, to: r.to, status: 301 as const, source: model.redirectsOrigin.file })),
  ];
  return { routes: { pages, redirects }, diagnostics: findCollisions(pages, redirects) };
}

function fixedPage(url: string, template: FixedTemplate): PageRoute {
  return { url, output: outputPathFor(url), template, source: FIXED, indexable: true };
}

export function findCollisions(pages: readonly PageRoute[], redirects: readonly RedirectRoute[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const claimed = new Map<string, string>();
  const claim = (url: string, source: string, what: string) => {
    const first = claimed.get(url);
    if (first === undefined) {
      claimed.set(url, `${what} from ${source}`);
      return;
    }
    diagnostics.push(
      problem(
        'routes/duplicate-url',
        { file: source.split(' ')[0]!, line: 1, column: 1 },
        {
          message: `${url} is claimed twice: by the ${first} and by the ${what} from ${source}`,
          found: url,
        },
      ),
    );
  };
  for (const page of pages) claim(page.url, page.source, 'page');
  for (const redirect of redirects) claim(redirect.from, redirect.source, 'redirect');
  return diagnostics;
}
