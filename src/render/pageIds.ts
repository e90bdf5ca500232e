import type { RenderContext } from '../../templates/context.ts';
import { renderPage, type PageInput } from './renderPage.tsx';

/**
 * The ids on a page: what a `#fragment` link to it can name. Content links are checked before
 * the render stage, so the pages such links point at are rendered once more here, each at most
 * once per build, unless `last` has the page's bytes from the last build, which the build cache
 * says it would render the same.
 */
export function pageIds(
  context: Omit<PageInput, 'route'>,
  routes: readonly RenderContext['route'][],
  last: (route: RenderContext['route']) => string | undefined = () => undefined,
): (url: string) => ReadonlySet<string> {
  const byUrl = new Map(routes.map((route) => [route.url, route]));
  const seen = new Map<string, ReadonlySet<string>>();
  return (url) => {
    let ids = seen.get(url);
    if (!ids) {
      const route = byUrl.get(url);
      const html = route ? (last(route) ?? renderPage({ ...context, route }).html) : '';
      ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
      seen.set(url, ids);
    }
    return ids;
  };
}
