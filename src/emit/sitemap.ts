import { createHash } from 'node:crypto';
import type { Site } from '../content/model.ts';
import type { PageRoute } from '../routes/route.ts';
import type { OutputFile } from './outputFile.ts';
import { escapeMarkup } from '../output/escapeMarkup.ts';

/** What sitemaps.org allows one file: 50,000 URLs and 50 MB uncompressed. Past either, an index points at parts. */
export interface SitemapLimits {
  urls: number;
  bytes: number;
}
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export interface SitemapOptions {
  /** Lower limits, for tests; the protocol's by default. */
  limits?: SitemapLimits;
  /** A page's `<lastmod>` (a W3C datetime), when it has one. */
  lastmod?: (page: PageRoute) => string | undefined;
  /** A watch session's entries from its last build, brought up to date (`KeptSitemap`). */
  kept?: KeptSitemap;
}

/** One `<url>` as written, with the path whose key picks its part. */
interface Entry {
  loc: string;
  path: string;
  lastmod: string | undefined;
  xml: string;
  bytes: number;
  /** Its key for splitting (keyOf), worked out the first time the sitemap is split: a watch session keeps its unchanged entries from save to save, and the key with them. */
  key?: string;
}

/**
 * A watch session's sitemap entries, in order, from its last build: a save moves the dates of
 * a few pages, so the next build writes out only their entries, and sorts none while the same
 * pages are listed.
 */
export interface KeptSitemap {
  origin?: string;
  /** Each listed page's entry, by its path, and where it stands in the sorted list. */
  byPath?: Map<string, { entry: Entry; at: number }>;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = ['<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n', '\n</urlset>\n'] as const;
const ENVELOPE_BYTES = Buffer.byteLength(XML_DECLARATION + URLSET.join(''));

/**
 * sitemap.xml listing exactly the indexable pages (docs/output-contract.md#the-sitemap). Within
 * the limits, one file. Past them, sitemap.xml is an index of parts, and each page's part is
 * named by the first hex digits of a hash of its path: `sitemap-0.xml` to `sitemap-f.xml`, a
 * part that would pass a limit being split by the next digit (`sitemap-3a.xml`…). So the
 * split is stable: a new page lands in the one part its hash names, and no other part changes.
 */
export function sitemapFiles(site: Site, pages: readonly PageRoute[], options: SitemapOptions = {}): OutputFile[] {
  const limits = options.limits ?? SITEMAP_LIMITS;
  const entries = sortedEntries(site.origin, pages, options);
  if (fits(entries, limits)) return [{ path: 'sitemap.xml', data: urlSet(entries) }];

  const files = [...splitByKey(entries, limits, '')].map(([prefix, part]) => ({ path: `sitemap-${prefix}.xml`, data: urlSet(part) }));
  const index = files.map((file) => `<sitemap><loc>${escapeMarkup(`${site.origin}/${file.path}`)}</loc></sitemap>`).join('\n');
  files.push({
    path: 'sitemap.xml',
    data: `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
  });
  return files;
}

/** The indexable pages' entries, sorted by address; through `kept`, the last build's entries where they are the same. */
function sortedEntries(origin: string, pages: readonly PageRoute[], { lastmod, kept }: SitemapOptions): Entry[] {
  const listed = pages.filter((page) => page.indexable);
  const before = kept?.origin === origin ? kept.byPath : undefined;
  // While the pages are those of last time, each entry takes the place it was sorted into.
  let samePages = before !== undefined && before.size === listed.length;
  const entries: Entry[] = [];
  for (const page of listed) {
    const date = lastmod?.(page);
    const was = before?.get(page.url);
    const made = was && was.entry.lastmod === date ? was.entry : entry(origin + (page.url === '/' ? '/' : page.url), page.url, date);
    samePages &&= was !== undefined;
    if (samePages) {
      entries[was!.at] = made;
      was!.entry = made;
    } else entries.push(made);
  }
  if (samePages) return entries;
  // Entries placed before a page was found new leave gaps.
  const sorted = entries.filter(Boolean).sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
  if (kept) {
    kept.origin = origin;
    kept.byPath = new Map(sorted.map((made, at) => [made.path, { entry: made, at }]));
  }
  return sorted;
}

function entry(loc: string, path: string, lastmod: string | undefined): Entry {
  const xml = `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`;
  return { loc, path, lastmod, xml, bytes: Buffer.byteLength(xml) + 1 };
}

/**
 * SHA-256 of a page's path, in hex: the same page always has the same key. Worked out only
 * when the sitemap is split, which most sites never are: a watch session rebuilds the sitemap
 * on every save.
 */
const keyOf = (entry: Entry) => createHash('sha256').update(entry.path).digest('hex');

function fits(entries: readonly Entry[], limits: SitemapLimits): boolean {
  return entries.length <= limits.urls && entries.reduce((sum, e) => sum + e.bytes, ENVELOPE_BYTES) <= limits.bytes;
}

/** The entries grouped by one more hex digit of their key than `prefix`, each group split again until it fits; in prefix order. */
function* splitByKey(entries: readonly Entry[], limits: SitemapLimits, prefix: string): Generator<[string, Entry[]]> {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const digit = (e.key ??= keyOf(e)).slice(0, prefix.length + 1);
    const group = groups.get(digit);
    if (group) group.push(e);
    else groups.set(digit, [e]);
  }
  for (const digit of [...groups.keys()].sort()) {
    const group = groups.get(digit)!;
    // A single entry always fits a part: a URL is far under 50 MB.
    if (group.length === 1 || fits(group, limits)) yield [digit, group];
    else yield* splitByKey(group, limits, digit);
  }
}

function urlSet(entries: readonly Entry[]): string {
  return `${XML_DECLARATION}${URLSET[0]}${entries.map((e) => e.xml).join('\n')}${URLSET[1]}`;
}

/**
 * robots.txt: a writer's own `public/robots.txt` wins, with the sitemap's address added when it
 * names none (search engines find the sitemap there); otherwise the build writes one that
 * allows everything. The address is sitemap.xml whether it is the sitemap or its index.
 */
export function robotsTxt(site: Site, own?: string): OutputFile {
  const sitemap = `Sitemap: ${site.origin}/sitemap.xml\n`;
  if (own === undefined) return { path: 'robots.txt', data: `User-agent: *\nAllow: /\n\n${sitemap}` };
  if (/^sitemap:/im.test(own)) return { path: 'robots.txt', data: own };
  return { path: 'robots.txt', data: `${own.replace(/\n*$/, '')}\n\n${sitemap}` };
}
