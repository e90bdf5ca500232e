import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from '../../src/output/contentType.ts';
import { fileAt } from '../../src/output/fileAt.ts';
import { headersFor, parseHeaders } from '../../src/output/parseHeaders.ts';
import { isForcedTwin, parseRedirects, redirectStatus } from '../../src/redirects/parseRedirects.ts';
import { sourcePattern } from '../../src/redirects/sourcePattern.ts';
import { normalisePath } from '../../src/routes/normalisePath.ts';

/**
 * How closely nginx and the preview must agree on a probe (docs/output-contract.md):
 * `exact` status, Location, type and headers; `status` the same status and a Location equal
 * but for letter case (a pattern's captures keep the case nginx received); `refused` both
 * refuse (400 or 404), never a 200.
 */
export type Agreement = 'exact' | 'status' | 'refused';

export interface Probe {
  /** The request target, sent as it is. */
  target: string;
  group: 'page' | 'rule' | 'canonical' | 'unknown' | 'host file' | 'traversal';
  agree: Agreement;
  /** What the contract answers: the status, the Location of a redirect, the file of a 200. */
  status: number;
  location?: string;
  file?: string;
}

export interface ProbeTable {
  probes: Probe[];
  /** The headers `_headers` gives a URL path. */
  headersFor(urlPath: string): [string, string][];
  contentTypeFor(file: string): string;
}

const query = '?utm_source=probe&x=1';

/** Every request the deployment tests send, with the contract's answer, from a built site on disk. */
export async function probeTable(dist: string, pages: readonly string[]): Promise<ProbeTable> {
  const read = (file: string) => readFile(path.join(dist, file), 'utf8');
  const files = new Set(pages);
  const headerRules = parseHeaders(await read('_headers'));
  const { rules } = parseRedirects(await read('_redirects'));
  const probes: Probe[] = [];
  const page = (target: string, file: string) => probes.push({ target, group: 'page', agree: 'exact', status: 200, file });
  const moved = (group: Probe['group'], target: string, status: number, location: string, agree: Agreement = 'exact') =>
    probes.push({ target, group, agree, status, location });
  const missing = (group: Probe['group'], target: string, agree: Agreement = 'exact') => probes.push({ target, group, agree, status: 404 });

  // Every page the sitemap lists, and the other published files.
  const sitemap = await read('sitemap.xml');
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) page(new URL(loc!).pathname, fileAt(files, new URL(loc!).pathname)!);
  for (const file of [
    'robots.txt',
    'sitemap.xml',
    'feed.atom',
    'favicon.svg',
    ...pages.filter((f) => f.startsWith('assets/') || f.startsWith('search-index/')),
  ])
    page(`/${file}`, file);
  page(`/about${query}`, 'about.html');

  // Every rule, with sample values and a query string, in the spelling written and another.
  rules.forEach((rule, index) => {
    if (isForcedTwin(rules, index)) return;
    if (!rule.dynamic) {
      const canonical = normalisePath(rule.from);
      // A rule on a non-canonical source never applies: the canonical 301 comes first.
      const target = canonical === rule.from ? rule.to : canonical;
      const status = canonical === rule.from ? redirectStatus(rule) : 301;
      moved('rule', `${rule.from}${query}`, status, `${target}${query}`);
      moved('rule', `${rule.from.toUpperCase()}/`, status, target);
      return;
    }
    const targetPattern = sourcePattern(rule.to);
    const sample = pages.map((file) => `/${file.replace(/\.html$/, '')}`).find((url) => targetPattern.test(url));
    if (!sample) return;
    const values = targetPattern.exec(sample)!.groups!;
    const source = rule.from.replace(/:([A-Za-z]\w*)/g, (_, name: string) => values[name]!);
    moved('rule', `${source}${query}`, redirectStatus(rule), `${sample}${query}`);
    moved('rule', `${source.toUpperCase()}/`, redirectStatus(rule), sample);
    const nowhere = source.replace(/[^/]+$/, 'atlantis');
    moved(
      'rule',
      nowhere,
      redirectStatus(rule),
      rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => (name === Object.keys(values).at(-1) ? 'atlantis' : values[name]!)),
    );
    moved(
      'rule',
      nowhere.toUpperCase(),
      redirectStatus(rule),
      rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => (name === Object.keys(values).at(-1) ? 'atlantis' : values[name]!)),
      'status',
    );
  });

  // Every non-canonical spelling the contract names, each to a page in one hop.
  const canonical: [string, string][] = [
    ['/About/', '/about'],
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/about.html', '/about'],
    ['/About.HTML/', '/about'],
    ['//about', '/about'],
    ['/./about', '/about'],
    ['/kent/../about', '/about'],
    ['/ab%6fut', '/about'],
    ['/%41bout', '/about'],
    ['/kent/Canterbury/', '/kent/canterbury'],
    ['/kent//canterbury', '/kent/canterbury'],
    ['/kent/canterbury/index.html', '/kent/canterbury'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/home', '/'],
    ['/default', '/'],
    ['/HOME/', '/'],
    ['/web%20hosting%20kent', '/web-hosting-kent'],
    ['/Web%20Hosting-Kent/', '/web-hosting-kent'],
    [`/About${query}`, `/about${query}`],
    ['/ASSETS/../robots.txt', '/robots.txt'],
  ];
  for (const [target, location] of canonical) moved('canonical', target, 301, location);

  for (const target of [
    '/no-such-page',
    '/NO-SUCH-PAGE/',
    '/kent/atlantis',
    '/assets/',
    '/assets',
    '/images',
    '/404',
    '/404.html',
    '/index.htm',
    // The search index is served by a rule of its own on nginx, not from the tables: still files only.
    '/search-index/',
    '/search-index',
    '/search-index/s-000000000000.json',
    '/search-index/.hidden',
  ])
    missing('unknown', target);
  for (const target of [
    '/_redirects',
    '/_headers',
    '/.site-output',
    '/nginx.conf',
    '/nginx-http.conf',
    '/nginx-server.conf',
    '/redirects.json',
    '/.well-known/site-output',
  ])
    missing('host file', target);
  for (const target of [
    '/../etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/assets/../../etc/passwd',
    '/..\\..\\etc\\passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/../dist-deploy/nginx-http.conf',
    '/%2e%2e/dist-deploy/redirects.json',
    '/about%00',
    '/%zz',
  ])
    missing('traversal', target, 'refused');

  return { probes, headersFor: (urlPath) => headersFor(headerRules, urlPath), contentTypeFor };
}
