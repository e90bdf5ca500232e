import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildModel } from '../../src/content/buildModel.ts';
import type { Model } from '../../src/content/model.ts';
import { buildAssets } from '../../src/emit/buildAssets.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { intoSession, sessionKeys } from '../../src/content/readRuns.ts';
import { createPageRenderer } from '../../src/render/parallel/pageRenderer.ts';
import { renderPage } from '../../src/render/renderPage.tsx';
import { createSharedMarkup } from '../../src/render/sharedMarkup.tsx';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import { createLinkResolver } from '../../src/routes/linkResolver.ts';
import { createReadTracker } from '../../src/content/trackModelReads.ts';
import type { RouteTable } from '../../src/routes/route.ts';
import { useSite } from '../../templates/context.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { fieldRead, sharedRead } from '../../src/content/readKeys.ts';

let project: FixtureProject;
let model: Model;
let routes: RouteTable;
let assets: Awaited<ReturnType<typeof buildAssets>>['urls'] & { cardSalt: string };

beforeAll(async () => {
  project = await smallProject();
  // A footer link to a page that is not built: every page shows the footer, so every page waits for it.
  const site = await project.read('content/site.yaml');
  await project.write(
    'content/site.yaml',
    site.replace(
      '        - { label: All Hosting, href: /hosting }',
      '        - { label: All Hosting, href: /hosting }\n        - { label: Soon, href: /coming-soon }',
    ),
  );
  model = (await buildModel(path.join(project.root, 'content'), project.root)).model!;
  routes = expandRoutes(model).routes;
  assets = { ...(await buildAssets(path.join(packageRoot, 'templates'))).urls, cardSalt: 'test' };
}, 60_000);
afterAll(() => project.cleanup());

describe('shared markup (header and footer made once per build)', () => {
  it('gives every page the document, reads and waiting links it gets when rendered alone', () => {
    const render = createPageRenderer(model, routes, assets, true);
    // Each renderer hands its reads over as runs into a list of its own: read back as keys.
    const keysOf = intoSession(sessionKeys());
    for (const [index, route] of routes.pages.entries()) {
      const shared = render(index);
      const alone = createPageRenderer(model, routes, assets, true)(index);
      expect(shared.html, route.url).toBe(alone.html);
      const sharedReads = new Set(keysOf(shared.reads!));
      expect(sharedReads, route.url).toEqual(new Set(keysOf(alone.reads!)));
      expect(shared.pending, route.url).toEqual(alone.pending);
      expect(shared.pending, route.url).toContain('/coming-soon');
      expect(sharedReads, route.url).toContain('collection:site');
    }
  });

  it('marks the menu entry of the page shown, and no other', () => {
    const render = createPageRenderer(model, routes, assets, false);
    const page = (url: string) => String(render(routes.pages.findIndex((route) => route.url === url)).html);
    expect(page('/about').match(/<a href="\/about" aria-current="page">/g)).toHaveLength(2);
    expect(page('/contact')).not.toContain('<a href="/about" aria-current="page">');
    expect(page('/contact').match(/<a href="\/contact" aria-current="page">/g)).toHaveLength(2);
    expect(page('/web-hosting-uk')).not.toContain('aria-current="page">');
  });

  const links = () => createLinkResolver(routes);
  const ReadsRoute = () => <p>{useSite().route.url}</p>;
  const TakesObject = (_props: { list: string[] }) => <p />;

  it("counts what a shared block read as read by every page that shows it, marked as the layout's", () => {
    const tracker = createReadTracker(model);
    const shared = createSharedMarkup({ model: tracker.model, assets, links: links(), tracker });
    const FirstService = () => <p>{useSite().model.services[0]!.name}</p>;
    const renderOn = (url: string) =>
      tracker.track(() => {
        const page = shared.forPage(url);
        return page.splice(page.share(<FirstService />));
      });
    const first = renderOn('/about');
    const second = renderOn('/contact');
    expect(second.value).toBe(first.value);
    expect(first.reads).toContain(sharedRead(fieldRead(model.services[0]!.origin.file, 'name')));
    expect(first.reads).not.toContain(fieldRead(model.services[0]!.origin.file, 'name'));
    expect(second.reads).toEqual(first.reads);
  });

  it('fails a shared block that reads the page, naming what it read', () => {
    const page = createSharedMarkup({ model, assets, links: links() }).forPage('/about');
    const token = page.share(<ReadsRoute />);
    expect(() => page.splice(`<p>${token}</p>`)).toThrow("cannot read the page's route (it read route.url): pass what it needs as a prop");
  });

  it('takes only plain props, which are its key', () => {
    const page = createSharedMarkup({ model, assets, links: links() }).forPage('/about');
    expect(() => page.share(<TakesObject list={[]} />)).toThrow(
      '<TakesObject> once for each set of its props, so they must be strings, numbers or booleans: list is not',
    );
  });

  it('renders pages alone as the build does', () => {
    const index = routes.pages.findIndex((route) => route.url === '/about');
    expect(renderPage({ model, route: routes.pages[index]!, assets, links: links() }).html).toBe(createPageRenderer(model, routes, assets, false)(index).html);
  });
});
