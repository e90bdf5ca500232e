import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check, type CheckResult } from '../../src/check.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

/** The complete example of content/README.md, "Adding a place": a writer copies it as it is. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(path.join(packageRoot, 'content', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('adding a place'));
  return /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
}

/** A place in a county the site has never had. */
const truro = `---
name: Truro
county: Cornwall
summary: Truro's shops, surveyors and tourism businesses need websites that load quickly across the county.
population: "Around 21,000 (city, 2021 Census)"
industries: [Public administration, Retail, Tourism]
majorBusinesses: [Cornwall Council, Royal Cornwall Hospital]
connectivity:
  motorways: [A30]
  railways: [Truro]
  airports: [Cornwall Airport Newquay]
---
Truro is the only city in Cornwall.
`;

const addNearby = (text: string, slug: string) => text.replace(/^nearby:\n((?:  - .*\n)+)/m, (list) => `${list}  - ${slug}\n`);

describe('adding places through content alone', () => {
  let project: FixtureProject;
  let added: CheckResult;
  let file: (url: string) => Promise<string>;
  let localServices: string[];

  beforeAll(async () => {
    project = await smallProject({ checkedPages: true });
    file = (url) => project.read(`dist/${url === '/' ? 'index' : url.slice(1)}.html`);
    await project.write('content/locations/hythe.md', await readmeExample());
    for (const neighbour of ['folkestone', 'ashford']) {
      await project.write(`content/locations/${neighbour}.md`, addNearby(await project.read(`content/locations/${neighbour}.md`), 'hythe'));
    }
    await project.write('content/locations/truro.md', truro);
    const built = await build({ root: project.root });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    added = await check({ root: project.root });
    const sitemap = await project.read('dist/sitemap.xml');
    localServices = [...sitemap.matchAll(/\/([a-z0-9-]+)\/kent\/maidstone</g)].map((m) => m[1]!);
  }, 300_000);

  afterAll(() => project.cleanup());

  it('passes site check, with no orphan, no page deeper than four clicks and no one-way neighbour', () => {
    expect(added.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(added.findings.filter((f) => ['links/orphan', 'links/depth', 'content/nearby-one-way'].includes(f.rule))).toEqual([]);
  });

  it('builds a page per local service at each new place, a town page for the Kent one, and the new county pages', async () => {
    // The small project's four local services: web-hosting, woocommerce-hosting, cpanel-hosting, vps-hosting.
    expect(localServices).toHaveLength(4);
    const sitemap = await project.read('dist/sitemap.xml');
    const expected = [
      '/kent/hythe',
      '/locations/cornwall',
      ...localServices.flatMap((service) => [`/${service}/kent/hythe`, `/${service}/cornwall/truro`, `/${service}/cornwall`]),
    ];
    for (const url of expected) {
      expect(sitemap, url).toContain(`${url}</loc>`);
      await expect(file(url), url).resolves.toContain('<h1');
    }
  });

  it('links every new page from the hubs', async () => {
    const hrefs = async (url: string) => [...(await file(url)).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(await hrefs('/')).toEqual(expect.arrayContaining(['/kent/hythe', '/locations']));
    expect(await hrefs('/kent')).toContain('/kent/hythe');
    expect(await hrefs('/locations')).toEqual(
      expect.arrayContaining(['/locations/cornwall', '/locations/cornwall#place-truro', '/locations/kent#place-hythe']),
    );
    expect(await hrefs('/locations/cornwall')).toEqual(expect.arrayContaining(localServices.flatMap((s) => [`/${s}/cornwall`, `/${s}/cornwall/truro`])));
    expect(await hrefs('/web-hosting')).toContain('/web-hosting/cornwall');
    expect(await hrefs('/web-hosting/cornwall')).toContain('/web-hosting/cornwall/truro');
    expect(await hrefs('/web-hosting/kent')).toContain('/web-hosting/kent/hythe');
    expect(await hrefs('/web-hosting/kent/folkestone')).toContain('/web-hosting/kent/hythe');
    expect(await hrefs('/kent/folkestone')).toContain('/kent/hythe');
  });

  it('leaves no broken link and no trace when the places are removed again', async () => {
    await project.remove('content/locations/hythe.md');
    await project.remove('content/locations/truro.md');
    // Neighbours still naming the removed place stop the build at their own lines, dist/ untouched.
    const refused = await build({ root: project.root });
    expect(refused.ok).toBe(false);
    expect(refused.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.rule, d.found])).toEqual([
      ['content/locations/ashford.md', 'content/unknown-reference', 'hythe'],
      ['content/locations/folkestone.md', 'content/unknown-reference', 'hythe'],
    ]);
    await expect(file('/kent/hythe')).resolves.toContain('Hythe');
    for (const neighbour of ['folkestone', 'ashford']) {
      await project.write(`content/locations/${neighbour}.md`, (await project.read(`content/locations/${neighbour}.md`)).replace('  - hythe\n', ''));
    }
    const removed = await build({ root: project.root });
    expect(removed.ok).toBe(true);
    const result = await check({ root: project.root });
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const sitemap = await project.read('dist/sitemap.xml');
    expect(sitemap).not.toMatch(/hythe|truro|cornwall/);
    expect(await file('/locations')).not.toMatch(/hythe|truro|cornwall/i);
    await expect(file('/kent/hythe')).rejects.toThrow();
  }, 300_000);
});
