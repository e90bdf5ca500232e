import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check, type CheckResult } from '../../src/check.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let result: CheckResult;

/** A writer's long title and a long place name: the check's length warnings land where each was written. */
beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
  const about = await project.read('content/pages/about.md');
  await project.write(
    'content/pages/about.md',
    about.replace(/^title: .*$/m, 'title: About Our Kent-Based Hosting Company and Its People and Its Data Centres'),
  );
  const maidstone = await project.read('content/locations/maidstone.md');
  await project.write('content/locations/maidstone.md', maidstone.replace(/^name: .*$/m, 'name: Maidstone and the Villages of the Medway Valley'));
  expect((await build({ root: project.root })).ok).toBe(true);
  result = await check({ root: project.root });
}, 180_000);
afterAll(() => project.cleanup());

const lengthWarnings = () => result.findings.filter((f) => f.rule === 'meta/title-length');

describe('a title too long is placed at the content that made it', () => {
  it('a title written whole: at its field, naming the page', () => {
    const about = lengthWarnings().find((f) => f.message.includes(' /about,'));
    expect(about).toMatchObject({ file: 'content/pages/about.md', line: 2, column: 8, field: 'title' });
    expect(about!.message).toContain('"About Our Kent-Based Hosting Company and Its People and Its Data Centres | Kent Web Hosting"');
    expect(about!.message).toMatch(
      /is 91 characters long; search engines show about 60; made from the title written here, with content\/site\.yaml:4 \(name "Kent Web Hosting"\)$/,
    );
  });

  it('a title filled in from names: at the longest name, naming the others it was made with', () => {
    const places = lengthWarnings().filter((f) => /\/[\w-]*maidstone,/.test(f.message));
    expect(places.map((f) => f.message.split(',')[0])).toContain('The title of /kent/maidstone');
    expect(places.length).toBe(6);
    const town = places.find((f) => f.message.startsWith('The title of /kent/maidstone,'))!;
    expect(town.message).toContain('content/pages/kent-town.md:2 (title "Web Hosting {town}, Kent")');
    for (const place of places) {
      expect(place).toMatchObject({ file: 'content/locations/maidstone.md', line: 2, column: 7, field: 'name' });
      expect(place.message).toMatch(/made from the name written here, with .*content\/site\.yaml:4 \(name "Kent Web Hosting"\)/);
    }
  });

  it('no title warning is left on a built page', () => {
    expect(lengthWarnings().length).toBeGreaterThan(1);
    expect(lengthWarnings().filter((f) => f.file.startsWith('dist/'))).toEqual([]);
  });
});

describe('the placings kept between checks', () => {
  it('are found again while the files the words came from keep their bytes, and made again at the new line once one is edited', async () => {
    const again = await check({ root: project.root });
    expect(again.findings.filter((f) => f.rule === 'meta/title-length')).toEqual(lengthWarnings());
    // A comment line above the name: the words, and so the built pages, are the same; the name's line is not.
    const maidstone = await project.read('content/locations/maidstone.md');
    await project.write('content/locations/maidstone.md', maidstone.replace(/^---\n/, '---\n# The town and the villages around it.\n'));
    expect((await build({ root: project.root })).ok).toBe(true);
    const moved = (await check({ root: project.root })).findings.filter((f) => f.rule === 'meta/title-length' && f.file === 'content/locations/maidstone.md');
    expect(moved.length).toBe(6);
    for (const place of moved) expect(place).toMatchObject({ line: 3, column: 7, field: 'name' });
  });
});

describe('a site without share cards (the small project has no `shareCards`)', () => {
  it("passes site check with every page naming the site's one image, held to no card", async () => {
    // Its only errors are the long titles written above.
    expect(result.findings.filter((f) => f.severity === 'error' && f.rule !== 'html-validate/long-title')).toEqual([]);
    expect(result.findings.filter((f) => f.rule.startsWith('meta/share-card'))).toEqual([]);
    const home = await project.read('dist/index.html');
    expect(/<meta property="og:image" content="([^"]+)"/.exec(home)?.[1]).toBe('https://www.kentwebhosting.example/images/share-default.png');
    expect(home).not.toContain('og:image:alt');
  });
});
