import { beforeAll, describe, expect, it } from 'vitest';
import type { Model } from '../../src/content/model.ts';
import { aboutPage } from '../../src/routes/selections/pages/aboutPage.ts';
import { agenciesPage } from '../../src/routes/selections/pages/agenciesPage.ts';
import { colocationKentPage } from '../../src/routes/selections/pages/colocationKentPage.ts';
import { contactPage } from '../../src/routes/selections/pages/contactPage.ts';
import { cpanelHostingPage } from '../../src/routes/selections/pages/cpanelHostingPage.ts';
import { cpanelSpecificationPage } from '../../src/routes/selections/pages/cpanelSpecificationPage.ts';
import { dedicatedServersKentPage } from '../../src/routes/selections/pages/dedicatedServersKentPage.ts';
import { hostingAddonsPage } from '../../src/routes/selections/pages/hostingAddonsPage.ts';
import { hostingProviderKentPage } from '../../src/routes/selections/pages/hostingProviderKentPage.ts';
import { itColocationKentPage } from '../../src/routes/selections/pages/itColocationKentPage.ts';
import { notFoundPage } from '../../src/routes/selections/pages/notFoundPage.ts';
import { pleskHostingPage } from '../../src/routes/selections/pages/pleskHostingPage.ts';
import { resellerProgramsPage } from '../../src/routes/selections/pages/resellerProgramsPage.ts';
import { serverColocationKentPage } from '../../src/routes/selections/pages/serverColocationKentPage.ts';
import { sitebuilderPage } from '../../src/routes/selections/pages/sitebuilderPage.ts';
import { vpsHostingPage } from '../../src/routes/selections/pages/vpsHostingPage.ts';
import { webHostingKentPage } from '../../src/routes/selections/pages/webHostingKentPage.ts';
import { realModel } from '../support/builtSite.ts';

let model: Model;
beforeAll(async () => {
  model = (await realModel()).model!;
});

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('the data each fixed page is handed', () => {
  it('the about, agencies, Plesk, not-found and server colocation pages get their own copy', () => {
    expect(aboutPage(model).copy.heading).toBe(model.pages.about.heading);
    expect(agenciesPage(model).copy.sections.solutions.items.length).toBe(3);
    expect(pleskHostingPage(model).copy.sections.features.items.length).toBeGreaterThan(0);
    expect(notFoundPage(model).copy).toBe(model.pages['not-found']);
    expect(serverColocationKentPage(model).copy.sections.process.items.length).toBeGreaterThan(0);
  });

  it('the contact page writes to the address of site.yaml', () => {
    expect(contactPage(model).email).toBe('hello@kentwebhosting.example');
    expect(contactPage(model).trail).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Contact', url: '/contact' },
    ]);
  });

  it('the cPanel page shows the shared and the reseller plans in display order', () => {
    const page = cpanelHostingPage(model);
    expect(names(page.shared)).toEqual(['Solo', 'Business', 'Unlimited']);
    expect(names(page.reseller)).toEqual(['Basic', 'Advanced', 'Pro']);
  });

  it('the cPanel specification names the reseller plans apart in its structured data', () => {
    expect(names(cpanelSpecificationPage(model).productPlans)).toEqual([
      'Solo',
      'Business',
      'Unlimited',
      'Reseller Basic',
      'Reseller Advanced',
      'Reseller Pro',
    ]);
  });

  it('the add-ons page lists every add-on, and the VPS page every VPS plan', () => {
    expect(names(hostingAddonsPage(model).addons)).toEqual(['Social Media Tool', 'SEO Tool', 'Website Monitoring', 'Backup Tool', 'Email Security']);
    expect(vpsHostingPage(model).plans.map((plan) => plan.price)).toEqual(['£3.99', '£6.99', '£9.99', '£12.99', '£15.99', '£19.99', '£23.99', '£29.99']);
  });

  it('the reseller programme recommends its first platform and badges the one coming soon', () => {
    const page = resellerProgramsPage(model);
    expect(page.platforms.map((p) => [p.title, p.recommended, p.comingSoon])).toEqual([
      ['Enhance reseller', true, false],
      ['cPanel reseller', false, false],
      ['Plesk reseller', false, true],
    ]);
    expect(page.faq).toBe(model.faqs['reseller']);
  });

  it('the site builder page has its FAQ', () => {
    expect(sitebuilderPage(model).faq?.items.length).toBeGreaterThan(0);
  });

  it('web hosting in Kent folds the Agency plans into one line and lists every Kent town', () => {
    const page = webHostingKentPage(model);
    expect(names(page.enhance)).toEqual(['Solo', 'Starter', 'Business', 'Agency', 'Reseller']);
    expect(page.enhance.find((plan) => plan.name === 'Agency')).toMatchObject({ price: '£12.99', priceFrom: true, websites: '25-50 websites' });
    expect(names(page.cpanel)).toEqual(['Solo', 'Business', 'Unlimited']);
    expect(page.towns).toBe(model.kentTowns);
  });

  it('the two Kent card pages show their own two card sections, in order', () => {
    expect(dedicatedServersKentPage(model).cards.map((s) => s.heading)).toEqual(['Why choose a dedicated server', 'Server specifications']);
    expect(colocationKentPage(model).cards.map((s) => s.heading)).toEqual(['Colocation built around your hardware', 'The data centre']);
  });

  it('the Kent provider pages list the industries and every Kent town', () => {
    const provider = hostingProviderKentPage(model);
    expect(names(provider.industries)).toEqual(names(model.industries));
    expect(provider.towns).toBe(model.kentTowns);
    const colocation = itColocationKentPage(model);
    expect(colocation.industries.length).toBe(model.figures.limits.colocationIndustries);
    expect(names(colocation.industries)).toEqual([
      'Professional services',
      'Healthcare',
      'Retail and ecommerce',
      'Manufacturing and logistics',
      'Education',
      'Tourism and hospitality',
    ]);
  });
});
