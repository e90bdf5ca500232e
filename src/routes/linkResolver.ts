import type { RouteTable } from './route.ts';

/**
 * Decides, at render time, whether an internal link can be published. A link is live when
 * its path is a built page, or a redirect (one hop) to one. Links to pages that are not
 * built are remembered, so the build can say which pages they wait for, and rendered as
 * plain text: the output never carries a broken link.
 */
export interface LinkResolver {
  /** The href to publish, or undefined when nothing is built at that path (recorded as waiting, from `fromUrl`). */
  resolve(href: string, fromUrl: string): string | undefined;
  /** The unbuilt path `href` waits for, or undefined when it can be published; records nothing. */
  waitingFor(href: string): string | undefined;
  /** Unbuilt path → the pages that link to it. */
  readonly pending: ReadonlyMap<string, ReadonlySet<string>>;
  /** Records a link to an unbuilt path without resolving it (a page reused from the build cache). */
  markPending(path: string, fromUrl: string): void;
}

/**
 * The built pages and the redirects of a route table, looked up once for all the resolvers a
 * build makes of it (its routes stage, its render, each render thread), not by each of them.
 */
const targetsOf = new WeakMap<RouteTable, { built: ReadonlySet<string>; redirects: ReadonlyMap<string, string> }>();

/** `onPending` hears of every link to an unbuilt path as well (a render worker passes them on). */
export function createLinkResolver(routes: RouteTable, onPending?: (path: string, fromUrl: string) => void): LinkResolver {
  let targets = targetsOf.get(routes);
  if (!targets) {
    targets = { built: new Set(routes.pages.filter((p) => p.indexable).map((p) => p.url)), redirects: new Map(routes.redirects.map((r) => [r.from, r.to])) };
    targetsOf.set(routes, targets);
  }
  const { built, redirects } = targets;
  const pending = new Map<string, Set<string>>();
  const markPending = (path: string, fromUrl: string) => {
    let pages = pending.get(path);
    if (!pages) pending.set(path, (pages = new Set()));
    pages.add(fromUrl);
    onPending?.(path, fromUrl);
  };
  const waitingFor = (href: string) => {
    const hash = href.indexOf('#');
    if (hash === 0) return undefined; // in-page anchor
    const path = hash === -1 ? href : href.slice(0, hash);
    if (built.has(path)) return undefined;
    const target = redirects.get(path);
    if (target !== undefined && built.has(target)) return undefined;
    return path;
  };
  return {
    pending,
    markPending,
    waitingFor,
    resolve(href, fromUrl) {
      const path = waitingFor(href);
      if (path === undefined) return href;
      markPending(path, fromUrl);
      return undefined;
    },
  };
}
