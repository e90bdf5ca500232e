/** The page a static host serves for unknown paths: reached by a wrong address, never by a link or a search. */
export const NOT_FOUND_PAGE = '404.html';

/** The URL path a page is published at: index.html → /, about.html → /about, a/index.html → /a. */
export function pageUrl(page: string): string {
  const path = page.replace(/\.html$/, '').replace(/(?:^|\/)index$/, '');
  return `/${path}`;
}

/** The address a page should name as canonical: origin + lowercased path, no trailing slash, `/` for home. */
export function canonicalUrl(origin: string, page: string): string {
  const path = pageUrl(page).toLowerCase();
  const prefix = originPrefix(origin);
  // A plain path parses to itself: the sitemap's pages are not each parsed (as they were, a cost to every check).
  return prefix !== undefined && isPlainPath(path) ? prefix + path : new URL(path, origin).href;
}

/**
 * The origin of `url`, or undefined when it is no absolute URL. Told without parsing when it is
 * `likely` (an origin, as a URL's is written) followed by a plain path, as a sitemap's
 * URLs are, whose parsing slowed every check after an edit.
 */
export function originOf(url: string, likely?: string): string | undefined {
  if (likely !== undefined && originPrefix(likely) === likely && url.startsWith(likely) && isPlainPath(url.slice(likely.length))) return likely;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const prefixes = new Map<string, string | undefined>();

/**
 * What URL parsing puts before a path resolved against an http(s) origin: the origin as the URL
 * standard writes it (host lowercased, default port left out, any path dropped); undefined for
 * any other, whose URLs are always parsed.
 */
function originPrefix(origin: string): string | undefined {
  if (!prefixes.has(origin)) {
    let prefix: string | undefined;
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') prefix = url.origin;
    } catch {
      // Not a URL: parsing decides, and fails, as it did.
    }
    prefixes.set(origin, prefix);
  }
  return prefixes.get(origin);
}

/**
 * A path URL parsing leaves as it is: `/`, then unreserved characters and slashes, not `//` at
 * its start (another host) and no `.` or `..` segment (which parsing removes).
 */
const isPlainPath = (path: string) => /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(path) && !/\/\.\.?(?:\/|$)/.test(path);

/** A URL path with its percent-encoding undone, or undefined when the encoding is malformed. */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
