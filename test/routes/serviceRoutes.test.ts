import { describe, expect, it } from 'vitest';
import { expandCountyRoutes, expandLocationRoutes, expandServiceRoutes, nationalAliasRedirects, serviceTemplate } from '../../src/routes/serviceRoutes.ts';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import { location, model, service } from '../support/modelFactory.ts';

describe('service pages', () => {
  it('chooses the template by page type, and the tutorial template for knowledgeType tutorials only, never by slug', () => {
    expect(serviceTemplate(service('web-hosting'))).toBe('serviceLanding');
    expect(serviceTemplate(service('a-vs-b', { pageType: 'comparison', comparisonTarget: 'x' }))).toBe('comparison');
    expect(serviceTemplate(service('what-is-x', { pageType: 'knowledge', knowledgeType: 'basics' }))).toBe('knowledge');
    expect(serviceTemplate(service('guide', { pageType: 'knowledge', knowledgeType: 'tutorials' }))).toBe('tutorial');
    expect(serviceTemplate(service('how-to-do-x', { pageType: 'knowledge', knowledgeType: 'security' }))).toBe('knowledge');
    expect(serviceTemplate(service('hosting-for-x', { pageType: 'business-use-case' }))).toBe('useCase');
  });

  it('does not build a service that lacks a name, a description or a feature', () => {
    const routes = expandServiceRoutes(
      model({
        services: [
          service('ok'),
          service('no-name', { name: undefined }),
          service('no-description', { description: undefined }),
          service('no-features', { features: [] }),
        ],
      }),
      new Set(),
    );
    expect(routes.map((r) => r.url)).toEqual(['/ok']);
  });

  it('leaves /{slug} to a fixed page of the same slug for a local service', () => {
    const routes = expandServiceRoutes(model({ services: [service('vps-hosting'), service('web-hosting')] }), new Set(['/vps-hosting']));
    expect(routes.map((r) => r.url)).toEqual(['/web-hosting']);
  });

  it('reports a knowledge article whose slug collides with a fixed page', () => {
    const { diagnostics } = expandRoutes({
      ...model({ services: [service('about', { pageType: 'knowledge', knowledgeType: 'basics' })] }),
      pages: {},
    } as never);
    expect(diagnostics).toEqual([expect.objectContaining({ rule: 'routes/duplicate-url', file: 'content/services/about.md' })]);
  });
});

describe('location and county pages', () => {
  const locations = [location('maidstone', 'Kent'), location('london', 'Greater London'), location('leeds', 'West Yorkshire')];

  it('builds every local service in every location, under the county slug', () => {
    const routes = expandLocationRoutes(model({ services: [service('web-hosting'), service('colocation', { category: 'colocation' })], locations }));
    expect(routes.map((r) => r.url)).toEqual([
      '/web-hosting/kent/maidstone',
      '/web-hosting/greater-london/london',
      '/web-hosting/west-yorkshire/leeds',
      '/colocation/kent/maidstone',
      '/colocation/greater-london/london',
      '/colocation/west-yorkshire/leeds',
    ]);
    expect(routes[1]).toMatchObject({
      output: 'web-hosting/greater-london/london.html',
      template: 'location',
      slug: 'web-hosting',
      location: 'london',
      county: 'greater-london',
    });
  });

  it('never builds location pages for a service whose slug ends -uk, and only for those', () => {
    expect(expandLocationRoutes(model({ services: [service('web-hosting-uk')], locations }))).toEqual([]);
    expect(expandLocationRoutes(model({ services: [service('uk-hosting')], locations })).map((r) => r.url)).toContain('/uk-hosting/kent/maidstone');
    expect(expandLocationRoutes(model({ services: [service('web-hosting-ukraine')], locations })).map((r) => r.url)).toContain(
      '/web-hosting-ukraine/kent/maidstone',
    );
  });

  it('never builds location pages for comparisons, knowledge or use-cases', () => {
    const services = [
      service('a-vs-b', { pageType: 'comparison', comparisonTarget: 'x' }),
      service('what-is-x', { pageType: 'knowledge', knowledgeType: 'basics' }),
    ];
    expect(expandLocationRoutes(model({ services, locations }))).toEqual([]);
  });

  it('skips incomplete services and locations without a name or an industry', () => {
    const routes = expandLocationRoutes(
      model({
        services: [service('web-hosting'), service('thin', { features: [] })],
        locations: [location('maidstone', 'Kent'), location('nameless', 'Kent', { name: undefined }), location('idle', 'Kent', { industries: [] })],
      }),
    );
    expect(routes.map((r) => r.url)).toEqual(['/web-hosting/kent/maidstone']);
  });

  it('turns spaces in county names into hyphens, lowercased', () => {
    const routes = expandLocationRoutes(model({ services: [service('web-hosting')], locations: [location('newcastle', ' Tyne and Wear ')] }));
    expect(routes[0]!.url).toBe('/web-hosting/tyne-and-wear/newcastle');
  });

  it('builds a county page for each local service and county with a location', () => {
    const routes = expandCountyRoutes(model({ services: [service('web-hosting'), service('web-hosting-uk')], locations }));
    expect(routes.map((r) => r.url)).toEqual(['/web-hosting/greater-london', '/web-hosting/kent', '/web-hosting/west-yorkshire']);
  });

  it('redirects the -uk form of a location URL to the local one', () => {
    expect(nationalAliasRedirects(model({ services: [service('web-hosting'), service('web-hosting-uk')] }))).toEqual([
      { from: '/web-hosting-uk/:county/:location', to: '/web-hosting/:county/:location', status: 301, source: 'content/services/web-hosting.md' },
    ]);
  });
});
