import { beforeAll, describe, expect, it } from 'vitest';
import type { Model } from '../../src/content/model.ts';
import { enhancePlanSchema } from '../../src/content/schemas/plans.ts';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import type { RouteOf, TemplateName } from '../../src/routes/route.ts';
import { enhanceHostingPage, planCapacity } from '../../src/routes/selections/pages/enhanceHostingPage.ts';
import { kentOverviewPage } from '../../src/routes/selections/pages/kentOverviewPage.ts';
import { kentTownPage } from '../../src/routes/selections/pages/kentTownPage.ts';
import { locationPage } from '../../src/routes/selections/pages/locationPage.ts';
import { serviceLandingPage } from '../../src/routes/selections/pages/serviceLandingPage.ts';
import { countyPage } from '../../src/routes/selections/pages/countyPage.ts';
import { tutorialPage } from '../../src/routes/selections/pages/tutorialPage.ts';
import { realModel } from '../support/builtSite.ts';

let model: Model;
beforeAll(async () => {
  model = (await realModel()).model!;
});

/** The real site's route at `url`, as the template it is built with receives it. */
function routeAt<T extends TemplateName>(url: string, template: T): RouteOf<T> {
  const route = expandRoutes(model).routes.pages.find((page) => page.url === url);
  expect(route?.template).toBe(template);
  return route as RouteOf<T>;
}

describe('the data each template is handed', () => {
  it('a location page gets the service and place named by its route, and only the ways of reaching it that the place has', () => {
    const page = locationPage(model, routeAt('/web-hosting/kent/maidstone', 'location'));
    expect([page.service.slug, page.location.slug]).toEqual(['web-hosting', 'maidstone']);
    expect(page.copy.heading).toContain('Maidstone');
    expect(page.nearby.map((l) => l.slug)).not.toContain('maidstone');
    expect(page.connectivity.map((c) => c.kind)).toEqual(
      ['motorways', 'railways', 'airports'].filter((kind) => page.location.connectivity[kind as 'airports'].length > 0),
    );
    expect(page.connectivity.every((c) => c.places.length > 0)).toBe(true);
  });

  it('a location page leads home through the service and the county, and offers titles longest first', () => {
    const page = locationPage(model, routeAt('/web-hosting/kent/maidstone', 'location'));
    expect(page.trail).toEqual([
      { name: 'Home', url: '/' },
      { name: page.service.name, url: '/web-hosting' },
      { name: 'Kent', url: '/web-hosting/kent' },
      { name: 'Maidstone', url: '/web-hosting/kent/maidstone' },
    ]);
    expect(page.titles[0]).toBe(page.copy.title);
    expect(page.titles.slice(1)).toEqual([`${page.service.name} in Maidstone`, `${page.service.name}, Maidstone`]);
    expect(page.benefits).toEqual(page.service.benefits.slice(0, model.figures.limits.locationBenefits));
    expect(model.figures.limits.locationBenefits).toBe(4);
  });

  it('a location page outside Kent has no Kent extra list', () => {
    expect(locationPage(model, routeAt('/web-hosting/greater-london/london', 'location')).kentExtra).toEqual([]);
  });

  it('a county page lists its places by name, under the county as the places write it', () => {
    const page = countyPage(model, routeAt('/web-hosting/kent', 'county'));
    expect(page.county).toBe('Kent');
    const names = page.locations.map((l) => l.name);
    expect(names).toEqual([...names].sort());
    expect(page.trail.map((crumb) => crumb.url)).toEqual(['/', `/web-hosting`, '/web-hosting/kent']);
    expect(page.titles.slice(1)).toEqual([`${page.service.name} across Kent`, `${page.service.name}: Kent`]);
  });

  it('a national service page lists no Kent towns; its local service page does', () => {
    const national = serviceLandingPage(model, routeAt('/web-hosting-uk', 'serviceLanding'));
    expect(national.local?.service.slug).toBe('web-hosting');
    expect(national.local?.kentTowns).toBeUndefined();
    const local = serviceLandingPage(model, routeAt('/web-hosting', 'serviceLanding'));
    expect(local.local?.kentTowns?.length).toBeGreaterThan(0);
  });

  it('a colocation page prices by rack space, the first card popular, with the colocation sections', () => {
    const page = serviceLandingPage(model, routeAt('/colocation-uk', 'serviceLanding'));
    expect(page.colocation).toBeDefined();
    expect(page.pricing?.cards.map((card) => card.popular ?? false)).toEqual([true, false, false]);
    expect(page.pricing?.copy).toBe(page.colocation?.sections.pricing);
  });

  it('a Kent town page quotes the cheapest plans and links only neighbours that have a page', () => {
    const page = kentTownPage(model, routeAt('/kent/canterbury', 'kentTown'));
    const cheapest = (prices: string[]) => Math.min(...prices.map((p) => Number(p.slice(1))));
    expect(Number(page.enhanceFrom.slice(1))).toBe(cheapest(model.enhancePlans.map((p) => p.price)));
    expect(Number(page.cpanelFrom.slice(1))).toBe(cheapest(model.cpanelSharedPlans.map((p) => p.price)));
    const towns = new Set(model.kentTowns.map((t) => t.slug));
    expect(page.nearby.length).toBeGreaterThan(0);
    expect(page.nearby.every((t) => towns.has(t.slug) && t.slug !== 'canterbury')).toBe(true);
    expect(page.trail).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Kent', url: '/kent' },
      { name: 'Canterbury', url: '/kent/canterbury' },
    ]);
  });

  it('the Kent overview lists the towns with a business page, and each tile says where it leads', () => {
    const page = kentOverviewPage(model);
    expect(page.businessTowns.map((t) => t.slug)).toEqual(model.kentTowns.filter((t) => t.businessHosting).map((t) => t.slug));
    expect(page.copy.sections.tiles.items.map((tile) => tile.href)).toEqual([
      '/enhance-hosting',
      '/vps-hosting',
      '/dedicated-servers-kent',
      '/server-colocation-kent',
      '/reseller-programs',
      '/agencies',
    ]);
  });

  it('a tutorial states the time and cost of figures.yaml in its HowTo data', () => {
    const page = tutorialPage(model, routeAt('/how-to-install-wordpress-on-cpanel', 'tutorial'));
    expect(page.howTo).toEqual({ totalMinutes: 15, cost: '0' });
    expect(page.steps.length).toBeGreaterThan(0);
  });

  it('an Enhance plan holds websites or accounts, as a count', () => {
    expect(planCapacity({ websites: '1 website' })).toEqual({ count: '1', kind: 'websites' });
    expect(planCapacity({ websites: '100 accounts' })).toEqual({ count: '100', kind: 'accounts' });
    expect(enhanceHostingPage(model).plans.map((plan) => plan.capacity.kind)).toContain('accounts');
  });

  it('an Enhance plan whose capacity is not a count of websites or accounts is refused by the schema', () => {
    const plan = { ...model.enhancePlans[0]!, websites: 'ten websites' };
    const result = enhancePlanSchema.safeParse(plan);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['websites']);
  });
});
