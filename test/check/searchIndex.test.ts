import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSearchIndex } from '../../src/check/rules/searchIndex.ts';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { searchInput } from '../../src/search/searchInput.ts';
import { indexFiles } from '../../src/search/indexFiles.ts';

const origin = 'https://www.example.test';
const sitemap = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${origin}${url}</loc></url>`).join('\n')}\n</urlset>\n`;

/** A built site whose index (made by the build's own writer) holds each of `indexed`, and whose sitemap lists `listed`. */
function siteWith(indexed: string[], listed: string[]): BuiltSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  const files = new Set(['sitemap.xml', 'search.html']);
  const pages = indexed.map((url) => ({ url, record: searchInput(`<title>Page ${url}</title><main><h1>Page ${url}</h1><p>Words of ${url}.</p></main>`, {}) }));
  for (const { path: file, data } of indexFiles(pages)) {
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

  it('reports an entry it cannot read, and a shard or a block the entry names that is missing or damaged', () => {
    const site = siteWith(['/', '/about'], ['/', '/about']);
    const entryFile = 'search-index/index.json';
    const entry = JSON.parse(readFileSync(path.join(site.dir, entryFile), 'utf8')) as { shards: string[]; blocks: string[] };
    (site.files as Set<string>).delete(`search-index/s-${entry.shards[0]}.json`);
    writeFileSync(path.join(site.dir, `search-index/b-${entry.blocks[0]}.json`), '{"not": "a block"');
    expect(checkSearchIndex(site).map((f) => [f.rule, f.message])).toEqual([
      [
        'search/unreadable',
        `search-index/index.json names search-index/s-${entry.shards[0]}.json, which is not in the output: the words it holds find nothing`,
      ],
      [
        'search/unreadable',
        `search-index/index.json names search-index/b-${entry.blocks[0]}.json, which is missing or not a block of pages: its pages cannot be shown`,
      ],
      // Its pages are not found either.
      ['search/missing-page', '/ is in the sitemap but the search index does not find it'],
      ['search/missing-page', '/about is in the sitemap but the search index does not find it'],
    ]);
    writeFileSync(path.join(site.dir, entryFile), JSON.stringify({ ...entry, format: 0 }));
    expect(checkSearchIndex(site).map((f) => `${f.rule} ${f.file}`)).toEqual(['search/unreadable dist/search-index/index.json']);
    (site.files as Set<string>).delete(entryFile);
    expect(checkSearchIndex(site).map((f) => `${f.rule} ${f.file}`)).toEqual(['search/unreadable dist/search-index/index.json']);
  });

  it('holds nothing to the sitemap on a site without the search page: nothing there reads an index', () => {
    const site = siteWith(['/'], ['/', '/about']);
    (site.files as Set<string>).delete('search.html');
    expect(checkSearchIndex(site)).toEqual([]);
    (site.files as Set<string>).delete('search-index/index.json');
    expect(checkSearchIndex(site)).toEqual([]);
  });
});
