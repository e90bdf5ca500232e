import type { Site } from '../content/model.ts';
import type { PageRoute } from '../routes/route.ts';
import type { OutputFile } from './outputFile.ts';
import { escapeMarkup } from '../output/escapeMarkup.ts';

/** sitemaps.org allows 50,000 URLs per file; past that, an index points at numbered files. */
export const SITEMAP_LIMIT = 50_000;

/** sitemap.xml listing exactly the indexable pages, in a stable order. */
export function sitemapFiles(site: Site, pages: readonly PageRoute[]): OutputFile[] {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => site.origin + (page.url === '/' ? '/' : page.url))
    .sort();
  if (urls.length <= SITEMAP_LIMIT) return [{ path: 'sitemap.xml', data: urlSet(urls) }];

  const files: OutputFile[] = [];
  for (let i = 0; i * SITEMAP_LIMIT < urls.length; i++) {
    files.push({ path: `sitemap-${i + 1}.xml`, data: urlSet(urls.slice(i * SITEMAP_LIMIT, (i + 1) * SITEMAP_LIMIT)) });
  }
  const index = files.map((file) => `<sitemap><loc>${escapeMarkup(`${site.origin}/${file.path}`)}</loc></sitemap>`).join('\n');
  files.push({
    path: 'sitemap.xml',
    data: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
  });
  return files;
}

function urlSet(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeMarkup(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * robots.txt: a writer's own `public/robots.txt` wins, with the sitemap's address added when it
 * names none (search engines find the sitemap there); otherwise the build writes one that
 * allows everything.
 */
export function robotsTxt(site: Site, own?: string): OutputFile {
  const sitemap = `Sitemap: ${site.origin}/sitemap.xml\n`;
  if (own === undefined) return { path: 'robots.txt', data: `User-agent: *\nAllow: /\n\n${sitemap}` };
  if (/^sitemap:/im.test(own)) return { path: 'robots.txt', data: own };
  return { path: 'robots.txt', data: `${own.replace(/\n*$/, '')}\n\n${sitemap}` };
}
