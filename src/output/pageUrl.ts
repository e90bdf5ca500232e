/** The page a static host serves for unknown paths: reached by a wrong address, never by a link or a search. */
export const NOT_FOUND_PAGE = '404.html';

/** The URL path a page is published at: index.html → /, about.html → /about, a/index.html → /a. */
export function pageUrl(page: string): string {
  const path = page.replace(/\.html$/, '').replace(/(?:^|\/)index$/, '');
  return `/${path}`;
}

/** The address a page should name as canonical: origin + lowercased path, no trailing slash, `/` for home. */
export function canonicalUrl(origin: string, page: string): string {
  return new URL(pageUrl(page).toLowerCase(), origin).href;
}

/** A URL path with its percent-encoding undone, or undefined when the encoding is malformed. */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
