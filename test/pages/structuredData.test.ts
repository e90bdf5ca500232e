import { beforeAll, describe, expect, it } from 'vitest';
import { buildRealSite, readPage } from '../support/builtSite.ts';
import { checkStructuredData } from '../../src/check/rules/structuredData.ts';
import type { BuiltSite } from '../../src/check/readSite.ts';
import { parseRedirects } from '../../src/redirects/parseRedirects.ts';

let site: Awaited<ReturnType<typeof buildRealSite>>;
beforeAll(async () => {
  site = await buildRealSite();
});

type Json = Record<string, unknown>;
/** The value at `path` inside a JSON-LD node, for assertions on nested nodes. */
const at = (node: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], node);
const ofType = (url: string, type: string): Json => {
  const found = site.page(url).jsonLd.find((d) => d['@type'] === type);
  if (!found) throw new Error(`${url} has no ${type}`);
  return found;
};

describe('JSON-LD per type', () => {
  it('Product with AggregateOffer and Offers in GBP, from the plan files', () => {
    const product = ofType('/enhance-hosting', 'Product');
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: '2.99', highPrice: '29.99', offerCount: 6 });
    expect(at(product, 'offers', 'offers', 2)).toMatchObject({ '@type': 'Offer', name: 'Business', price: '7.99', priceCurrency: 'GBP' });
    expect(ofType('/vps-hosting', 'Product').offers).toMatchObject({ lowPrice: '3.99', highPrice: '29.99', offerCount: 8 });
    expect(ofType('/whmcs-licenses', 'Product').offers).toMatchObject({ lowPrice: '9.99', highPrice: '24.99', offerCount: 3 });
    expect(site.page('/cpanel-hosting').jsonLd.filter((d) => d['@type'] === 'Product')).toHaveLength(2);
  });

  it('FAQPage wherever a FAQ shows, with every question', () => {
    for (const [url, count] of [
      ['/', 6],
      ['/sitebuilder', 5],
      ['/reseller-programs', 5],
      ['/kent/canterbury', 4],
    ] as const) {
      const faq = ofType(url, 'FAQPage');
      expect(faq.mainEntity, url).toHaveLength(count);
      expect(at(faq, 'mainEntity', 0)).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    }
  });

  it('BreadcrumbList wherever a breadcrumb shows, numbered from 1 with absolute URLs', () => {
    const crumbs = at(ofType('/web-hosting/kent/maidstone', 'BreadcrumbList'), 'itemListElement') as Json[];
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Home', 'https://www.kentwebhosting.example/'],
      [2, 'Web Hosting', 'https://www.kentwebhosting.example/web-hosting'],
      [3, 'Kent', 'https://www.kentwebhosting.example/web-hosting/kent'],
      [4, 'Maidstone', 'https://www.kentwebhosting.example/web-hosting/kent/maidstone'],
    ]);
    for (const url of ['/contact', '/kent/canterbury', '/business-web-hosting-dover', '/web-hosting/kent']) {
      const page = site.page(url);
      expect(page.html, url).toContain('aria-label="Breadcrumb"');
      expect(
        page.jsonLd.map((d) => d['@type']),
        url,
      ).toContain('BreadcrumbList');
    }
  });

  it('LocalBusiness and a web hosting Service on the Kent and business pages', () => {
    for (const url of ['/web-hosting-kent', '/colocation-kent', '/kent', '/business-web-hosting-dover', '/kent/dover']) {
      const business = ofType(url, 'LocalBusiness');
      expect(business, url).toMatchObject({ name: 'Kent Web Hosting', address: { '@type': 'PostalAddress', addressCountry: 'GB' } });
    }
    expect(ofType('/business-web-hosting-dover', 'Service')).toMatchObject({ serviceType: 'WebHostingService', areaServed: { name: 'Dover, Kent' } });
  });

  it('AboutPage for /about', () => {
    expect(ofType('/about', 'AboutPage')).toMatchObject({ url: 'https://www.kentwebhosting.example/about', mainEntity: { '@type': 'Organization' } });
  });

  it('HowTo on tutorials, 15 minutes at no cost in GBP', () => {
    const howTo = ofType('/how-to-install-wordpress-on-cpanel', 'HowTo');
    expect(howTo).toMatchObject({ totalTime: 'PT15M', estimatedCost: { '@type': 'MonetaryAmount', currency: 'GBP', value: '0' } });
    expect((at(howTo, 'step') as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect(at(howTo, 'step', 0)).toMatchObject({ '@type': 'HowToStep', position: 1 });
    expect(howTo).toMatchObject({ datePublished: '2024-12-07', dateModified: '2024-12-07' });
  });

  it('Article on knowledge and comparison pages, with the dates of their own records', () => {
    expect(ofType('/what-is-web-hosting', 'Article')).toMatchObject({ datePublished: '2024-12-07', dateModified: '2024-12-07', inLanguage: 'en-GB' });
    expect(ofType('/uk-hosting-vs-budget-hosting', 'Article')).toMatchObject({ datePublished: '2024-12-07', dateModified: '2024-12-07' });
  });

  it('guides and tutorials show the date they were published', () => {
    for (const url of ['/what-is-web-hosting', '/how-to-install-wordpress-on-cpanel']) {
      expect(site.html(url), url).toContain('<p class="article-date"><span>Published <time datetime="2024-12-07">7 December 2024</time></span></p>');
    }
  });

  it('Service with the prices the page shows: the price range, a "from" price, or no offer', () => {
    expect(ofType('/web-hosting-uk', 'Service')).toMatchObject({ offers: { priceCurrency: 'GBP', lowPrice: '2.99', highPrice: '19.99' } });
    // Colocation's cards show the 1U price and "custom" for a cabinet; a place page says "from".
    expect(ofType('/colocation', 'Service').offers).toEqual({ '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: '65.00', offerCount: 3 });
    expect(ofType('/web-hosting/kent/tonbridge', 'Service').offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: '2.99',
      offerCount: 3,
    });
    // A use-case page shows no price, so it offers none.
    expect(ofType('/web-hosting-for-charities-uk', 'Service')).not.toHaveProperty('offers');
  });

  it('never lets content close the script block', () => {
    for (const [file, data] of site.memory.files) {
      if (!file.endsWith('.html')) continue;
      const html = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
      for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(block[1], file).not.toMatch(/[<>]/);
    }
  });
});

describe('the structured-data check', () => {
  const one = (html: string): BuiltSite => ({
    dir: '/',
    label: 'dist',
    files: new Set(['index.html', 'about.html']),
    pages: new Map([['about.html', html]]),
    redirects: new Map(),
    redirectRules: parseRedirects(''),
  });
  const page = (data: unknown, body = '') =>
    `<!DOCTYPE html><html><head><link rel="canonical" href="https://x.example/about"><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;
  const messages = (data: unknown, body?: string) => checkStructuredData(one(page(data, body))).map((f) => f.message);
  const ctx = 'https://schema.org';

  it('passes the blocks the site emits', () => {
    const real = readPage(site.html('/enhance-hosting'));
    expect(real.jsonLd.length).toBeGreaterThan(0);
  });

  it('reports a block that does not parse', () => {
    const findings = checkStructuredData(one('<script type="application/ld+json">{"@type": "Product",</script>'));
    expect(findings[0]!.message).toMatch(/^JSON-LD does not parse/);
  });

  it('reports missing properties, with their path', () => {
    expect(messages({ '@context': ctx, '@type': 'Product', name: 'x', offers: { '@type': 'Offer', priceCurrency: 'GBP' } })).toEqual([
      'Product.offers: Offer needs "price"',
    ]);
  });

  it('reports prices not in GBP', () => {
    expect(messages({ '@context': ctx, '@type': 'Product', name: 'x', offers: { '@type': 'Offer', price: '1', priceCurrency: 'USD' } }, '<p>£1</p>')).toEqual([
      'Product.offers: prices must be in GBP, found "USD"',
    ]);
  });

  it('reports a date that is not a real day, and a change dated before the publication', () => {
    const article = { '@context': ctx, '@type': 'Article', headline: 'x', author: 'x', image: 'x' };
    expect(messages({ ...article, datePublished: '2025-02-29', dateModified: '2025-03-01' })).toEqual([
      'Article: "datePublished" is "2025-02-29", not a date (YYYY-MM-DD)',
    ]);
    expect(messages({ ...article, datePublished: '2025-03-02', dateModified: '2025-03-01' })).toEqual([
      'Article: "dateModified" 2025-03-01 is before "datePublished" 2025-03-02',
    ]);
    expect(messages({ ...article, datePublished: '2025-03-01' })).toEqual(['Article: Article needs "dateModified"']);
    expect(messages({ ...article, datePublished: '2025-03-01', dateModified: '2025-03-01T10:00:00Z' })).toEqual([]);
  });

  it('reports a price the page does not show in its text: a script, a meta tag or a template do not count', () => {
    const offer = {
      '@context': ctx,
      '@type': 'Service',
      name: 'x',
      provider: { '@type': 'Organization', name: 'x', url: 'https://x.example/' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: '2.99', highPrice: '1499.00', offerCount: 2 },
    };
    const hidden = '<meta name="x" content="£2.99 £1499"><script>"£2.99 £1499"</script><template><p>£2.99 £1499</p></template>';
    expect(messages(offer, `<p>None here</p>${hidden}`)).toEqual([
      'Service.offers: AggregateOffer "lowPrice" is "2.99", a price the page does not show: its text has no £2.99',
      'Service.offers: AggregateOffer "highPrice" is "1499.00", a price the page does not show: its text has no £1499.00',
    ]);
    expect(messages(offer, '<p>From <strong>£2.99</strong>/month to £1,499.00 a month</p>')).toEqual([]);
  });

  it('reports breadcrumbs out of order or pointing at unbuilt pages', () => {
    expect(
      messages({
        '@context': ctx,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
          { '@type': 'ListItem', position: 3, name: 'Gone', item: 'https://x.example/gone' },
        ],
      }),
    ).toEqual(['BreadcrumbList: item 2 has position 3', 'BreadcrumbList: item 2 points at /gone, which is not built']);
  });
});
