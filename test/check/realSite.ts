import type { BuiltSite } from '../../src/check/builtSite.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { parseRedirects, staticRedirects } from '../../src/redirects/parseRedirects.ts';
import { buildRealSite } from '../support/builtSite.ts';

/** The real content built in memory (once per test worker: test/support/builtSite.ts), as `site check` sees it. */
export async function realSite(): Promise<BuiltSite> {
  const { memory } = await buildRealSite();
  return siteFromFiles(memory.files, { dir: '/dist', label: 'dist' });
}

/** The site with some pages changed or added (html) or removed (undefined); other pages are kept. */
export function withPages(site: BuiltSite, changes: Record<string, string | ((html: string) => string) | undefined>): BuiltSite {
  const pages = new Map(site.pages);
  const files = new Set(site.files);
  for (const [page, change] of Object.entries(changes)) {
    if (change === undefined) {
      pages.delete(page);
      files.delete(page);
    } else {
      pages.set(page, typeof change === 'string' ? change : change(site.pages.get(page)!));
      files.add(page);
    }
  }
  return { ...site, pages, files };
}

/** Only the given page is scanned; every other file still resolves. For rules that look at one page at a time. */
export function onlyPage(site: BuiltSite, page: string, change: (html: string) => string = (html) => html): BuiltSite {
  return { ...site, pages: new Map([[page, change(site.pages.get(page)!)]]) };
}

/** The site with text files changed, added or removed (undefined); `_redirects` is re-read. */
export function withTexts(site: BuiltSite, changes: Record<string, string | ((text: string) => string) | undefined>): BuiltSite {
  const texts = new Map(site.texts);
  const files = new Set(site.files);
  for (const [file, change] of Object.entries(changes)) {
    if (change === undefined) {
      texts.delete(file);
      files.delete(file);
    } else {
      texts.set(file, typeof change === 'string' ? change : change(site.texts!.get(file) ?? ''));
      files.add(file);
    }
  }
  const redirectRules = parseRedirects(texts.get('_redirects') ?? '');
  return { ...site, texts, files, redirectRules, redirects: staticRedirects(redirectRules) };
}

/** Inserts markup at the start of <main>. */
export const inMain = (markup: string) => (html: string) => html.replace('<main id="main">', `<main id="main">${markup}`);
