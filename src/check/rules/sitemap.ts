import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { fileAt } from '../../output/fileAt.ts';
import { matchRedirect } from '../../redirects/matchRedirect.ts';
import { pageFacts } from '../siteFacts.ts';
import { NOT_FOUND_PAGE, canonicalUrl, decodePath } from '../../output/pageUrl.ts';
import { readSitemap } from '../readSitemap.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';
import { appendAll } from '../../appendAll.ts';

/** The parts of a sitemap index as the build names them (src/emit/sitemap.ts). */
const SITEMAP_PART = /^sitemap-[0-9a-f]+\.xml$/;

/**
 * sitemap.xml follows sitemaps.org and lists exactly the indexable pages (every page but the
 * 404 and noindex pages), each once, by its canonical URL; robots.txt points at it.
 */
export function checkSitemap(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [...checkRobots(site)];
  const report = (file: string, at: { line: number; column: number }, rule: Extract<RuleId, `sitemap/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, ...at }, message));
  if (!site.files.has('sitemap.xml')) {
    report('sitemap.xml', { line: 1, column: 1 }, 'sitemap/missing', 'There is no sitemap.xml');
    return findings;
  }
  const { entries, findings: malformed, readable, parts } = readSitemap(site, 'sitemap.xml');
  appendAll(findings, malformed);
  // A part the index does not name is never read by a crawler: its pages would be missing in all but name.
  for (const file of site.files) {
    if (SITEMAP_PART.test(file) && !parts.includes(file))
      report(file, { line: 1, column: 1 }, 'sitemap/malformed', `${file} is a sitemap part that sitemap.xml does not list`);
  }
  if (!site.origin || !readable) return findings;

  const indexable = new Map<string, string>();
  for (const page of site.pages.keys()) if (isIndexable(site, page)) indexable.set(canonicalUrl(site.origin, page), page);
  const listed = new Map<string, (typeof entries)[number]>();
  for (const entry of entries) {
    const first = listed.get(entry.loc);
    if (first) report(entry.file, entry.at(), 'sitemap/duplicate', `${entry.loc} is already listed at ${first.file}:${first.at().line}`);
    else if (!indexable.has(entry.loc)) report(entry.file, entry.at(), 'sitemap/extra-url', `${entry.loc} ${whyNotListable(site, entry.loc)}`);
    if (!first) listed.set(entry.loc, entry);
  }
  for (const [url, page] of indexable) {
    if (!listed.has(url)) report('sitemap.xml', { line: 1, column: 1 }, 'sitemap/missing-page', `${url} (${page}) is indexable but not listed`);
  }
  return findings;
}

export function isIndexable(site: BuiltSite, page: string): boolean {
  if (page === NOT_FOUND_PAGE) return false;
  const robots = pageFacts(site, page).robots ?? '';
  return !/\b(?:noindex|none)\b/.test(robots);
}

/** Why a listed URL is not one of the indexable pages' canonical URLs. */
function whyNotListable(site: BuiltSite, loc: string): string {
  const path = decodePath(new URL(loc).pathname);
  if (path === undefined) return 'has malformed percent-encoding';
  const redirect = matchRedirect(site.redirectRules.rules, path);
  if (redirect) return `is redirected to ${redirect.target}; list the target instead`;
  const page = fileAt(site.files, path);
  if (!page || !site.pages.has(page)) return 'is not a built page';
  if (page === NOT_FOUND_PAGE) return 'is the not-found page';
  if (!isIndexable(site, page)) return `is marked noindex (${page})`;
  return `is not the canonical URL of ${page}; list ${canonicalUrl(site.origin!, page)}`;
}

/** robots.txt names the sitemap with a `Sitemap:` line, so crawlers find it. */
function checkRobots(site: BuiltSite): Diagnostic[] {
  const expected = site.origin && `${site.origin}/sitemap.xml`;
  const text = site.texts?.get('robots.txt');
  const robots = (line: number, message: string): Diagnostic => finding('sitemap/robots', { file: `${site.label}/robots.txt`, line, column: 1 }, message);
  if (text === undefined) return [robots(1, 'There is no robots.txt to point crawlers at the sitemap')];
  const lines = text
    .split('\n')
    .map((line, i) => ({ line: i + 1, match: /^\s*sitemap\s*:\s*(\S+)/i.exec(line) }))
    .filter((l) => l.match);
  if (lines.length === 0) return [robots(1, `robots.txt has no "Sitemap: ${expected ?? '<origin>/sitemap.xml'}" line`)];
  if (!expected || lines.some((l) => l.match![1] === expected)) return [];
  return [robots(lines[0]!.line, `robots.txt points at ${lines[0]!.match![1]}, not ${expected}`)];
}
