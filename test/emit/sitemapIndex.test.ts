import { describe, expect, it } from 'vitest';
import { fileText } from '../../src/emit/fileData.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { checkSitemap } from '../../src/check/rules/sitemap.ts';
import type { Site } from '../../src/content/model.ts';
import type { OutputFile } from '../../src/emit/outputFile.ts';
import { robotsTxt, sitemapFiles, type KeptSitemap, type SitemapLimits } from '../../src/emit/sitemap.ts';
import type { PageRoute } from '../../src/routes/route.ts';
import { origin } from '../support/smallSite.ts';

const site = { origin } as Site;
const limits: SitemapLimits = { urls: 100, bytes: 50 * 1024 * 1024 };

/** n place pages, as a growing site has them, plus the home page. */
const pages = (n: number, extra: string[] = []): PageRoute[] =>
  ['/', ...Array.from({ length: n }, (_, i) => `/web-hosting/kent/place-${i}`), ...extra].map((url) => ({
    template: 'about',
    url,
    output: url === '/' ? 'index.html' : `${url.slice(1)}.html`,
    source: 'test',
    indexable: true,
  }));
const byPath = (files: OutputFile[]) => new Map(files.map((file) => [file.path, fileText(file.data)]));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The built site check reads: every page indexable with its canonical URL, and the sitemap files. */
function built(routes: PageRoute[], files: OutputFile[]) {
  const page = (url: string) =>
    `<!DOCTYPE html><html lang="en-GB"><head><meta name="robots" content="index, follow"><link rel="canonical" href="${origin}${url === '/' ? '/' : url}"></head><body></body></html>`;
  const all = new Map<string, string>([
    ...routes.map((r) => [r.output, page(r.url)] as [string, string]),
    ...byPath(files),
    ['robots.txt', fileText(robotsTxt(site).data)],
  ]);
  return siteFromFiles(all, { dir: '/dist', label: 'dist' });
}

describe('the sitemap past its limit', () => {
  it('stays one file up to the limit', () => {
    const files = byPath(sitemapFiles(site, pages(99), { limits }));
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(locs(files.get('sitemap.xml')!)).toHaveLength(100);
  });

  it('becomes an index of parts named by hash, each within the limit, listing every page once, which robots.txt and site check accept', () => {
    const routes = pages(250);
    const files = byPath(sitemapFiles(site, routes, { limits }));
    const index = files.get('sitemap.xml')!;
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n<sitemap><loc>/);
    const parts = locs(index).map((loc) => loc.slice(origin.length + 1));
    expect(parts.every((part) => /^sitemap-[0-9a-f]\.xml$/.test(part))).toBe(true);
    expect([...files.keys()].sort()).toEqual([...parts, 'sitemap.xml'].sort());
    const listed = parts.flatMap((part) => locs(files.get(part)!));
    for (const part of parts) expect(locs(files.get(part)!).length).toBeLessThanOrEqual(100);
    expect(listed.sort()).toEqual(routes.map((r) => origin + r.url).sort());
    expect(robotsTxt(site).data).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    expect(checkSitemap(built(routes, sitemapFiles(site, routes, { limits })))).toEqual([]);
  });

  it('splits a part that passes the byte limit by the next digit of the hash', () => {
    const files = byPath(sitemapFiles(site, pages(250), { limits: { urls: 100, bytes: 1500 } }));
    expect([...files.keys()].some((file) => /^sitemap-[0-9a-f]{2}\.xml$/.test(file))).toBe(true);
    for (const [file, xml] of files) if (file !== 'sitemap.xml') expect(Buffer.byteLength(xml), file).toBeLessThanOrEqual(1500);
    expect([...files].filter(([file]) => file !== 'sitemap.xml').flatMap(([, xml]) => locs(xml))).toHaveLength(251);
  });

  it('is stable: a new page changes the one part it falls in, and no other', () => {
    const before = byPath(sitemapFiles(site, pages(250), { limits }));
    const after = byPath(sitemapFiles(site, pages(250, ['/web-hosting/kent/new-town']), { limits }));
    const changed = [...after.keys()].filter((file) => file !== 'sitemap.xml' && before.get(file) !== after.get(file));
    expect(changed).toHaveLength(1);
    expect(after.get(changed[0]!)).toContain(`${origin}/web-hosting/kent/new-town`);
  });

  it('writes each page’s lastmod when given one', () => {
    const files = byPath(sitemapFiles(site, pages(1), { lastmod: (page) => (page.url === '/' ? '2025-06-02' : undefined) }));
    expect(files.get('sitemap.xml')).toContain(
      `<url><loc>${origin}/</loc><lastmod>2025-06-02</lastmod></url>\n<url><loc>${origin}/web-hosting/kent/place-0</loc></url>`,
    );
  });
});

