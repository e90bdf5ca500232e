import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { fileAt } from '../../output/fileAt.ts';
import { lineStartOffsets, position } from '../htmlScan.ts';
import { matchRedirect } from '../../redirects/matchRedirect.ts';

export const STRUCTURED_DATA_RULE = 'structured-data';

type Json = Record<string, unknown>;

/** Properties search engines need for rich results, per schema.org type. */
const requiredProperties: Record<string, readonly string[]> = {
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  AggregateOffer: ['lowPrice', 'priceCurrency', 'offerCount'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  LocalBusiness: ['name', 'address', 'url'],
  PostalAddress: ['addressCountry'],
  HowTo: ['name', 'step', 'totalTime'],
  HowToStep: ['text'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  Service: ['name', 'provider'],
  AboutPage: ['name', 'url'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  ItemList: ['itemListElement'],
  MonetaryAmount: ['currency', 'value'],
};

/**
 * Every JSON-LD block parses; every typed object has the properties its type needs; prices
 * are in GBP; breadcrumbs are numbered 1..n and point at built pages of this site.
 */
export function checkStructuredData(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const [page, html] of site.pages) {
    const lineStarts = lineStartOffsets(html);
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
    for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const at = position(lineStarts, match.index);
      const report = (message: string) => findings.push({ file: `${site.label}/${page}`, ...at, severity: 'error', rule: STRUCTURED_DATA_RULE, message });
      let data: unknown;
      try {
        data = JSON.parse(match[1]!);
      } catch (error) {
        report(`JSON-LD does not parse: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      for (const item of Array.isArray(data) ? data : [data]) {
        if ((item as Json)['@context'] !== 'https://schema.org') report('JSON-LD block has no "@context": "https://schema.org"');
        walk(item as Json, String((item as Json)['@type']), report);
        if ((item as Json)['@type'] === 'BreadcrumbList') checkBreadcrumb(item as Json, site, origin, report);
      }
    }
  }
  return findings;
}

function walk(node: Json, path: string, report: (message: string) => void): void {
  const type = typeof node['@type'] === 'string' ? node['@type'] : undefined;
  for (const property of (type && requiredProperties[type]) ?? []) {
    const value = node[property];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) report(`${path}: ${type} needs "${property}"`);
  }
  if ('priceCurrency' in node && node['priceCurrency'] !== 'GBP') report(`${path}: prices must be in GBP, found ${JSON.stringify(node['priceCurrency'])}`);
  if (type === 'MonetaryAmount' && node['currency'] !== 'GBP') report(`${path}: prices must be in GBP, found ${JSON.stringify(node['currency'])}`);
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (child && typeof child === 'object') walk(child as Json, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, report);
    });
  }
}

function checkBreadcrumb(list: Json, site: BuiltSite, origin: string | undefined, report: (message: string) => void): void {
  const items = (list['itemListElement'] as Json[] | undefined) ?? [];
  items.forEach((item, i) => {
    if (item['position'] !== i + 1) report(`BreadcrumbList: item ${i + 1} has position ${JSON.stringify(item['position'])}`);
    const url = item['item'];
    if (typeof url !== 'string') {
      if (i < items.length - 1) report(`BreadcrumbList: item ${i + 1} needs "item" (only the last may omit it)`);
      return;
    }
    if (origin && url.startsWith(origin)) {
      const path = url.slice(origin.length) || '/';
      const redirect = matchRedirect(site.redirectRules.rules, path);
      if (!fileAt(site.files, path) && !(redirect && fileAt(site.files, redirect.target))) report(`BreadcrumbList: item ${i + 1} points at ${path}, which is not built`);
    }
  });
}
