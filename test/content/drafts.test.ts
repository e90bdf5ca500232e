import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { createBuildSession } from '../../src/incremental/buildSession.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
const place = 'content/locations/deal.md';
const guide = 'content/services/knowledge/google-business-profile-guide.md';

/** Marks a record as a draft: `draft: true` as the first field of its front matter. */
const asDraft = (text: string) => text.replace(/^---\n/, '---\ndraft: true\n');

beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
  await project.write(place, asDraft(await project.read(place)));
  await project.write(guide, asDraft(await project.read(guide)));
});
afterAll(() => project.cleanup());

async function productionBuild() {
  const memory = createMemoryWriter();
  const result = await build({ root: project.root, writer: memory });
  return { result, files: memory.files };
}

describe('drafts', () => {
  it('are left out of `site build`, and nothing published links them: lists, hubs, nearby, related links, sitemap', async () => {
    const { result, files } = await productionBuild();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    for (const page of ['kent/deal.html', 'web-hosting/kent/deal.html', 'google-business-profile-guide.html']) expect(files.has(page), page).toBe(false);
    expect(files.has('kent/dover.html')).toBe(true);
    for (const [file, data] of files) {
      if (!file.endsWith('.html') && file !== 'sitemap.xml') continue;
      expect(String(data), file).not.toMatch(/\/kent\/deal["<#]|\/kent\/deal"|\/deal"|\/google-business-profile-guide["<#]/);
    }
    expect(result.drafts).toEqual([guide, place]);
    // Nothing was waiting to link them either: their links were never made.
    expect([...result.pendingLinks.keys()].filter((url) => url.includes('deal') || url.includes('google-business-profile-guide'))).toEqual([]);
  });

  it('make a content link to a draft a located build error, until the draft is published or the link goes', async () => {
    const linking = 'content/locations/dover.md';
    const dover = await project.read(linking);
    await project.write(linking, `${dover}\nSee [our guide](/google-business-profile-guide).\n`);
    const { result } = await productionBuild();
    await project.write(linking, dover);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(({ file, rule, message }) => ({ file, rule, message }))).toEqual([
      { file: linking, rule: 'content/draft-link', message: 'Link to /google-business-profile-guide, a draft: `site build` does not publish drafts' },
    ]);
  });

  it('are built by the preview (`site serve --watch`)', async () => {
    const session = createBuildSession({ root: project.root, outDir: `${project.root}/preview` });
    const result = await session.build();
    expect(result.ok).toBe(true);
    expect(await project.read('preview/kent/deal.html')).toContain('Deal');
    expect(await project.read('preview/google-business-profile-guide.html')).toContain('<h1');
  });

  it('are listed by `site check`, each at its draft line', async () => {
    await build({ root: project.root });
    const result = await check({ root: project.root });
    expect(result.findings.filter((f) => f.rule === 'content/draft').map(({ file, line, severity }) => ({ file, line, severity }))).toEqual([
      { file: place, line: 2, severity: 'warning' },
      { file: guide, line: 2, severity: 'warning' },
    ]);
    expect(result.errors).toBe(0);
  }, 300_000);
});
