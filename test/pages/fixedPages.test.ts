import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRoot } from '../../src/projectPaths.ts';
import { buildRealSite } from '../support/builtSite.ts';

let site: Awaited<ReturnType<typeof buildRealSite>>;
beforeAll(async () => {
  site = await buildRealSite();
});

const store = 'https://billing.kentwebhosting.example/index.php';

describe('every external link', () => {
  it('opens in a new tab with rel="noopener noreferrer"', () => {
    for (const url of ['/', '/vps-hosting', '/whmcs-licenses', '/cpanel-hosting', '/contact']) {
      const links = site.page(url).externalLinks;
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(link.rel, `${url} ${link.href}`).toBe('noopener noreferrer');
    }
  });
});

describe('/', () => {
  it('has the hero buttons, plan summaries, Kent towns, link grids, city list and six-question FAQ', () => {
    const page = site.page('/');
    expect(page.links.slice(0, 2)).toEqual([store, '/hosting']);
    expect(page.text).toContain('Visit Store');
    expect(page.text).toContain('Compare Packages');
    expect(page.text).toMatch(/Agency .*from £12\.99/);
    expect(page.links).toEqual(
      expect.arrayContaining([
        '/kent/canterbury',
        '/kent/faversham',
        '/web-hosting/kent/maidstone',
        '/wordpress-hosting-uk',
        '/vps-hosting/kent/maidstone',
        '/business-web-hosting/kent/maidstone',
        '/colocation-uk',
        '/managed-vps-hosting/kent/maidstone',
        '/woocommerce-hosting/kent/maidstone',
        '/control-panels',
        '/sitebuilder',
        '/hosting-addons',
        '/whmcs-licenses',
        '/what-is-web-hosting',
        '/what-is-cpanel-hosting',
        '/vps-hosting/greater-london/london',
        '/managed-vps-hosting/west-yorkshire/leeds',
        '/colocation/tyne-and-wear/newcastle',
        '/agencies',
      ]),
    );
    expect(page.count('<details name="home-faq"')).toBe(6);
  });
});

