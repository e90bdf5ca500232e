import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltSite } from './builtSite.ts';
import { lineStartOffsets, position } from './page/position.ts';
import { decodePath, originOf } from '../output/pageUrl.ts';
import { parseXml, type XmlElement } from './parseXml.ts';
import { finding } from '../errors/problem.ts';
import { SITEMAP_LIMITS } from '../emit/sitemap.ts';
import { appendAll } from '../appendAll.ts';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** sitemaps.org: at most 50,000 URLs and 50 MB (uncompressed) per file (SITEMAP_LIMITS), URLs under 2,048 characters. */
const { urls: MAX_URLS, bytes: MAX_BYTES } = SITEMAP_LIMITS;
const MAX_URL_LENGTH = 2_048;

/** A `<loc>` listed by a sitemap, and where: its line and column are worked out only for an entry a finding names. */
export interface SitemapEntry {
  loc: string;
  file: string;
  at(): { line: number; column: number };
}

const changefreqs = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
const w3cDatetime = /^\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * The URLs a sitemap lists, following a sitemap index one level down to its sitemaps (the
 * parts, each file once), with a `sitemap/malformed` finding for everything that breaks the
 * sitemaps.org protocol. Not readable when a file could not be parsed at all: its URLs are
 * unknown, not absent.
 */
export function readSitemap(
  site: BuiltSite,
  file: string,
  nested = false,
): { entries: SitemapEntry[]; findings: Diagnostic[]; readable: boolean; parts: string[] } {
  const entries: SitemapEntry[] = [];
  const parts: string[] = [];
  const findings: Diagnostic[] = [];
  const text = site.texts?.get(file);
  if (text === undefined)
    return { entries, findings: [malformed(site, file, { line: 1, column: 1 }, `${file} is not in the built site`)], readable: false, parts };
  let lineStarts: number[] | undefined;
  const at = (offset: number) => position((lineStarts ??= lineStartOffsets(text)), offset);
  const report = (offset: number, message: string) => findings.push(malformed(site, file, at(offset), message));

  const parsed = parseXml(text);
  if (!parsed.ok) {
    report(parsed.offset, `Not well-formed XML: ${parsed.message}`);
    return { entries, findings, readable: false, parts };
  }
  const { root } = parsed;
  const kind = root.name === 'urlset' ? 'url' : root.name === 'sitemapindex' && !nested ? 'sitemap' : undefined;
  if (!kind)
    return {
      entries,
      findings: [malformed(site, file, at(root.offset), `The root element is <${root.name}>; expected <urlset>${nested ? '' : ' or <sitemapindex>'}`)],
      readable: false,
      parts,
    };
  if (root.attributes.get('xmlns') !== SITEMAP_NAMESPACE) report(root.offset, `<${root.name}> must declare xmlns="${SITEMAP_NAMESPACE}"`);
  if (Buffer.byteLength(text) > MAX_BYTES) report(0, `${file} is larger than 50 MB`);
  if (root.children.length > MAX_URLS) report(root.offset, `${file} lists ${root.children.length} entries; the limit is ${MAX_URLS}`);

  let readable = true;
  for (const child of root.children) {
    if (child.name !== kind) {
      report(child.offset, `<${root.name}> may only hold <${kind}> elements, not <${child.name}>`);
      continue;
    }
    const loc = entryLoc(child, site.origin, (offset, message) => report(offset, message));
    if (loc === undefined) continue;
    if (kind === 'url') entries.push({ loc, file, at: () => at(child.offset) });
    else {
      const part = decodePath(new URL(loc).pathname.slice(1)) ?? loc;
      if (parts.includes(part)) {
        report(child.offset, `${loc} is already listed in the index`);
        continue;
      }
      parts.push(part);
      const listed = readSitemap(site, part, true);
      appendAll(entries, listed.entries);
      appendAll(findings, listed.findings);
      readable &&= listed.readable;
    }
  }
  return { entries, findings, readable, parts };
}

/** The entry's `<loc>` when it is an absolute URL on the site's origin; other fields validated. */
function entryLoc(entry: XmlElement, origin: string | undefined, report: (offset: number, message: string) => void): string | undefined {
  for (const field of entry.children) {
    const value = field.text.trim();
    if (field.name === 'lastmod' && !w3cDatetime.test(value)) report(field.offset, `<lastmod>${value}</lastmod> is not a W3C datetime`);
    else if (field.name === 'changefreq' && !changefreqs.has(value))
      report(field.offset, `<changefreq>${value}</changefreq> is not one of ${[...changefreqs].join(', ')}`);
    else if (field.name === 'priority' && !/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/.test(value))
      report(field.offset, `<priority>${value}</priority> is not between 0.0 and 1.0`);
    // Prefixed elements are protocol extensions (image:, video:, xhtml:link) and allowed.
    else if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(field.name) && !field.name.includes(':'))
      report(field.offset, `<${entry.name}> may not hold <${field.name}>`);
  }
  const locs = entry.children.filter((field) => field.name === 'loc');
  if (locs.length !== 1) {
    report(entry.offset, `<${entry.name}> must hold exactly one <loc>, not ${locs.length}`);
    return undefined;
  }
  const loc = locs[0]!.text.trim();
  const locOrigin = originOf(loc, origin);
  if (locOrigin === undefined) report(locs[0]!.offset, `<loc>${loc}</loc> is not an absolute URL`);
  else if (loc.length >= MAX_URL_LENGTH) report(locs[0]!.offset, `<loc> is ${loc.length} characters long; the limit is ${MAX_URL_LENGTH - 1}`);
  else if (origin && locOrigin !== origin) report(locs[0]!.offset, `<loc>${loc}</loc> is not on the site's origin ${origin}`);
  else return loc;
  return undefined;
}

function malformed(site: BuiltSite, file: string, at: { line: number; column: number }, message: string): Diagnostic {
  return finding('sitemap/malformed', { file: `${site.label}/${file}`, ...at }, message);
}
