import { afterEach, describe, expect, it } from 'vitest';
import { buildModel } from '../../src/content/buildModel.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import path from 'node:path';
import { realModel } from '../support/builtSite.ts';

let project: FixtureProject;
afterEach(() => project?.cleanup());

/** The model of the small project after a change: what the content stage reports of it. */
async function problemsAfter(change: (p: FixtureProject) => Promise<void>) {
  project = await smallProject();
  await change(project);
  const { model, diagnostics } = await buildModel(path.join(project.root, 'content'), project.root);
  return { model, diagnostics };
}

describe('buildModel', () => {
  it('loads the real content into a frozen model with no problems', async () => {
    const { model, diagnostics } = await realModel();
    expect(diagnostics).toEqual([]);
    expect(model!.locations).toHaveLength(39);
    // Every complete place in Kent has a town page: the 20 Kent towns plus chatham, gillingham, medway and sandwich.
    expect(model!.kentTowns).toHaveLength(24);
    expect(model!.kentTowns.every((town) => model!.locations.includes(town))).toBe(true);
    expect(model!.enhancePlans.map((p) => p.name)).toEqual(['Solo', 'Starter', 'Business', 'Agency 25', 'Agency 50', 'Reseller']);
    expect(Object.isFrozen(model!.kentTowns[0])).toBe(true);
  });

  it('fills claim tokens in copy from site.yaml', async () => {
    const { model } = await problemsAfter(async () => {});
    const answers = model!.faqs['home']!.items.map((item) => item.answer).join(' ');
    expect(answers).toContain(model!.site.claims.uptimeSla);
    expect(answers).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('reports a missing required field where a writer adds it, the end of the front matter, with the field name', async () => {
    let closing = 0;
    const { model, diagnostics } = await problemsAfter(async (p) => {
      const town = (await p.read('content/locations/dover.md')).replace(/^summary: >-\n  .*\n/m, '');
      closing = town.split('\n').indexOf('---', 1) + 1;
      await p.write('content/locations/dover.md', town);
    });
    expect(model).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/locations/dover.md',
        line: closing,
        rule: 'content/missing-field',
        field: 'summary',
        expected: 'string',
        found: 'nothing',
      }),
    ]);
  });

  it('reports a price written as a number at its line', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      const plans = await p.read('content/plans/enhance.yaml');
      await p.write('content/plans/enhance.yaml', plans.replace('price: "£4.99"', 'price: 4.99'));
    });
    const line = (await project.read('content/plans/enhance.yaml')).split('\n').findIndex((l) => l.includes('price: 4.99')) + 1;
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'content/plans/enhance.yaml', line, column: 12, rule: 'content/wrong-type', field: 'plans[1].price', found: '4.99' }),
    ]);
  });

  it('reports an unknown nearby slug with a suggestion', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      const town = await p.read('content/locations/canterbury.md');
      await p.write('content/locations/canterbury.md', town.replace('  - whitstable\n', '  - whitstabel\n'));
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/locations/canterbury.md',
        rule: 'content/unknown-reference',
        field: 'nearby[0]',
        found: 'whitstabel',
        hint: 'Did you mean `whitstable`?',
      }),
    ]);
    expect(diagnostics[0]!.line).toBe((await project.read('content/locations/canterbury.md')).split('\n').indexOf('  - whitstabel') + 1);
  });

  it('reports malformed YAML with its line, and every other problem in the same run', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      await p.write('content/faqs/home.yaml', 'title: "unclosed\nitems: []\n');
      await p.write('content/notes.txt', 'stray');
    });
    expect(diagnostics.map((d) => [d.file, d.rule])).toEqual(
      expect.arrayContaining([
        ['content/faqs/home.yaml', 'content/yaml-syntax'],
        ['content/notes.txt', 'content/unknown-file'],
      ]),
    );
  });

  it('reports a tab-indented YAML line', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      await p.write('content/faqs/home.yaml', 'title: FAQ\nitems:\n\t- question: a\n');
    });
    expect(diagnostics[0]).toMatchObject({ file: 'content/faqs/home.yaml', line: 3, rule: 'content/yaml-syntax' });
  });

  it('reports a line indented deeper than the field above it on that line, not the one above', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      const town = await p.read('content/locations/deal.md');
      await p.write('content/locations/deal.md', town.replace('county: Kent\nsummary:', 'county: Kent\n  summary:'));
    });
    const line = (await project.read('content/locations/deal.md')).split('\n').indexOf('  summary: >-') + 1;
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/locations/deal.md',
        line,
        column: 3,
        rule: 'content/yaml-syntax',
        message: 'Malformed YAML: This line is indented deeper than the field above it (Nested mappings are not allowed in compact mappings)',
      }),
    ]);
  });

  it('accepts a byte-order mark and CRLF line endings', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      const town = await p.read('content/locations/deal.md');
      await p.write('content/locations/deal.md', `\uFEFF${town.replace(/\n/g, '\r\n')}`);
    });
    expect(diagnostics).toEqual([]);
  });

  it('reports invalid UTF-8 with the line of the bad byte', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      await p.write(
        'content/faqs/home.yaml',
        Buffer.concat([Buffer.from('title: FAQ\nitems:\n  - question: caf'), Buffer.from([0xe9]), Buffer.from('\n    answer: x\n')]),
      );
    });
    expect(diagnostics).toEqual([expect.objectContaining({ file: 'content/faqs/home.yaml', line: 3, column: 18, rule: 'content/invalid-utf8' })]);
  });

  it('reports an empty content folder', async () => {
    const { diagnostics } = await problemsAfter(async (p) => {
      await p.remove('content');
      await p.write('content/.keep', '');
    });
    expect(diagnostics).toEqual([expect.objectContaining({ rule: 'content/empty' })]);
  });

  it('warns about raw HTML and javascript: links in Markdown, which never reach the model', async () => {
    const { model, diagnostics } = await problemsAfter(async (p) => {
      const town = await p.read('content/locations/deal.md');
      await p.write('content/locations/deal.md', `${town}\n<script>alert(1)</script>\n\n[click](javascript:alert(1))\n`);
    });
    expect(diagnostics.map((d) => [d.rule, d.severity])).toEqual([
      ['content/unsafe-markdown', 'warning'],
      ['content/unsafe-markdown', 'warning'],
    ]);
    const body = JSON.stringify(model!.kentTowns.find((t) => t.slug === 'deal')!.body);
    expect(body).not.toContain('script');
    expect(body).not.toContain('javascript:');
  });
});
