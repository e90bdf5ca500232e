import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkSitemap } from '../../src/check/rules/sitemap.ts';
import { checkFeed } from '../../src/check/rules/feed.ts';
import { realSite, withPages, withTexts } from './realSite.ts';

let site: BuiltSite;
let sitemap: string;
const origin = 'https://www.kentwebhosting.example';
beforeAll(async () => {
  site = await realSite();
  sitemap = site.texts!.get('sitemap.xml')!;
});

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
const summary = (s: BuiltSite) => checkSitemap(s).map((f) => `${f.file}:${f.line}:${f.column} [${f.rule}] ${f.message}`);
const addUrl = (url: string) => (text: string) => text.replace('</urlset>', `<url><loc>${url}</loc></url>\n</urlset>`);

describe('sitemap', () => {
  it('accepts the sitemap and robots.txt of the real build', () => {
    expect(checkSitemap(site)).toEqual([]);
  });

  it('accepts the feed of the real build, which every guide and tutorial announces and no other page does', () => {
    expect(checkFeed(site)).toEqual([]);
    const feed = site.texts!.get('feed.atom')!;
    expect(feed.match(/<entry>/g)).toHaveLength(13);
    const announce = '<link rel="alternate" type="application/atom+xml" title="Guides and tutorials | Kent Web Hosting" href="/feed.atom">';
    for (const page of ['what-is-web-hosting.html', 'how-to-install-wordpress-on-cpanel.html']) expect(site.pages.get(page), page).toContain(announce);
    for (const page of ['index.html', 'shared-hosting-vs-vps.html']) expect(site.pages.get(page), page).not.toContain('application/atom+xml');
  });

  it('reports a sitemap that is missing, or not well-formed, with the position', () => {
    expect(summary(withTexts(site, { 'sitemap.xml': undefined }))).toEqual(['dist/sitemap.xml:1:1 [sitemap/missing] There is no sitemap.xml']);
    const broken = sitemap.replace(`<loc>${origin}/about</loc>`, `<loc>${origin}/about</loc></ur>`);
    expect(summary(withTexts(site, { 'sitemap.xml': broken }))).toEqual([
      `dist/sitemap.xml:${lineOf(broken, '/about<')}:${`<url><loc>${origin}/about</loc>`.length + 1} [sitemap/malformed] Not well-formed XML: </ur> does not close <url>`,
    ]);
  });

  it('reports the wrong root, namespace, or entries that break the protocol', () => {
    const text = sitemap
      .replace('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"', 'xmlns="http://www.google.com/schemas/sitemap/0.84"')
      .replace(`<loc>${origin}/about</loc>`, '<loc>/about</loc>')
      .replace(`<loc>${origin}/agencies</loc>`, `<loc>https://elsewhere.example/agencies</loc><priority>2</priority>`);
    expect(checkSitemap(withTexts(site, { 'sitemap.xml': text })).map((f) => f.message)).toEqual([
      '<urlset> must declare xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      '<loc>/about</loc> is not an absolute URL',
      '<priority>2</priority> is not between 0.0 and 1.0',
      `<loc>https://elsewhere.example/agencies</loc> is not on the site's origin ${origin}`,
      `${origin}/about (about.html) is indexable but not listed`,
      `${origin}/agencies (agencies.html) is indexable but not listed`,
    ]);
    expect(summary(withTexts(site, { 'sitemap.xml': '<?xml version="1.0"?>\n<pages/>' }))[0]).toBe(
      'dist/sitemap.xml:2:1 [sitemap/malformed] The root element is <pages>; expected <urlset> or <sitemapindex>',
    );
  });

  it('reports a page left out, and URLs that are not indexable pages', () => {
    const text = [`${origin}/shared-hosting`, `${origin}/404`, `${origin}/about.html`, `${origin}/no-such-page`, `${origin}/contact`].reduce(
      (t, url) => addUrl(url)(t),
      sitemap.replace(new RegExp(`<url><loc>${origin}/agencies</loc>(<lastmod>[^<]*</lastmod>)?</url>\n`), ''),
    );
    const noindex = withPages(withTexts(site, { 'sitemap.xml': text }), {
      'contact.html': (html) => html.replace('content="index, follow"', 'content="noindex, follow"'),
    });
    expect(checkSitemap(noindex).map((f) => `${f.rule} ${f.message}`)).toEqual([
      `sitemap/extra-url ${origin}/contact is marked noindex (contact.html)`,
      `sitemap/extra-url ${origin}/shared-hosting is redirected to /hosting; list the target instead`,
      `sitemap/extra-url ${origin}/404 is the not-found page`,
      `sitemap/extra-url ${origin}/about.html is not the canonical URL of about.html; list ${origin}/about`,
      `sitemap/extra-url ${origin}/no-such-page is not a built page`,
      `sitemap/duplicate ${origin}/contact is already listed at sitemap.xml:${lineOf(text, `${origin}/contact<`)}`,
      `sitemap/missing-page ${origin}/agencies (agencies.html) is indexable but not listed`,
    ]);
    // Each at the entry's own line, in the built site's folder.
    const at = (url: string) =>
      `dist/sitemap.xml:${
        text
          .split('\n')
          .map((line) => line.includes(`${url}<`))
          .lastIndexOf(true) + 1
      }:1`;
    expect(
      summary(noindex)
        .slice(4, 6)
        .map((line) => line.replace(/ \[.*/, '')),
    ).toEqual([at(`${origin}/no-such-page`), at(`${origin}/contact`)]);
  });

  it('follows a sitemap index to its sitemaps', () => {
    const urls = sitemap.split('\n').filter((line) => line.startsWith('<url>'));
    const urlset = (part: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${part.join('\n')}\n</urlset>\n`;
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>${origin}/sitemap-1.xml</loc></sitemap>\n<sitemap><loc>${origin}/sitemap-2.xml</loc></sitemap>\n</sitemapindex>\n`;
    const split = withTexts(site, { 'sitemap.xml': index, 'sitemap-1.xml': urlset(urls.slice(0, 100)), 'sitemap-2.xml': urlset(urls.slice(100)) });
    expect(checkSitemap(split)).toEqual([]);
    expect(summary(withTexts(split, { 'sitemap-2.xml': urlset(urls.slice(101)) }))).toEqual([
      `dist/sitemap.xml:1:1 [sitemap/missing-page] ${urls[100]!.replace(/<\/?url>|<\/?loc>|<lastmod>[^<]*<\/lastmod>/g, '')} (${urls[100]!.replace(/.*example\/|<\/loc>.*/g, '')}.html) is indexable but not listed`,
    ]);
  });

  it('reports a robots.txt that does not point at the sitemap', () => {
    expect(summary(withTexts(site, { 'robots.txt': 'User-agent: *\nAllow: /\n' }))).toEqual([
      `dist/robots.txt:1:1 [sitemap/robots] robots.txt has no "Sitemap: ${origin}/sitemap.xml" line`,
    ]);
    expect(summary(withTexts(site, { 'robots.txt': 'User-agent: *\nSitemap: https://elsewhere.example/sitemap.xml\n' }))).toEqual([
      `dist/robots.txt:2:1 [sitemap/robots] robots.txt points at https://elsewhere.example/sitemap.xml, not ${origin}/sitemap.xml`,
    ]);
  });
});