describe('/enhance-hosting', () => {
  it('shows six plans, the 13-item checklist and order links to the Enhance store category', () => {
    const page = site.page('/enhance-hosting');
    expect(page.count('class="plan-card')).toBe(6);
    expect(page.count('plan-card-popular')).toBe(1);
    expect(page.html).toMatch(/plan-card-popular"><p class="badge badge-popular">Most Popular<\/p><h3 class="plan-name">Business/);
    expect(page.count(/<ul class="check-list cols-3">(?:(?!<\/ul>)[\s\S])*/)).toBe(1);
    expect(page.html.match(/<ul class="check-list cols-3">([\s\S]*?)<\/ul>/)![1]!.split('<li>').length - 1).toBe(13);
    expect(page.links.filter((l) => l === `${store}?rp=/store/en`)).toHaveLength(7);
    expect(page.links).toContain('/contact');
  });
});

describe('/cpanel-hosting', () => {
  it('has three shared and three reseller cards, each with Compare Full Spec and a store link, CloudLinux and the 14-item list', () => {
    const page = site.page('/cpanel-hosting');
    expect(page.count('class="plan-card')).toBe(6);
    expect(page.links.filter((l) => l === '/cpanel-specification')).toHaveLength(6);
    expect(page.links.filter((l) => l === `${store}?rp=/store/cpanel`)).toHaveLength(3);
    expect(page.links.filter((l) => l === `${store}?rp=/store/reseller-cpanel-hosting`)).toHaveLength(3);
    expect(page.text).toContain('CloudLinux');
    expect(page.html.match(/<ul class="check-list cols-3">([\s\S]*?)<\/ul>/)![1]!.split('<li>').length - 1).toBe(14);
    for (const price of ['£4.99', '£7.99', '£9.99', '£14.99', '£24.99', '£34.99']) expect(page.text).toContain(price);
  });
});

describe('/cpanel-specification', () => {
  it('compares shared and reseller plans, lists the common features and offers help', () => {
    const page = site.page('/cpanel-specification');
    expect(page.count('<table class="compare-table">')).toBe(2);
    expect(page.text).toContain('10 GB NVMe');
    expect(page.text).toContain('Dual CPUs, 48+ cores');
    expect(page.text).toContain('Min. 128GB RAM');
    expect(page.text).toContain('Need Help Choosing?');
    expect(page.links).toEqual(expect.arrayContaining(['/contact', `${store}?rp=/store/cpanel`]));
  });
});

describe('/plesk-hosting', () => {
  it('is a coming-soon page with Request Early Access and a link to cPanel', () => {
    const page = site.page('/plesk-hosting');
    expect(page.text).toContain('Coming Soon');
    expect(page.text).toContain('Request Early Access');
    expect(page.links).toEqual(expect.arrayContaining(['/contact', '/cpanel-hosting']));
  });
});

describe('/vps-hosting', () => {
  it('has eight plans whose Deploy Server buttons go to the vps-hosting store category', () => {
    const page = site.page('/vps-hosting');
    expect(page.count('class="plan-card')).toBe(8);
    expect(page.links.filter((l) => l === `${store}?rp=/store/vps-hosting`)).toHaveLength(8);
    expect(page.links.some((l) => l.endsWith('/store/cpanel'))).toBe(false);
    expect(page.text).toContain('Contact Sales');
    expect(page.html).toMatch(/plan-card-popular[\s\S]*?VPS 3/);
  });
});

describe('/sitebuilder', () => {
  it('has features, four steps, five FAQs and links to the cPanel pages and the store', () => {
    const page = site.page('/sitebuilder');
    expect(page.count('<li class="step">')).toBe(4);
    expect(page.count('<details name="sitebuilder-faq"')).toBe(5);
    expect(page.links).toEqual(expect.arrayContaining(['/cpanel-specification', '/cpanel-hosting', `${store}?rp=/store/cpanel`]));
  });
});

describe('/hosting-addons', () => {
  it('has five add-on cards, each with Get Started to /contact', () => {
    const page = site.page('/hosting-addons');
    expect(page.count('class="plan-card')).toBe(5);
    expect(page.links.filter((l) => l === '/contact').length).toBeGreaterThanOrEqual(5);
    for (const price of ['From £14.99/month', 'From £9.99/month', 'From £4.99/month', 'Free with cPanel', 'From £2.99/month'])
      expect(page.text).toContain(price);
    expect(page.links).toContain('/cpanel-hosting');
  });
});

describe('/control-panels', () => {
  it('compares cPanel/WHM and Plesk Obsidian and has eight city buttons', () => {
    const page = site.page('/control-panels');
    expect(page.text).toContain('cPanel/WHM versus Plesk Obsidian');
    const cities = page.links.filter((l) => l.startsWith('/cpanel-hosting/'));
    expect(cities).toEqual([
      '/cpanel-hosting/kent/maidstone',
      '/cpanel-hosting/greater-london/london',
      '/cpanel-hosting/greater-manchester/manchester',
      '/cpanel-hosting/west-yorkshire/leeds',
      '/cpanel-hosting/bristol/bristol',
      '/cpanel-hosting/glasgow/glasgow',
      '/cpanel-hosting/edinburgh/edinburgh',
      '/cpanel-hosting/merseyside/liverpool',
    ]);
  });
});

describe('/whmcs-licenses', () => {
  it('has trust tiles, three licences, the six-item grid, integrations, help and related cards', () => {
    const page = site.page('/whmcs-licenses');
    expect(page.links.slice(0, 2)).toEqual(['/contact', store]);
    expect(page.count('class="plan-card')).toBe(3);
    for (const price of ['£9.99', '£15.99', '£24.99']) expect(page.text).toContain(price);
    expect(page.text).toContain('Order License');
    for (const name of ['cPanel/WHM', 'Plesk Obsidian', 'Enhance Panel', 'DirectAdmin', 'PayPal', 'Stripe', 'SagePay', 'GoCardless'])
      expect(page.text).toContain(name);
    expect(page.links).toEqual(
      expect.arrayContaining(['https://www.whmcs.com/pricing/', '/reseller-programs', '/cpanel-hosting-uk', '/vps-hosting-uk', '/business-web-hosting-uk']),
    );
  });
});

describe('/about', () => {
  it('has the hardware, storage, network, security, Kent and six-item Why choose sections', () => {
    const page = site.page('/about');
    expect(page.headings(2).length).toBeGreaterThanOrEqual(6);
    expect(page.jsonLd.map((d) => d['@type'])).toEqual(['AboutPage']);
  });
});

describe('/reseller-programs', () => {
  it('has platforms, the four steps and a five-question FAQ, and links to /hosting and /contact', () => {
    const page = site.page('/reseller-programs');
    expect(page.text).toContain('Recommended');
    expect(page.text).toContain('Coming Soon');
    for (const step of ['Sign Up', 'Brand Setup', 'Create Sites', 'Manage & Scale']) expect(page.headings(3)).toContain(step);
    expect(page.count('<details name="reseller-faq"')).toBe(5);
    expect(page.links).toEqual(expect.arrayContaining(['/hosting', '/contact']));
  });
});

describe('/agencies', () => {
  it('has seven features, three solutions with Get Quote, and the call to action', () => {
    const page = site.page('/agencies');
    expect(page.links.filter((l) => l === '/contact').length).toBeGreaterThanOrEqual(4);
    expect(page.links).toEqual(expect.arrayContaining(['/reseller-programs', '/dedicated-hosting']));
    expect(page.count('Get Quote')).toBe(3);
  });
});

describe('/contact', () => {
  it('has the breadcrumb, the e-mail card and the store card, and no form', () => {
    const page = site.page('/contact');
    expect(page.html).toContain(
      '<nav class="breadcrumb container" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li aria-current="page">Contact</li></ol></nav>',
    );
    expect(page.links).toEqual(expect.arrayContaining(['mailto:hello@kentwebhosting.example', store]));
    expect(page.html).not.toContain('<form');
  });
});

describe('Kent pages', () => {
  it.each([
    ['/web-hosting-kent', ['/enhance-hosting', '/contact', '/kent/canterbury']],
    ['/dedicated-servers-kent', ['/contact', '/vps-hosting']],
    ['/colocation-kent', ['/contact', '/dedicated-servers-kent', '/server-colocation-kent']],
    ['/server-colocation-kent', ['/contact', '/colocation-kent', '/dedicated-servers-kent']],
    ['/hosting-provider-kent', ['/enhance-hosting', '/contact', '/kent/canterbury']],
    ['/it-colocation-services-kent', ['/contact', '/colocation-kent', '/agencies']],
    ['/kent', ['/enhance-hosting', '/vps-hosting', '/dedicated-servers-kent', '/server-colocation-kent', '/reseller-programs', '/agencies']],
  ])('%s links to what the spec lists', (url, links) => {
    expect(site.page(url).links).toEqual(expect.arrayContaining(links));
  });

  it('lists every Kent town on the overview, not cut off', () => {
    const towns = site.page('/kent').links.filter((l) => l.startsWith('/kent/'));
    const townPages = [...site.memory.files.keys()].filter((file) => file.startsWith('kent/')).map((file) => `/${file.replace(/\.html$/, '')}`);
    // The 20 towns of the spec, and every other complete place in Kent (one record per place).
    expect(townPages.length).toBeGreaterThanOrEqual(20);
    expect(towns.sort()).toEqual(townPages.sort());
  });

  it('gives /it-colocation-services-kent six services, six infrastructure cards, six industries with compliance tags and four steps', () => {
    const page = site.page('/it-colocation-services-kent');
    for (const step of ['Assessment', 'Design', 'Migration', 'Support']) expect(page.headings(3)).toContain(step);
    expect(page.count('<ul class="tag-list">')).toBe(6);
  });
});

describe('/kent/{slug}', () => {
  it('has the breadcrumb, H1, sectors, promo cards with prices, facts, nearby towns and the town FAQ', () => {
    const page = site.page('/kent/canterbury');
    expect(page.headings(1)).toEqual(['Web Hosting in Canterbury, Kent']);
    expect(page.text).toContain('From £2.99 /month');
    expect(page.text).toContain('Solo: 1 website, 10 GB SSD');
    expect(page.text).toContain('Business: 10 websites, 50 GB');
    expect(page.text).toContain('From £4.99 /month');
    expect(page.headings(2)).toContain('About Canterbury');
    expect(page.links).toEqual(expect.arrayContaining(['/enhance-hosting', '/cpanel-hosting', '/hosting', '/agencies', '/kent/whitstable']));
    expect(page.count('<details name="faq-canterbury"')).toBe(4);
  });

  it('links only to the towns in its nearby list', () => {
    const nearby = site.page('/kent/dover').html.match(/Nearby towns we serve[\s\S]*?<\/section>/)![0];
    const linked = [...nearby.matchAll(/href="\/kent\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked).not.toContain('dover');
  });
});

describe('/business-web-hosting-{slug}', () => {
  it('is built for the ten business-hosting towns and no others', () => {
    const built = [...site.memory.files.keys()].filter((f) => /^business-web-hosting-(?!uk)[a-z-]+\.html$/.test(f)).sort();
    expect(built).toEqual(
      ['ashford', 'canterbury', 'dartford', 'dover', 'folkestone', 'gravesend', 'maidstone', 'margate', 'royal-tunbridge-wells', 'sevenoaks'].map(
        (t) => `business-web-hosting-${t}.html`,
      ),
    );
  });

  it('shows the town, its industries and four feature cards, with links to /enhance-hosting and /contact', () => {
    const page = site.page('/business-web-hosting-dover');
    expect(page.headings(1)[0]).toContain('Dover');
    expect(page.links).toEqual(expect.arrayContaining(['/enhance-hosting', '/contact']));
  });
});

describe('the share card of a page that shows plans', () => {
  /** The lowest price of these plan files, as content/plans/ writes it. */
  const lowest = (...files: string[]) =>
    files
      .flatMap((file) => (parse(readFileSync(path.join(packageRoot, 'content', 'plans', file), 'utf8')) as { plans: { price: string }[] }).plans)
      .map((plan) => plan.price)
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))[0]!;
  const cardWords = (url: string) => /<meta property="og:image:alt" content="([^"]+)"/.exec(site.page(url).html)?.[1];

  it('says "from" the lowest price of the plans the page shows, from their records', () => {
    expect(cardWords('/vps-hosting')).toContain(`from ${lowest('vps.yaml')} a month`);
    expect(cardWords('/enhance-hosting')).toContain(`from ${lowest('enhance.yaml')} a month`);
    expect(cardWords('/cpanel-hosting')).toContain(`from ${lowest('cpanel-shared.yaml', 'cpanel-reseller.yaml')} a month`);
    expect(cardWords('/whmcs-licenses')).toContain(`from ${lowest('whmcs.yaml')} a month`);
    expect(cardWords('/kent/canterbury')).toContain(`from ${lowest('enhance.yaml', 'cpanel-shared.yaml')} a month`);
  });
});
