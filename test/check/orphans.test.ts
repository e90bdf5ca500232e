import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkOrphans } from '../../src/check/rules/orphans.ts';
import { inMain, realSite, withPages } from './realSite.ts';

let site: BuiltSite;
/** The real site with every page linked from the home page but the 404 page, which no link reaches. */
let linked: BuiltSite;
beforeAll(async () => {
  site = await realSite();
  const links = [...site.pages.keys()]
    .filter((page) => page !== '404.html')
    .map((page) => `<a href="/${page.replace(/\.html$/, '')}">x</a>`)
    .join('');
  linked = withPages(site, { 'index.html': inMain(links) });
});

const orphans = (s: BuiltSite) => checkOrphans(s).map((f) => f.file);
const page = (title: string, body = '') =>
  `<!DOCTYPE html><html lang="en-GB"><head><title>${title}</title></head><body><main id="main">${body}</main></body></html>`;

describe('links/orphan', () => {
  it('passes a site whose every page is reachable from the home page', () => {
    expect(checkOrphans(linked)).toEqual([]);
  });

  it('reports a page nothing links to, but never the 404 page', () => {
    expect(checkOrphans(withPages(linked, { 'lonely.html': page('Lonely') }))).toEqual([
      {
        file: 'dist/lonely.html',
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'links/orphan',
        message: 'No chain of links from / reaches /lonely; link to it from a page that is linked',
      },
    ]);
    expect(linked.pages.has('404.html')).toBe(true);
    expect(linked.pages.get('index.html')).not.toContain('href="/404"');
  });

  it('reports pages linked only from other orphans', () => {
    expect(
      orphans(withPages(linked, { 'lonely.html': page('Lonely', '<a href="/lonelier">x</a>'), 'lonelier.html': page('Lonelier', '<a href="/lonely">x</a>') })),
    ).toEqual(['dist/lonely.html', 'dist/lonelier.html']);
  });

  it('follows links through redirects and relative paths', () => {
    const pages = {
      'index.html': page('Home', '<a href="/shared-hosting">x</a>'),
      'hosting.html': page('Hosting', '<a href="lonely">x</a>'),
      'lonely.html': page('Lonely'),
    };
    const small: BuiltSite = { ...site, pages: new Map(Object.entries(pages)), files: new Set([...site.files, 'lonely.html']) };
    expect(checkOrphans(small)).toEqual([]);
    expect(orphans({ ...small, pages: new Map(Object.entries({ ...pages, 'index.html': page('Home') })) })).toEqual(['dist/hosting.html', 'dist/lonely.html']);
  });

  it('finds no orphan in the real build: every page is reachable from the home page', () => {
    expect(orphans(site)).toEqual([]);
  });
});