describe('the sitemap check of an index', () => {
  const routes = pages(250);
  const files = sitemapFiles(site, routes, { limits });
  const [first, second] = locs(fileText(files.at(-1)!.data));
  const withIndex = (change: (index: string) => string, drop?: string) =>
    built(
      routes,
      files.filter((file) => file.path !== drop).map((file) => (file.path === 'sitemap.xml' ? { ...file, data: change(fileText(file.data)) } : file)),
    );
  const messages = (s: ReturnType<typeof built>) => checkSitemap(s).map((f) => `${f.file} [${f.rule}] ${f.message}`);

  it('reports a part the index does not list, one it lists twice, and one that is not built', () => {
    const unlisted = messages(withIndex((index) => index.replace(`<sitemap><loc>${second}</loc></sitemap>\n`, '')));
    expect(unlisted[0]).toBe(
      `dist/${second!.slice(origin.length + 1)} [sitemap/malformed] ${second!.slice(origin.length + 1)} is a sitemap part that sitemap.xml does not list`,
    );
    expect(unlisted.slice(1).every((m) => m.includes('[sitemap/missing-page]'))).toBe(true);
    expect(messages(withIndex((index) => index.replace(`<loc>${second}</loc>`, `<loc>${first}</loc>`)))).toContain(
      `dist/sitemap.xml [sitemap/malformed] ${first} is already listed in the index`,
    );
    const part = second!.slice(origin.length + 1);
    expect(messages(withIndex((index) => index, part))[0]).toBe(`dist/${part} [sitemap/malformed] ${part} is not in the built site`);
  });
});

describe("a watch session's sitemap", () => {
  it('is the sitemap a fresh build writes, as dates move, pages come and go and the origin changes', () => {
    const kept: KeptSitemap = {};
    const same = (routes: PageRoute[], dates: Map<string, string>, at: Site = site) => {
      const lastmod = (page: PageRoute) => dates.get(page.url);
      const session = byPath(sitemapFiles(at, routes, { lastmod, kept }));
      expect(session).toEqual(byPath(sitemapFiles(at, routes, { lastmod })));
      return locs(session.get('sitemap.xml')!);
    };
    const routes = pages(20);
    const dates = new Map(routes.map((route, i) => [route.url, `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`]));
    same(routes, dates);
    // A save dates one page now; another loses its date.
    dates.set('/web-hosting/kent/place-3', '2026-11-26T10:00:00Z').delete('/web-hosting/kent/place-4');
    same(routes, dates);
    // A page that sorts first is added, and then one is removed in place of another with as many pages.
    const added = pages(20, ['/a-first-page']);
    expect(same(added, dates)[0]).toBe(`${origin}/`);
    const swapped = [...added.filter((route) => route.url !== '/web-hosting/kent/place-7'), ...pages(0, ['/zz-last']).slice(1)];
    expect(same(swapped, dates)).not.toContain(`${origin}/web-hosting/kent/place-7`);
    // A page no longer indexable leaves the list.
    same(
      swapped.map((route) => (route.url === '/web-hosting/kent/place-8' ? { ...route, indexable: false } : route)),
      dates,
    );
    // A new origin writes every address anew.
    expect(same(swapped, dates, { origin: 'https://example.org' } as Site)[0]).toBe('https://example.org/');
  });
});
