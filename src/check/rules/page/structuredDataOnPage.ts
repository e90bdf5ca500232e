import type { ParsedPage } from '../../page/parsePage.ts';
import type { PageFacts, PageFinding } from '../../page/pageFacts.ts';
import { JSON_LD } from './safetyOnPage.ts';
import { finding } from '../../../errors/problem.ts';
import { z } from 'zod';
import { isoDate } from '../../../content/schemas/common.ts';

export const STRUCTURED_DATA_RULE = 'structured-data' as const;

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
  Article: ['headline', 'datePublished', 'dateModified', 'author', 'image'],
  Service: ['name', 'provider'],
  AboutPage: ['name', 'url'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  ItemList: ['itemListElement'],
  MonetaryAmount: ['currency', 'value'],
};

/** The properties that state a price, on the types that carry them. */
const priceProperties: Record<string, readonly string[]> = {
  Offer: ['price'],
  AggregateOffer: ['lowPrice', 'highPrice'],
};

/**
 * Every JSON-LD block of the page (any `<script type="application/ld+json">`, whatever its
 * other attributes) parses; every typed object has the properties its type needs; prices are
 * in GBP and each is one the page shows in its text (structured data describes the page, and
 * a price only a search engine sees misleads); breadcrumbs are numbered 1..n. Whether breadcrumbs point at built pages depends on
 * the rest of the site: their URLs are handed on for checkStructuredData.
 */
export function structuredDataOnPage(page: ParsedPage): { findings: PageFinding[]; breadcrumbs: PageFacts['breadcrumbs']; urls: string[] } {
  const findings: PageFinding[] = [];
  const breadcrumbs: PageFacts['breadcrumbs'] = [];
  const urls = new Set<string>();
  let shown: ReadonlySet<number> | undefined;
  const isShown = (price: number) => (shown ??= shownPrices(page.visibleText)).has(price);
  for (const { tag, attributes, offset, text } of page.tags) {
    if (tag !== 'script' || attributes.get('type')?.trim().toLowerCase() !== JSON_LD) continue;
    const at = page.at(offset);
    const report = (message: string) => {
      const { file: _, ...found } = finding(STRUCTURED_DATA_RULE, { file: '', ...at }, message);
      findings.push(found);
    };
    let data: unknown;
    try {
      data = JSON.parse(text ?? '');
    } catch (error) {
      report(`JSON-LD does not parse: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    for (const item of Array.isArray(data) ? data : [data]) {
      if ((item as Json)['@context'] !== 'https://schema.org') report('JSON-LD block has no "@context": "https://schema.org"');
      walk(item as Json, String((item as Json)['@type']), report, isShown);
      collectUrls(item, urls);
      if ((item as Json)['@type'] === 'BreadcrumbList') {
        for (const [i, url] of breadcrumbItems(item as Json, report)) breadcrumbs.push({ item: i, url, at });
      }
    }
  }
  return { findings, breadcrumbs, urls: [...urls] };
}

/** The absolute http(s) `url` and `sameAs` values anywhere in a block: the addresses it names, on the site or off it. */
function collectUrls(node: unknown, urls: Set<string>): void {
  if (Array.isArray(node)) for (const child of node) collectUrls(child, urls);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'url' || key === 'sameAs') && typeof value === 'string' && /^https?:\/\//i.test(value)) urls.add(value);
      else if (key === 'sameAs' && Array.isArray(value))
        for (const url of value)
          if (typeof url === 'string' && /^https?:\/\//i.test(url)) urls.add(url);
          else collectUrls(value, urls);
    }
  }
}

function walk(node: Json, path: string, report: (message: string) => void, isShown: (price: number) => boolean): void {
  const type = typeof node['@type'] === 'string' ? node['@type'] : undefined;
  for (const property of (type && requiredProperties[type]) ?? []) {
    const value = node[property];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) report(`${path}: ${type} needs "${property}"`);
  }
  checkDates(node, path, report);
  for (const property of (type && priceProperties[type]) ?? []) {
    const value = node[property];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (!isShown(Number(value)))
      report(`${path}: ${type} "${property}" is ${JSON.stringify(value)}, a price the page does not show: its text has no £${String(value)}`);
  }
  if ('priceCurrency' in node && node['priceCurrency'] !== 'GBP') report(`${path}: prices must be in GBP, found ${JSON.stringify(node['priceCurrency'])}`);
  if (type === 'MonetaryAmount' && node['currency'] !== 'GBP') report(`${path}: prices must be in GBP, found ${JSON.stringify(node['currency'])}`);
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (child && typeof child === 'object') walk(child as Json, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, report, isShown);
    });
  }
}

/** A stated date is a real one (a day or a moment, ISO 8601), and a change never comes before the first publication. */
function checkDates(node: Json, path: string, report: (message: string) => void): void {
  for (const property of ['datePublished', 'dateModified'] as const) {
    const value = node[property];
    if (value !== undefined && !isDate(value)) report(`${path}: "${property}" is ${JSON.stringify(value)}, not a date (YYYY-MM-DD)`);
  }
  const [published, modified] = [node['datePublished'], node['dateModified']];
  if (isDate(published) && isDate(modified) && Date.parse(modified) < Date.parse(published)) {
    report(`${path}: "dateModified" ${modified} is before "datePublished" ${published}`);
  }
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && (isoDate.safeParse(value).success || isoDateTime.safeParse(value).success);
}

const isoDateTime = z.iso.datetime({ offset: true });

/** Checks the numbering; returns each item's 1-based number and URL. */
function breadcrumbItems(list: Json, report: (message: string) => void): [number, string][] {
  const items = (list['itemListElement'] as Json[] | undefined) ?? [];
  const urls: [number, string][] = [];
  items.forEach((item, i) => {
    if (item['position'] !== i + 1) report(`BreadcrumbList: item ${i + 1} has position ${JSON.stringify(item['position'])}`);
    const url = item['item'];
    if (typeof url === 'string') urls.push([i + 1, url]);
    else if (i < items.length - 1) report(`BreadcrumbList: item ${i + 1} needs "item" (only the last may omit it)`);
  });
  return urls;
}

/** Every amount the text shows in pounds (`£2.99`, `£1,200`, `£ 5`), as numbers. */
function shownPrices(text: string): Set<number> {
  const prices = new Set<number>();
  for (const [, amount] of text.matchAll(/\u00A3\s?(\d[\d,]*(?:\.\d+)?)/g)) prices.add(Number(amount!.replaceAll(',', '')));
  return prices;
}
