import type { Model } from '../content/model.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { fixedPages } from './fixedRoutes.ts';
import { expandCountyRoutes, expandLocationRoutes, expandServiceRoutes, nationalAliasRedirects } from './serviceRoutes.ts';
import { expandPlaceRoutes } from './placeRoutes.ts';
import { outputPathFor, type FixedTemplate, type PageRoute, type RedirectRoute, type RouteTable } from './route.ts';

const FIXED = 'fixed route (src/routes/fixedRoutes.ts)';

/**
 * The model → every page and redirect of the site. Pure: same model, same table, in a stable
 * order. Two routes claiming one URL, or a redirect hiding a page, is an error naming both.
 * /search is a page only of a site with search (`search` in site.yaml).
 */
export function expandRoutes(model: Model): { routes: RouteTable; diagnostics: Diagnostic[] } {
  // A redirect from a local service's own address replaces only that page: the service keeps its
  // county and place pages (docs/content-model.md#redirects). /business-web-hosting is one.
  const ownedUrls = new Set([...fixedPages.map((page) => page.url), ...model.redirects.map((redirect) => redirect.from)]);
  const pages: PageRoute[] = [
    ...fixedPages.filter((page) => page.template !== 'search' || model.site.search).map((page) => fixedPage(page.url, page.template)),
    ...expandServiceRoutes(model, ownedUrls),
    ...expandCountyRoutes(model),
    ...expandLocationRoutes(model),
    ...expandPlaceRoutes(model),
    { url: '/404', output: '404.html', template: 'notFound', source: FIXED, indexable: false },
  ];
  const written: RedirectRoute[] = model.redirects.map((r, entry) => ({ from: r.from, to: r.to, status: 301, source: model.redirectsOrigin.file, entry }));
  const redirects: RedirectRoute[] = [...written, ...nationalAliasRedirects(model)];
  return {
    routes: { pages, redirects },
    diagnostics: [...findCollisions(pages, []), ...writtenRedirectProblems(written, pages, model.locate)],
  };
}

function fixedPage(url: string, template: FixedTemplate): PageRoute {
  return { url, output: outputPathFor(url), template, source: FIXED, indexable: true };
}

/** Pages and generated redirects that claim one URL: a clash between two records or rules. */
export function findCollisions(pages: readonly PageRoute[], redirects: readonly RedirectRoute[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // What first claimed each address, put in words only for a second claim: nearly every page has none.
  const claimed = new Map<string, { what: string; source: string }>();
  const claim = (url: string, source: string, what: string) => {
    const first = claimed.get(url);
    if (first === undefined) {
      claimed.set(url, { what, source });
      return;
    }
    diagnostics.push(
      problem(
        'routes/duplicate-url',
        { file: source.split(' ')[0]!, line: 1, column: 1 },
        {
          message: `${url} is claimed twice: by the ${first.what} from ${first.source} and by the ${what} from ${source}`,
          found: url,
        },
      ),
    );
  };
  for (const page of pages) claim(page.url, page.source, 'page');
  for (const redirect of redirects) claim(redirect.from, redirect.source, 'redirect');
  return diagnostics;
}

/**
 * The writer's redirects (content/redirects.yaml) that cannot work, each at its own entry and
 * all at once: one from an address the site still builds as a page, and one from an address
 * an earlier entry already redirects. The hint says which line or record to change.
 */
export function writtenRedirectProblems(written: readonly RedirectRoute[], pages: readonly PageRoute[], locate: Model['locate']): Diagnostic[] {
  const pageAt = new Map(pages.map((page) => [page.url, page]));
  const firstEntry = new Map<string, number>();
  const diagnostics: Diagnostic[] = [];
  for (const redirect of written) {
    const entry = redirect.entry!;
    const at = () => ({ file: redirect.source, ...locate(redirect.source, ['redirects', entry, 'from']) });
    const field = `redirects[${entry}].from`;
    const page = pageAt.get(redirect.from);
    const earlier = firstEntry.get(redirect.from);
    if (page) {
      const fixed = page.source === FIXED;
      diagnostics.push(
        problem('content/redirect-from-page', at(), {
          field,
          found: redirect.from,
          message: fixed ? `${redirect.from} is a page the site always builds` : `${redirect.from} is still a page: ${page.source} builds it`,
          hint: fixed
            ? 'A fixed page cannot be retired with a redirect: delete this entry.'
            : `To retire the page, delete ${page.source} (or mark it \`draft: true\`) and keep this entry; to keep the page, delete this entry.`,
        }),
      );
    } else if (earlier !== undefined) {
      const line = locate(redirect.source, ['redirects', earlier, 'from']).line;
      diagnostics.push(
        problem('content/duplicate-redirect', at(), {
          field,
          found: redirect.from,
          message: `${redirect.from} is already redirected by the entry on line ${line}`,
          hint: `Keep one of the two: delete this entry, or the one on line ${line}.`,
        }),
      );
    } else firstEntry.set(redirect.from, entry);
  }
  return diagnostics;
}
