import { describe, expect, it } from 'vitest';
import {
  fixedCityLocations,
  kentExtraLocations,
  knowledgeSet,
  locationRelatedServices,
  locationsWidget,
  majorBusinesses,
  majorCities,
  moreServicesInCounty,
  nearbyLocations,
  popularServices,
  relatedServices,
  useCaseKeyword,
} from '../../src/routes/selections/index.ts';
import { location, model, service } from '../support/modelFactory.ts';

const slugs = (records: readonly { slug: string }[]) => records.map((r) => r.slug);

describe('related services', () => {
  it('shows at most 6 on a /{slug} page, in the order given, without the service itself', () => {
    const others = Array.from({ length: 8 }, (_, i) => service(`s${i}`));
    const current = service('web-hosting', { relatedServices: ['web-hosting', ...others.map((s) => s.slug)] });
    expect(slugs(relatedServices(model({ services: [current, ...others] }), current))).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
  });

  it('on a location page, passes at most 3 and leaves out -uk slugs', () => {
    const services = ['vps-hosting-uk', 'vps-hosting', 'colocation', 'wordpress-hosting', 'business-web-hosting'].map((s) => service(s));
    const current = service('web-hosting', { relatedServices: services.map((s) => s.slug) });
    expect(slugs(locationRelatedServices(model({ services: [current, ...services] }), current))).toEqual(['vps-hosting', 'colocation', 'wordpress-hosting']);
  });

  it('leaves out related services that are incomplete', () => {
    const thin = service('thin', { description: undefined });
    const current = service('web-hosting', { relatedServices: ['thin'] });
    expect(relatedServices(model({ services: [current, thin] }), current)).toEqual([]);
  });
});

describe('location lists', () => {
  it('lists at most 12 nearby locations, skipping itself', () => {
    const near = Array.from({ length: 14 }, (_, i) => location(`n${i}`, 'Kent'));
    const here = location('maidstone', 'Kent', { nearby: ['maidstone', ...near.map((l) => l.slug)] });
    expect(nearbyLocations(model({ locations: [here, ...near] }), here)).toHaveLength(12);
  });

  it('shows three major businesses', () => {
    expect(majorBusinesses(model(), location('x', 'Kent'))).toEqual(['A', 'B', 'C']);
  });

  it('adds the Kent extra list without the current location or those already listed', () => {
    const extra = ['broadstairs', 'ramsgate', 'sandwich', 'deal', 'rochester', 'medway'].map((s) => location(s, 'Kent'));
    const deal = extra[3]!;
    const m = model({ locations: extra });
    expect(slugs(kentExtraLocations(m, deal, [extra[0]!]))).toEqual(['ramsgate', 'sandwich', 'rochester', 'medway']);
  });

  it('has no Kent extra list outside Kent', () => {
    const m = model({ locations: [location('broadstairs', 'Kent'), location('leeds', 'West Yorkshire')] });
    expect(kentExtraLocations(m, m.locations[1]!, [])).toEqual([]);
  });

  it('limits major cities to 16, from the major-city counties only', () => {
    const cities = Array.from({ length: 20 }, (_, i) => location(`c${i}`, 'Greater London'));
    const m = model({ locations: [location('maidstone', 'Kent'), ...cities] });
    expect(majorCities(m)).toHaveLength(16);
    expect(slugs(majorCities(m))).not.toContain('maidstone');
  });

  it('lists the fixed city links in spec order, skipping missing ones', () => {
    const m = model({ locations: [location('glasgow', 'Glasgow'), location('london', 'Greater London'), location('maidstone', 'Kent')] });
    expect(slugs(fixedCityLocations(m))).toEqual(['london', 'maidstone', 'glasgow']);
  });

  it('takes its place lists from the model: figures.places', () => {
    const m = model({
      locations: [location('deal', 'Kent'), location('leeds', 'West Yorkshire'), location('hove', 'Brighton & Hove'), location('dover', 'Kent')],
      places: { kentExtraTowns: ['leeds', 'deal'], majorCityCounties: ['brighton-and-hove'], fixedCityLinks: ['dover', 'leeds'] },
    });
    expect(slugs(kentExtraLocations(m, m.locations[3]!, []))).toEqual(['leeds', 'deal']);
    expect(slugs(majorCities(m))).toEqual(['hove']);
    expect(slugs(fixedCityLocations(m))).toEqual(['dover', 'leeds']);
  });

  it('limits the locations widget to 12 by default', () => {
    const m = model({ locations: Array.from({ length: 15 }, (_, i) => location(`l${i}`, 'Kent')) });
    expect(locationsWidget(m)).toHaveLength(12);
    expect(locationsWidget(m, { limit: 8 })).toHaveLength(8);
  });
});

describe('service lists', () => {
  it('offers at most 8 more services, local ones in the hosting, vps, wordpress, colocation and dedicated categories', () => {
    const current = service('web-hosting');
    const services = [
      current,
      ...Array.from({ length: 10 }, (_, i) => service(`hosting-${i}`)),
      service('reseller-x', { category: 'reseller' }),
      service('vps-hosting-uk', { category: 'vps' }),
    ];
    const more = moreServicesInCounty(model({ services }), current);
    expect(more).toHaveLength(8);
    expect(slugs(more)).not.toContain('web-hosting');
    expect(slugs(more)).not.toContain('reseller-x');
    expect(slugs(more)).not.toContain('vps-hosting-uk');
  });

  it('shows the six popular services in spec order', () => {
    const services = [
      'managed-vps-hosting-uk',
      'colocation-uk',
      'web-hosting-uk',
      'wordpress-hosting-uk',
      'vps-hosting-uk',
      'cpanel-hosting-uk',
      'other-uk',
    ].map((s) => service(s));
    expect(slugs(popularServices(model({ services })))).toEqual([
      'web-hosting-uk',
      'vps-hosting-uk',
      'wordpress-hosting-uk',
      'cpanel-hosting-uk',
      'colocation-uk',
      'managed-vps-hosting-uk',
    ]);
  });

  it('chooses the use-case copy by keyword in the name', () => {
    expect(useCaseKeyword(service('x', { name: 'Web Hosting for Small Businesses' }))).toBe('smallBusiness');
    expect(useCaseKeyword(service('x', { name: 'Web Hosting for Agencies' }))).toBe('agency');
    expect(useCaseKeyword(service('x', { name: 'Ecommerce Hosting' }))).toBe('ecommerce');
    expect(useCaseKeyword(service('x', { name: 'Web Hosting for Schools' }))).toBe('other');
  });

  it('chooses the knowledge sections by knowledge type', () => {
    expect(knowledgeSet(service('x', { knowledgeType: 'basics' }))).toBe('basics');
    expect(knowledgeSet(service('x', { knowledgeType: 'local-seo' }))).toBe('localSeo');
    expect(knowledgeSet(service('x', { knowledgeType: 'security' }))).toBe('other');
  });
});
