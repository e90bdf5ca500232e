import { describe, expect, it } from 'vitest';
import { expandRoutes, findCollisions } from '../../src/routes/expandRoutes.ts';
import { outputPathFor, type PageRoute } from '../../src/routes/route.ts';
import type { Model } from '../../src/content/model.ts';
import { model as emptyModel } from '../support/modelFactory.ts';

const town = (slug: string, businessHosting = false) => ({ slug, name: slug, businessHosting, origin: { file: `content/locations/${slug}.md`, line: 1 } });
const model = (slugs: string[]) => ({ ...emptyModel(), kentTowns: slugs.map((slug) => town(slug)) }) as unknown as Model;

describe('expandRoutes', () => {
  it('builds the fixed pages, a page per Kent town and the not-found page', () => {
    const { routes, diagnostics } = expandRoutes(model(['dover', 'deal']));
    expect(diagnostics).toEqual([]);
    const urls = routes.pages.map((p) => p.url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/hosting', '/enhance-hosting', '/about', '/contact', '/kent', '/kent/dover', '/kent/deal', '/404']));
    expect(urls.at(-1)).toBe('/404');
    expect(routes.pages.find((p) => p.url === '/404')).toMatchObject({ output: '404.html', indexable: false });
  });

  it("serves /enhance-hosting as a page and sends on the writer's redirects from content/redirects.yaml, in file order", () => {
    const redirects = [
      { from: '/shared-hosting', to: '/hosting' },
      { from: '/index.html', to: '/' },
    ];
    const { routes, diagnostics } = expandRoutes({ ...model([]), redirects });
    expect(diagnostics).toEqual([]);
    expect(routes.pages.some((p) => p.url === '/enhance-hosting')).toBe(true);
    expect(routes.redirects.slice(0, 2)).toEqual([
      { from: '/shared-hosting', to: '/hosting', status: 301, source: 'content/redirects.yaml', entry: 0 },
      { from: '/index.html', to: '/', status: 301, source: 'content/redirects.yaml', entry: 1 },
    ]);
  });

  it('builds every fixed route of the route table', () => {
    const urls = expandRoutes(model([])).routes.pages.map((p) => p.url);
    for (const url of [
      '/cpanel-hosting',
      '/cpanel-specification',
      '/plesk-hosting',
      '/vps-hosting',
      '/sitebuilder',
      '/hosting-addons',
      '/control-panels',
      '/whmcs-licenses',
      '/reseller-programs',
      '/agencies',
      '/web-hosting-kent',
      '/dedicated-servers-kent',
      '/colocation-kent',
      '/server-colocation-kent',
      '/hosting-provider-kent',
      '/it-colocation-services-kent',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('builds /business-web-hosting-{slug} only for towns marked for it', () => {
    const m = { ...emptyModel(), kentTowns: [town('dover', true), town('whitstable')] } as unknown as Model;
    const urls = expandRoutes(m).routes.pages.map((p) => p.url);
    expect(urls).toContain('/business-web-hosting-dover');
    expect(urls).not.toContain('/business-web-hosting-whitstable');
  });

  it('maps URLs to file-style output paths', () => {
    expect(outputPathFor('/')).toBe('index.html');
    expect(outputPathFor('/about')).toBe('about.html');
    expect(outputPathFor('/web-hosting/kent/maidstone')).toBe('web-hosting/kent/maidstone.html');
  });

  it('reports two pages claiming one URL, naming both sources', () => {
    const page = (source: string): PageRoute => ({
      url: '/kent/dover',
      output: 'kent/dover.html',
      template: 'kentTown',
      slug: 'dover',
      source,
      indexable: true,
    });
    const diagnostics = findCollisions([page('content/locations/dover.md'), page('content/locations/Dover.md')], []);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        rule: 'routes/duplicate-url',
        file: 'content/locations/Dover.md',
        message: '/kent/dover is claimed twice: by the page from content/locations/dover.md and by the page from content/locations/Dover.md',
      }),
    ]);
  });

  it('reports a redirect that would hide a page', () => {
    const page: PageRoute = { url: '/home', output: 'home.html', template: 'home', source: 'content/pages/home.md', indexable: true };
    const diagnostics = findCollisions([page], [{ from: '/home', to: '/', status: 301, source: 'fixed route' }]);
    expect(diagnostics[0]!.message).toBe('/home is claimed twice: by the page from content/pages/home.md and by the redirect from fixed route');
  });
});
