import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkSearchIndex } from '../../src/check/rules/searchIndex.ts';
import type { BuiltSite } from '../../src/check/builtSite.ts';

const origin = 'https://www.example.test';
const sitemap = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${origin}${url}</loc></url>`).join('\n')}\n</urlset>\n`;

/** A built site whose index holds a fragment for each of `indexed`, as Pagefind writes them, and whose sitemap lists `listed`. */
function siteWith(indexed: string[], listed: string[], extraFiles: Record<string, Uint8Array> = {}): BuiltSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  mkdirSync(path.join(dir, 'pagefind/fragment'), { recursive: true });
  const files = new Set(['sitemap.xml', 'search.html', 'pagefind/pagefind-entry.json']);
  writeFileSync(path.join(dir, 'pagefind/pagefind-entry.json'), '{}');
  const fragments = Object.fromEntries(
    indexed.map((url, i) => [`pagefind/fragment/en_${i}.pf_fragment`, gzipSync(`pagefind_dcd${JSON.stringify({ url, content: '' })}`)]),
  );
  for (const [file, data] of Object.entries({ ...fragments, ...extraFiles })) {
    writeFileSync(path.join(dir, file), data);
    files.add(file);
  }
  return {
    dir,
    label: 'dist',
    files,
    pages: new Map(),
    redirects: new Map(),
    redirectRules: { rules: [] },
    texts: new Map([['sitemap.xml', sitemap(listed)]]),
    origin,
  } as unknown as BuiltSite;
}

describe('the search index rule', () => {
  it('passes an index of exactly the sitemap’s pages', () => {
    expect(checkSearchIndex(siteWith(['/', '/about'], ['/', '/about']))).toEqual([]);
  });

  it('reports a sitemap page the index lacks, and an indexed page the sitemap does not list', () => {
    const findings = checkSearchIndex(siteWith(['/', '/draft'], ['/', '/about']));
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['search/missing-page', '/about is in the sitemap but the search index does not find it'],
      ['search/extra-page', 'The search index finds /draft, which the sitemap does not list'],
    ]);
  });

  it('reports a fragment it cannot read, and a site with no index at all', () => {
    const damaged = checkSearchIndex(siteWith(['/'], ['/'], { 'pagefind/fragment/en_x.pf_fragment': new Uint8Array([1, 2, 3]) }));
    expect(damaged.map((f) => `${f.rule} ${f.file}`)).toEqual(['search/unreadable dist/pagefind/fragment/en_x.pf_fragment']);
    const site = siteWith([], ['/']);
    (site.files as Set<string>).delete('pagefind/pagefind-entry.json');
    expect(checkSearchIndex(site).map((f) => f.rule)).toEqual(['search/unreadable']);
  });

  it('holds nothing to the sitemap on a site without the search page: nothing there reads an index', () => {
    const site = siteWith(['/'], ['/', '/about']);
    (site.files as Set<string>).delete('search.html');
    expect(checkSearchIndex(site)).toEqual([]);
    (site.files as Set<string>).delete('pagefind/pagefind-entry.json');
    expect(checkSearchIndex(site)).toEqual([]);
  });
});
