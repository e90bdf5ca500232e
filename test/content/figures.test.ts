import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';
import { buildModel } from '../../src/content/buildModel.ts';
import type { Model } from '../../src/content/model.ts';
import { packageRoot } from '../../src/projectPaths.ts';

/** Every plan and catalogue figure the site was specified with, asserted against the content the site is built from. */
let model: Model;
beforeAll(async () => {
  const result = await buildModel(path.join(packageRoot, 'content'), packageRoot);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  model = result.model!;
});

const pick = <T extends { name: string }, K extends keyof T>(plans: readonly T[], keys: K[]) =>
  plans.map((plan) => [plan.name, ...keys.map((key) => plan[key])]);

describe('the specified figures', () => {
  it('WHMCS licences', () => {
    expect(pick(model.whmcsPlans, ['price', 'clients', 'popular'])).toEqual([
      ['Starter', '£9.99', 'Up to 250 clients', false],
      ['Plus', '£15.99', 'Up to 250 clients', true],
      ['Professional', '£24.99', 'Up to 500 clients', false],
    ]);
  });

  it('Enhance plans', () => {
    expect(pick(model.enhancePlans, ['price', 'websites', 'cpu', 'ram', 'processes', 'io', 'storage', 'bandwidth', 'backups', 'popular'])).toEqual([
      ['Solo', '£2.99', '1 website', '50%', '512 MB', '20', '5 MB/s', '10 GB SSD', 'Unmetered', 'Weekly', false],
      ['Starter', '£4.99', '5 websites', '75%', '768 MB', '30', '5 MB/s', '25 GB', 'Unmetered', 'Daily', false],
      ['Business', '£7.99', '10 websites', '100%', '1 GB', '40', '10 MB/s', '50 GB', 'Unmetered', 'Daily', true],
      ['Agency 25', '£12.99', '25 websites', '150%', '1.5 GB', '60', '10 MB/s', '100 GB', 'Unmetered', 'Hourly', false],
      ['Agency 50', '£19.99', '50 websites', '200%', '2 GB', '80', '15 MB/s', '200 GB', 'Unmetered', 'Hourly', false],
      ['Reseller', '£29.99', '100 accounts', '400%', '4 GB', '100', '20 MB/s', 'Unlimited', 'Unmetered', 'Hourly', false],
    ]);
  });

  it('cPanel shared plans, with Solo at 10 GB NVMe everywhere', () => {
    expect(pick(model.cpanelSharedPlans, ['price', 'websites', 'storage', 'bandwidth', 'backups', 'mailboxes', 'subdomains', 'ssl', 'popular'])).toEqual([
      ['Solo', '£4.99', '5 websites', '10 GB NVMe', '40 GB', 'Weekly', 'Unlimited', 'Unlimited', 'Free SSL', false],
      ['Business', '£7.99', '10 websites', '20 GB NVMe', '60 GB', 'Daily', 'Unlimited', 'Unlimited', 'Free SSL', false],
      ['Unlimited', '£9.99', 'Unlimited websites', '50 GB NVMe', 'Unmetered', 'Daily', 'Unlimited', 'Unlimited', 'Free SSL', true],
    ]);
  });

  it('cPanel reseller plans', () => {
    expect(pick(model.cpanelResellerPlans, ['price', 'diskSpace', 'accounts', 'bandwidth'])).toEqual([
      ['Basic', '£14.99', '30 GB SSD', '15', 'Unmetered'],
      ['Advanced', '£24.99', '60 GB SSD', '30', 'Unmetered'],
      ['Pro', '£34.99', '90 GB SSD', '45', 'Unmetered'],
    ]);
  });

  it('VPS plans', () => {
    expect(pick(model.vpsPlans, ['price', 'vcores', 'ram', 'storage', 'popular'])).toEqual([
      ['VPS 2', '£3.99', '2 vCPU at 3.6GHz', '2GB', '50GB NVMe', false],
      ['VPS 3', '£6.99', '3 vCPU at 3.6GHz', '4GB', '80GB NVMe', true],
      ['VPS 4', '£9.99', '4 vCPU at 3.6GHz', '6GB', '120GB NVMe', false],
      ['VPS 5', '£12.99', '4 vCPU at 3.6GHz', '8GB', '160GB NVMe', false],
      ['VPS 6', '£15.99', '6 vCPU at 3.6GHz', '10GB', '200GB NVMe', false],
      ['VPS 7', '£19.99', '8 vCPU at 3.6GHz', '12GB', '250GB NVMe', false],
      ['VPS 8', '£23.99', '8 vCPU at 3.6GHz', '16GB', '250GB NVMe', false],
      ['VPS 9', '£29.99', '10 vCPU at 3.6GHz', '20GB', '250GB NVMe', false],
    ]);
  });

  it('addons', () => {
    expect(model.addons.map((a) => [a.name, a.price, a.popular])).toEqual([
      ['Social Media Tool', 'From £14.99/month', false],
      ['SEO Tool', 'From £9.99/month', true],
      ['Website Monitoring', 'From £4.99/month', false],
      ['Backup Tool', 'Free with cPanel', false],
      ['Email Security', 'From £2.99/month', false],
    ]);
    expect(model.addons.find((a) => a.name === 'Email Security')!.description).toContain('99.98% spam detection');
  });

  it('colocation prices and power', () => {
    expect(model.colocationOptions.map((o) => [o.title, o.price])).toEqual([
      ['1U Colocation', '£65/month'],
      ['2U Colocation', 'From £130/month'],
      ['4U Colocation', 'Contact us for pricing'],
      ['Quarter Rack', '£599/month'],
      ['Half Rack', '£999/month'],
      ['Full Cabinet', '£1499/month'],
    ]);
    expect(model.colocationOptions[0]!.specs).toEqual(['1U rack space', '0.5A power', '200W', '1Gb/s port']);
    expect(model.colocationOptions[1]!.specs).toContain('400W');
    expect(model.colocationOptions[2]!.specs).toEqual(expect.arrayContaining(['800W', '10Gb/s port']));
    expect(model.colocationOptions[5]!.specs[0]).toBe('42U or 47U cabinet');
  });

  it('comparison and review ratings, tutorial facts; every guide, tutorial and comparison keeps the first publication date as its own', () => {
    expect(model.figures.comparison).toEqual({
      provider: { rating: '4.8', pricing: { plans: 'enhance' } },
      competitor: { rating: '3.2', uptime: '99.5%', price: '£3.99' },
    });
    expect(model.figures.ratings).toEqual({
      enhance: { rating: '4.9', reviews: 85 },
      cpanel: { rating: '4.8', reviews: 150 },
      vps: { rating: '4.7', reviews: 95 },
    });
    expect(model.figures.tutorial).toEqual({ totalMinutes: 15, cost: '0' });
    expect('articleDate' in model.figures).toBe(false);
    const dated = model.services.filter((service) => service.pageType === 'knowledge' || service.pageType === 'comparison');
    expect(dated).toHaveLength(19);
    expect(new Set(dated.map((service) => `${service.published} ${service.updated}`))).toEqual(new Set(['2024-12-07 undefined']));
  });

  it('page limits', () => {
    expect(model.figures.limits).toEqual({
      relatedServicesPassed: 3,
      relatedServicesShown: 6,
      nearbyLocations: 12,
      majorBusinesses: 3,
      moreServices: 8,
      popularServices: 6,
      majorCities: 16,
      locationsWidget: 12,
      relatedComparisons: 6,
      relatedArticles: 3,
      relatedTutorials: 3,
      complementaryServices: 3,
      knowledgeLocationLinks: 8,
      locationBenefits: 4,
      colocationIndustries: 6,
    });
  });

  it('the places the lists name', () => {
    expect(model.figures.places.kentExtraTowns).toEqual(['broadstairs', 'ramsgate', 'sandwich', 'deal', 'rochester', 'medway']);
    expect(model.figures.places.majorCityCounties).toHaveLength(10);
    expect(model.figures.places.fixedCityLinks).toHaveLength(13);
    expect(model.figures.places.kentTownLinks).toHaveLength(21);
    expect(model.figures.places.controlPanelCities).toEqual(['maidstone', 'london', 'manchester', 'leeds', 'bristol', 'glasgow', 'edinburgh', 'liverpool']);
  });

  it('the marketing constants of §1', () => {
    expect(model.site.claims).toEqual({
      uptimeSla: '99.9%',
      portSpeed: '1Gb/s',
      backbone: '100Gb/s',
      ddosMitigation: '10Tbps',
      phpVersions: 'PHP 5.6 to 8.3',
      apps: '400+',
      paymentGateways: '100+',
      ticketResponse: '4-hour',
      moneyBack: '30-day',
      hardware: 'enterprise Dell Xeon and AMD Ryzen servers',
    });
  });
});

describe('templates', () => {
  it('hold no price literal: every price comes from content/', async () => {
    const files = await fg(['templates/**/*.{ts,tsx,css}', 'src/**/*.{ts,tsx}'], { cwd: packageRoot });
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(packageRoot, file), 'utf8');
      text.split('\n').forEach((line, i) => {
        // A pound sign followed by a digit is a price; comments and the schemas' examples are exempt.
        if (/£\d/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !file.startsWith('src/content/schemas/') && !file.startsWith('src/errors/')) {
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
