import { beforeAll, describe, expect, it } from 'vitest';
import { buildRealSite, realModel } from '../support/builtSite.ts';
import type { Model } from '../../src/content/model.ts';
import { isCompleteLocation } from '../../src/content/findIncomplete.ts';
import { isLocalService } from '../../src/routes/serviceRoutes.ts';
import { matchRedirect } from '../../src/redirects/matchRedirect.ts';
import { parseRedirects } from '../../src/redirects/parseRedirects.ts';

let site: Awaited<ReturnType<typeof buildRealSite>>;
let model: Model;
beforeAll(async () => {
  site = await buildRealSite();
  model = (await realModel()).model!;
});

const htmlFiles = () => [...site.memory.files.keys()].filter((f) => f.endsWith('.html'));

describe('the route matrix on the real content', () => {
  it('builds every local service in every complete location, and nothing else three levels deep', () => {
    const locals = model.services.filter(isLocalService);
    const locations = model.locations.filter(isCompleteLocation);
    const expected = locals.flatMap((s) => locations.map((l) => `${s.slug}/${l.countySlug}/${l.slug}.html`)).sort();
    expect(
      htmlFiles()
        .filter((f) => f.split('/').length === 3)
        .sort(),
    ).toEqual(expected);
    expect(expected.length).toBe(locals.length * locations.length);
  });

  it('builds no location or county page for a -uk service', () => {
    expect(htmlFiles().filter((f) => /^[a-z-]*-uk\//.test(f))).toEqual([]);
  });

  it('builds a county page for every local service and county with a location', () => {
    const counties = new Set(model.locations.map((l) => l.countySlug));
    const expected = model.services
      .filter(isLocalService)
      .flatMap((s) => [...counties].map((c) => `${s.slug}/${c}.html`))
      .sort();
    const countyPages = htmlFiles().filter((f) => f.split('/').length === 2 && !f.startsWith('kent/') && !f.startsWith('locations/'));
    expect(countyPages.sort()).toEqual(expected);
    // And a directory page per county, listing every service there.
    expect(
      htmlFiles()
        .filter((f) => f.startsWith('locations/'))
        .sort(),
    ).toEqual([...counties].map((c) => `locations/${c}.html`).sort());
  });

  it('lists every built page but the 404 in the sitemap', () => {
    const xml = String(site.memory.files.get('sitemap.xml'));
    const locs = [...xml.matchAll(/<loc>https:\/\/www\.kentwebhosting\.example(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(htmlFiles().length - 1);
    expect(locs).not.toContain('/404');
    expect(locs).toContain('/web-hosting/tyne-and-wear/newcastle');
  });

  it('leaves out no link anywhere: every page a template links to is built', () => {
    expect([...site.result.pendingLinks.keys()]).toEqual([]);
  });

  it('redirects the -uk form of location URLs to the local page', () => {
    expect(String(site.memory.files.get('_redirects'))).toContain('/web-hosting-uk/:county/:location /web-hosting/:county/:location 301');
  });
});

describe('location pages', () => {
  const resolves = (href: string) => {
    const target = matchRedirect(parseRedirects(String(site.memory.files.get('_redirects'))).rules, href)?.target ?? href;
    return site.memory.files.has(target === '/' ? 'index.html' : `${target.slice(1)}.html`);
  };

  it('link every breadcrumb, related, nearby and sidebar entry to a built page', () => {
    const locationPages = htmlFiles().filter((f) => f.split('/').length === 3);
    for (const file of locationPages) {
      const page = site.page(`/${file.replace(/\.html$/, '')}`);
      const crumbs = [...page.html.matchAll(/<nav class="breadcrumb[^>]*>([\s\S]*?)<\/nav>/g)][0]![1]!;
      const crumbLinks = [...crumbs.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      expect(crumbLinks, file).toHaveLength(3);
      const sidebar = page.html.match(/<aside class="location-sidebar"[\s\S]*?<\/aside>/)![0];
      expect([...sidebar.matchAll(/href="([^"]+)"/g)].length, file).toBe(6);
      for (const href of [...crumbLinks, ...page.links.filter((l) => l.startsWith('/'))]) expect(resolves(href.split('#')[0]!), `${file} → ${href}`).toBe(true);
    }
  });

  it('show the Starting from price from the service, the national banner and three major businesses', () => {
    const page = site.page('/web-hosting/kent/maidstone');
    expect(page.text).toContain('Starting from £2.99 /month');
    expect(page.html).toMatch(/<aside class="service-banner"[\s\S]*?href="\/web-hosting-uk"/);
    const businesses = page.html.match(/<dt>Major businesses<\/dt><dd>([^<]*)<\/dd>/)![1]!;
    expect(businesses.split(', ').length).toBeGreaterThanOrEqual(3);
  });

  it('show a testimonial only where the location has one', () => {
    expect(site.page('/web-hosting/kent/canterbury').html).toContain('class="testimonial"');
    expect(site.page('/web-hosting/kent/dover').html).not.toContain('class="testimonial"');
  });

  it('show the Kent extra list only in Kent, without the current town', () => {
    const deal = site.page('/web-hosting/kent/deal').html;
    expect(deal).toContain('More Kent towns we serve');
    expect(deal.match(/More Kent towns we serve[\s\S]*?<\/section>/)![0]).not.toContain('/web-hosting/kent/deal"');
    expect(site.page('/web-hosting/west-yorkshire/leeds').html).not.toContain('More Kent towns we serve');
  });
});

describe('generic /{slug} pages', () => {
  it('use the service landing template with pricing cards, UK-wide links and Kent towns for local slugs', () => {
    const page = site.page('/web-hosting');
    expect(page.text).toContain('Get Started');
    expect(page.text).toContain('View Pricing');
    expect(page.text).toContain('For high-traffic websites');
    expect(page.count('Choose Plan')).toBe(3);
    expect(page.links).toEqual(expect.arrayContaining(['/web-hosting/greater-london/london', '/web-hosting/kent/tenterden']));
  });

  it('link national pages to the local service in each city, without the Kent towns section', () => {
    const page = site.page('/web-hosting-uk');
    expect(page.links).toContain('/web-hosting/greater-london/london');
    expect(page.headings(2)).not.toContain('Kent Towns and Cities');
  });

  it('add the long colocation sections and the colocation price cards', () => {
    const page = site.page('/colocation-uk');
    expect(page.text).toContain('99.982%');
    expect(page.text).toContain('Includes 0.5A power');
    expect(page.text).toContain('From £130/2U');
    expect(page.text).toContain('Full rack or custom requirements');
  });

  it('use the comparison template with the competitor figures', () => {
    const page = site.page('/uk-hosting-vs-budget-hosting');
    for (const figure of ['£2.99/month', '£3.99/month', '4.8 / 5', '3.2 / 5', '99.9% SLA', '99.5% target']) expect(page.text).toContain(figure);
  });

  it('use the tutorial template for tutorials and how-to slugs, with numbered steps', () => {
    const page = site.page('/how-to-install-wordpress-on-cpanel');
    expect(page.count('<li id="step-1" class="step">')).toBe(1);
    expect(page.headings(2)).toEqual(expect.arrayContaining(['Troubleshooting']));
  });

  it("use the knowledge template with What You'll Learn and links to eight location pages", () => {
    const page = site.page('/what-is-web-hosting');
    expect(page.headings(2)).toContain("What You'll Learn");
    expect(page.links.filter((l) => /^\/web-hosting\/[a-z-]+\/[a-z-]+$/.test(l))).toHaveLength(8);
  });

  it('choose the use-case copy by keyword', () => {
    const small = site.page('/web-hosting-for-small-businesses-uk').text;
    const agencies = site.page('/web-hosting-for-agencies-uk').text;
    expect(small).not.toBe(agencies);
    expect(model.pages['use-case'].sections.agencyChallenges.items.some((i) => agencies.includes(i.title))).toBe(true);
    expect(model.pages['use-case'].sections.smallBusinessChallenges.items.some((i) => small.includes(i.title))).toBe(true);
  });
});
