import type { BuiltSite } from '../builtSite.ts';
import { pageFacts } from '../siteFacts.ts';

/**
 * Every distinct external URL of the built site, and the pages that carry it: the href, src and
 * srcset of every element (links, images, scripts) and the `url`s of the JSON-LD, when they
 * lead off the site's origin. A fragment is dropped (the server never sees it), so `…#a` and
 * `…#b` are one request. In page order, then the order each page names them.
 */
export function collectExternalLinks(site: BuiltSite, ignored: (url: string) => boolean): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const page of site.pages.keys()) {
    const facts = pageFacts(site, page);
    const candidates = [...facts.references.map(([, , url]) => url), ...(facts.jsonLdUrls ?? [])];
    for (const candidate of candidates) {
      const url = offSite(candidate, site.origin);
      if (url === undefined || ignored(url)) continue;
      const pages = links.get(url);
      if (!pages) links.set(url, [page]);
      else if (pages.at(-1) !== page) pages.push(page);
    }
  }
  return links;
}

/** The URL without its fragment when it is an absolute http(s) URL off the origin. */
function offSite(value: string, origin: string | undefined): string | undefined {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return undefined;
  const url = new URL(trimmed);
  if (url.origin === origin) return undefined;
  url.hash = '';
  return url.href;
}
