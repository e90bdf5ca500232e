import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { buildModel } from '../../src/content/buildModel.ts';
import { formatDiagnostic } from '../../src/diagnostics/formatDiagnostic.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// The small project has no search and no share cards; its content is stripped here of the
// words and the page copy only those parts need, as a site written before them would be.
let project: FixtureProject;
let ui: string;
let site: string;
beforeAll(async () => {
  project = await smallProject();
  ui = (await project.read('content/ui.yaml')).replace(/^(search|shareCard):\n(?: {2}.*\n)+/gm, '');
  expect(ui).not.toMatch(/^(search|shareCard):/m);
  await project.write('content/ui.yaml', ui);
  await rm(path.join(project.root, 'content/pages/search.md'));
  site = await project.read('content/site.yaml');
});
afterAll(async () => project.cleanup());

const problems = async () => {
  const { diagnostics } = await buildModel(path.join(project.root, 'content'), project.root);
  return diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
};

describe('the words of a part of the site that is switched off', () => {
  it('need not be written: a site without search or share cards builds without their words and the search page', async () => {
    const result = await build({ root: project.root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('are required, at the setting that switched the part on, once it is on', async () => {
    await project.write(
      'content/site.yaml',
      `${site}search:\n  engine: { name: DuckDuckGo, action: "https://duckduckgo.com/", queryParam: q, siteParam: sites }\nshareCards: {}\n`,
    );
    try {
      const searchLine = site.split('\n').length;
      expect(await problems()).toEqual([
        [
          `content/site.yaml:${searchLine}:1 error [content/missing-field] \`search\` is set, but content/ui.yaml has no \`search\` words for its box and its results`,
          '  field:    search',
          '  expected: search: { headerLink, label, button, results, searching, found, foundOne, nothingFound, unavailable, withoutScript } in ui.yaml',
          '  found:    nothing',
          '  hint:     Add a `search:` block to content/ui.yaml with headerLink, label, button, results, searching, found, foundOne, nothingFound, unavailable and withoutScript (content/README.md, "Site search"), or remove the `search:` block for a site without search.',
        ].join('\n'),
        [
          `content/site.yaml:${searchLine}:1 error [content/missing-file] \`search\` is set, but content/pages/search.md, the copy of its page, is missing`,
          '  hint:     Add content/pages/search.md (content/README.md, "Site search"), or remove the `search:` block for a site without search.',
        ].join('\n'),
        [
          `content/site.yaml:${searchLine + 2}:1 error [content/missing-field] \`shareCards\` is set, but content/ui.yaml has no \`shareCard\` words for the cards`,
          '  field:    shareCard',
          '  expected: shareCard: { figure } in ui.yaml',
          '  found:    nothing',
          `  hint:     Add a \`shareCard:\` block to content/ui.yaml with figure (content/README.md, "A page's share card"), or remove the \`shareCards:\` block for a site without share cards.`,
        ].join('\n'),
      ]);
    } finally {
      await project.write('content/site.yaml', site);
    }
  });
});
