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

/**
 * A built site whose index holds a fragment for each of `indexed`, as Pagefind writes them, and
 * whose sitemap lists `listed`. `parts`: the index's other parts (their folders under pagefind/,
 * and the pages of each), all listed in pagefind/parts.json.
 */
function siteWith(indexed: string[], listed: string[], extraFiles: Record<string, Uint8Array> = {}, parts: Record<string, string[]> = {}): BuiltSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  const files = new Set(['sitemap.xml', 'search.html']);
  const partFiles = (folder: string, urls: string[]) => ({
    [`${folder}/pagefind-entry.json`]: new TextEncoder().encode('{}'),
    ...Object.fromEntries(urls.map((url, i) => [`${folder}/fragment/en_${i}.pf_fragment`, gzipSync(`pagefind_dcd${JSON.stringify({ url, content: '' })}`)])),
  });
  const list = new TextEncoder().encode(JSON.stringify(Object.keys(parts).map((folder) => `/pagefind/${folder}/`)));
  const all: Record<string, Uint8Array> = {
    ...partFiles('pagefind', indexed),
    'pagefind/parts.json': list,
    ...Object.fromEntries(Object.entries(parts).flatMap(([folder, urls]) => Object.entries(partFiles(`pagefind/${folder}`, urls)))),
    ...extraFiles,
  };
  for (const [file, data] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
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

  it('reads the pages of every part the list names', () => {
    const parts = { 'part-a': ['/about'], 'part-b': ['/contact'] };
    expect(checkSearchIndex(siteWith(['/'], ['/', '/about', '/contact'], {}, parts))).toEqual([]);
    expect(checkSearchIndex(siteWith(['/'], ['/', '/about'], {}, parts)).map((f) => f.message)).toEqual([
      'The search index finds /contact, which the sitemap does not list',
    ]);
  });

  it('reports a part the list leaves out (never searched), a listed part with no entry, and a list it cannot read', () => {
    const unlisted = siteWith(['/'], ['/', '/about'], {}, { 'part-a': ['/about'] });
    writeFileSync(path.join(unlisted.dir, 'pagefind/parts.json'), '[]');
    expect(checkSearchIndex(unlisted).map((f) => `${f.rule} ${f.file}`)).toEqual([
      'search/unreadable dist/pagefind/part-a/pagefind-entry.json',
      // Its pages are not found: the search page never merges the part.
      'search/missing-page dist/sitemap.xml',
    ]);
    const noEntry = siteWith(['/'], ['/'], {}, { 'part-a': [] });
    (noEntry.files as Set<string>).delete('pagefind/part-a/pagefind-entry.json');
    expect(checkSearchIndex(noEntry).map((f) => f.message)).toEqual([
      'pagefind/parts.json names /pagefind/part-a/, which has no pagefind-entry.json: the search page cannot merge it',
    ]);
    const damaged = siteWith(['/'], ['/'], { 'pagefind/parts.json': new TextEncoder().encode('{"not": "a list"}') });
    expect(checkSearchIndex(damaged).map((f) => `${f.rule} ${f.file}`)).toEqual(['search/unreadable dist/pagefind/parts.json']);
  });

  it('holds nothing to the sitemap on a site without the search page: nothing there reads an index', () => {
    const site = siteWith(['/'], ['/', '/about']);
    (site.files as Set<string>).delete('search.html');
    expect(checkSearchIndex(site)).toEqual([]);
    (site.files as Set<string>).delete('pagefind/pagefind-entry.json');
    expect(checkSearchIndex(site)).toEqual([]);
  });
});
