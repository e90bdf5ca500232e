import type { BuiltSite } from './builtSite.ts';
import { isTextFile } from './builtSite.ts';
import { pageFacts } from './siteFacts.ts';
import { parseRedirects, staticRedirects } from '../redirects/parseRedirects.ts';
import { CARD_FOLDER } from '../metadata/shareCard.ts';

const utf8 = new TextDecoder();

/** Assembles a BuiltSite from a build's files in memory; text files are decoded as UTF-8. */
export function siteFromFiles(files: ReadonlyMap<string, string | Uint8Array>, where: { dir: string; label: string }): BuiltSite {
  const pages = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const [file, data] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!isTextFile(file)) continue;
    const text = typeof data === 'string' ? data : utf8.decode(data);
    if (file.endsWith('.html')) pages.set(file, text);
    else texts.set(file, text);
  }
  return assembleSite({ files: [...files.keys()], pages, texts }, where);
}

/** A BuiltSite from its file list, pages (markup by path) and other text files; reads `_redirects` and the origin. */
export function assembleSite(
  parts: { files: Iterable<string>; pages: ReadonlyMap<string, string>; texts: ReadonlyMap<string, string> },
  where: { dir: string; label: string },
): BuiltSite {
  const redirectRules = parseRedirects(parts.texts.get('_redirects') ?? '');
  const site: BuiltSite = {
    ...where,
    files: new Set([...parts.files].sort()),
    pages: parts.pages,
    redirects: staticRedirects(redirectRules),
    redirectRules,
    texts: parts.texts,
  };
  site.shareCards = [...site.files].some((file) => file.startsWith(`${CARD_FOLDER}/`));
  // Worked out when first asked for: analysing the home page costs a cold check tens of
  // milliseconds, and `site check` asks only once the check cache has given it the home page's
  // facts, or not at all when the content states the origin (checkSite.ts).
  let origin: { value: string | undefined } | undefined;
  Object.defineProperty(site, 'origin', {
    enumerable: true,
    get: () => (origin ??= { value: homeOrigin(site) }).value,
    set: (value: string | undefined) => (origin = { value }),
  });
  return site;
}

/** The origin the home page names as its canonical URL: the one place the output states it. */
function homeOrigin(site: BuiltSite): string | undefined {
  if (!site.pages.has('index.html')) return undefined;
  const href = pageFacts(site, 'index.html').head.canonicals[0]?.value;
  return URL.canParse(href ?? '') ? new URL(href!).origin : undefined;
}
