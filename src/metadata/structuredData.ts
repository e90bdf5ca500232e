import type { Site } from '../content/model.ts';
import { priceValue } from '../content/summaries.ts';
import type { ArticleDates } from '../content/articleDates.ts';
import { pricePoints } from '../content/resolvePricing.ts';

/** Builders for the JSON-LD blocks pages carry. Plain data in, schema.org objects out. */

const context = 'https://schema.org';

export function absoluteUrl(site: Site, path: string): string {
  return site.origin + (path === '/' ? '/' : path);
}

function postalAddress(site: Site) {
  const lines = site.contact.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -2).join(', ') || lines[0],
    addressLocality: lines.length > 2 ? lines[lines.length - 2] : undefined,
    postalCode: lines.length > 1 ? lines[lines.length - 1] : undefined,
    addressCountry: 'GB',
  };
}

export function organization(site: Site) {
  return {
    '@context': context,
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/favicon.svg'),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: postalAddress(site),
    parentOrganization: { '@type': 'Organization', name: site.parentBrand.name, url: site.parentBrand.url },
  };
}

export function webSite(site: Site) {
  return { '@context': context, '@type': 'WebSite', name: site.name, url: absoluteUrl(site, '/'), inLanguage: 'en-GB' };
}

export function breadcrumbList(site: Site, trail: readonly { name: string; url: string }[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.url),
    })),
  };
}

/** A list of links a page shows, as an ItemList of its entries in order, with absolute URLs. */
export function itemList(site: Site, name: string, items: readonly { name: string; url: string }[]) {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: absoluteUrl(site, item.url) })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A plan family as a Product with an AggregateOffer over its plans, in GBP. */
export function planProduct(site: Site, product: { name: string; description: string; url: string }, plans: readonly { name: string; price: string }[]) {
  const prices = plans.map((plan) => Number(priceValue(plan.price)));
  const url = absoluteUrl(site, product.url);
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: lowest(prices).toFixed(2),
      highPrice: highest(prices).toFixed(2),
      offerCount: plans.length,
      offers: plans.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        price: priceValue(plan.price),
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url,
      })),
    },
  };
}

export function aboutPage(site: Site, page: { name: string; description: string; url: string }) {
  return {
    '@context': context,
    '@type': 'AboutPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(site, page.url),
    mainEntity: { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/') },
  };
}

/** The business as it serves one town: LocalBusiness with the town as its area served. */
export function localBusiness(site: Site, page: { url: string; description: string }, area: { name: string; county: string }) {
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    name: site.name,
    description: page.description,
    url: absoluteUrl(site, page.url),
    image: absoluteUrl(site, site.shareImage),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: postalAddress(site),
    areaServed: { '@type': 'City', name: area.name, containedInPlace: { '@type': 'AdministrativeArea', name: area.county } },
    priceRange: '££',
  };
}

/** A family's lowest price, for a page that says "from" it: the one price it shows, of the family's three. */
export function fromPrice(from: string | undefined): { prices: string[]; plans: number } | undefined {
  return from === undefined ? undefined : { prices: [from], plans: pricePoints.length };
}

/**
 * A service page: Service with the provider and, when the page shows prices, those prices as
 * an AggregateOffer in GBP (its plans counted as offers). Structured data describes what the page shows, so a page with
 * no price gets no offer (`site check` holds every JSON-LD price to the page's text).
 */
export function serviceStructuredData(
  site: Site,
  service: { name?: string; description?: string; category: string },
  path: string,
  areaServed?: string,
  shown?: { prices: readonly string[]; plans: number },
) {
  const url = absoluteUrl(site, path);
  const prices = (shown?.prices ?? []).map((p) => Number(priceValue(p)));
  const [low, high] = [lowest(prices), highest(prices)];
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category === 'colocation' ? 'Colocation' : 'WebHostingService',
    url,
    provider: { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/') },
    areaServed: areaServed ? { '@type': 'Place', name: areaServed } : { '@type': 'Country', name: 'United Kingdom' },
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'GBP',
            lowPrice: low.toFixed(2),
            ...(high > low ? { highPrice: high.toFixed(2) } : {}),
            offerCount: shown!.plans,
          },
        }
      : {}),
  };
}

/** A page's own dates as schema.org states them: `dateModified` is `updated`, else `published`. */
export function schemaDates(dates: ArticleDates) {
  return { datePublished: dates.published, dateModified: dates.modified };
}

/** A knowledge article or comparison: Article with its own dates. */
export function article(site: Site, page: { headline: string; description: string; path: string; dates: ArticleDates }) {
  return {
    '@context': context,
    '@type': 'Article',
    headline: page.headline,
    description: page.description,
    url: absoluteUrl(site, page.path),
    mainEntityOfPage: absoluteUrl(site, page.path),
    ...schemaDates(page.dates),
    inLanguage: 'en-GB',
    image: absoluteUrl(site, site.shareImage),
    author: { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/') },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl(site, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') },
    },
  };
}

/** A tutorial: HowTo with its steps, total time (ISO 8601) and cost in GBP. */
export function howTo(
  site: Site,
  page: {
    name: string;
    description: string;
    path: string;
    totalMinutes: number;
    cost: string;
    steps: readonly { title: string; description: string }[];
    supplies?: readonly string[];
    dates: ArticleDates;
  },
) {
  return {
    '@context': context,
    '@type': 'HowTo',
    name: page.name,
    description: page.description,
    url: absoluteUrl(site, page.path),
    ...schemaDates(page.dates),
    totalTime: `PT${page.totalMinutes}M`,
    estimatedCost: { '@type': 'MonetaryAmount', currency: 'GBP', value: page.cost },
    ...(page.supplies && page.supplies.length > 0 ? { supply: page.supplies.map((name) => ({ '@type': 'HowToSupply', name })) } : {}),
    step: page.steps.map((step, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: step.title,
      text: step.description,
      url: `${absoluteUrl(site, page.path)}#step-${i + 1}`,
    })),
  };
}

const lowest = (numbers: readonly number[]) => numbers.reduce((low, n) => Math.min(low, n), Infinity);
const highest = (numbers: readonly number[]) => numbers.reduce((high, n) => Math.max(high, n), -Infinity);
