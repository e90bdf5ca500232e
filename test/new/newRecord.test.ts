import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { main } from '../../src/cli/main.ts';
import { todayInLondon } from '../../src/content/londonDate.ts';
import { STARTER_KINDS, type StarterKind } from '../../src/new/starterKinds.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
const kinds = Object.keys(STARTER_KINDS) as StarterKind[];

/** Runs the CLI in the fixture project; returns exit code and output. */
async function site(...args: string[]) {
  const output = captureIo();
  const code = await main(['node', 'site', ...args], { ...output.io, cwd: project.root });
  return { code, stdout: output.stdout, stderr: output.stderr };
}

/** The starter's file for a kind and slug. */
const fileOf = (kind: StarterKind, slug: string) => `content/${STARTER_KINDS[kind].folder}/${slug}${STARTER_KINDS[kind].extension}`;

/**
 * Fills a starter as content/README.md tells a writer to: every "TODO: …" value replaced with
 * real text, the body written (here with a GFM table, footnote and task list, and a link to a
 * heading of another new page), and the `draft: true` line deleted.
 */
function fillIn(kind: StarterKind, text: string): string {
  let n = 0;
  const words = `${kind} page`;
  return text
    .replace(/^draft: true\n/m, '')
    .replace(/^county: "TODO: county"$/m, 'county: Surrey')
    .replace(/"TODO: name"/, JSON.stringify(`Our new ${kind} starter`))
    .replace(/"TODO: description"/, JSON.stringify(`How the ${words} made with site new reads once a writer has filled in every field it starts with.`))
    .replace(/"TODO: ([a-zA-Z]+)"/g, (_, field: string) => JSON.stringify(`The ${field} of the new ${words}, number ${++n}.`))
    .replace(
      /^TODO: .*$/m,
      [
        `## What the ${kind} covers`,
        '',
        '| Plan | Websites |',
        '| :--- | ---: |',
        '| Solo | 1 |',
        '',
        `Every figure is checked[^${kind}].`,
        '',
        '- [x] Written',
        '- [ ] Reviewed',
        '',
        `See [the guide's first section](/new-guide#what-the-guide-covers).`,
        '',
        `[^${kind}]: By the writer of the ${kind}.`,
      ].join('\n'),
    );
}

beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
});
afterAll(() => project.cleanup());

describe('site new', () => {
  it.each(kinds)('starts a %s with every required field, each under a comment', async (kind) => {
    const { code, stdout } = await site('new', kind, `new-${kind}`);
    expect(code).toBe(0);
    expect(stdout).toContain(`Wrote ${fileOf(kind, `new-${kind}`)}`);
    const text = await project.read(fileOf(kind, `new-${kind}`));
    // Every line that sets a field has its comment right above it.
    const lines = (STARTER_KINDS[kind].extension === '.md' ? text.split('\n---\n')[0]! : text).split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(- )?[a-zA-Z]+:/.test(line) && !line.trimStart().startsWith('#')) expect(lines[i - 1]!.trimStart(), `${kind}: ${line}`).toMatch(/^#/);
    });
    if (STARTER_KINDS[kind].extension === '.md') expect(text).toMatch(/^---\n# .*\ndraft: true\n/);
    // Guides, tutorials and comparisons are dated the day the writer starts them, in the UK.
    const dated = ['guide', 'tutorial', 'comparison'].includes(kind);
    expect(text.includes(`\npublished: ${todayInLondon()}\n`), kind).toBe(dated);
  });

  it('builds the starters as they are, with warnings for the text to fill in and no errors, and publishes none of them', async () => {
    const built = await site('build');
    expect(built.code).toBe(0);
    for (const kind of kinds) {
      expect(built.stderr).toMatch(
        new RegExp(`${fileOf(kind, `new-${kind}`).replace(/\./g, '\\.')}:\\d+:\\d+ warning \\[content/incomplete\\] .* still has starter text to replace: `),
      );
    }
    expect(built.stderr).toContain('0 errors, 8 warnings');
    expect(built.stdout).toMatch(/^7 drafts left out \(`site serve --watch` shows them\): content\/services\/comparisons\/new-comparison\.md, /m);
    await expect(readFile(path.join(project.root, 'dist/new-guide.html'))).rejects.toThrow();
  });

  it('refuses a slug the collection already has, an invalid slug and a fixed page, each with a located error', async () => {
    expect(await site('new', 'guide', 'what-is-web-hosting')).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'content/services/knowledge/what-is-web-hosting.md:1:1 error [content/duplicate-slug] Slug "what-is-web-hosting" is already used by content/services/knowledge/what-is-web-hosting.md',
        '  found:    what-is-web-hosting',
        '  hint:     Choose another slug, or edit the existing file.',
        '',
        '1 error, 0 warnings',
        '',
      ].join('\n'),
    });
    // A tutorial slug taken by a guide in another folder is taken all the same: services share one address space.
    expect((await site('new', 'tutorial', 'new-guide')).stderr).toContain(
      '[content/duplicate-slug] Slug "new-guide" is already used by content/services/knowledge/new-guide.md',
    );
    const invalid = await site('new', 'town', 'Hythe Town');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('content/locations/Hythe Town.md:1:1 error [content/invalid-value] "Hythe Town" is not a valid slug');
    expect(invalid.stderr).toContain('hint:     Try `site new town hythe-town`.');
    // A slug too long for a file name: refused as its other rules are, never an internal error.
    const long = await site('new', 'guide', `${'very-long-'.repeat(30)}guide`);
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('content/services/knowledge:1:1 error [content/invalid-value] The slug is 305 characters long; a slug may have at most 100');
    expect(long.stderr).not.toMatch(/Internal error|ENAMETOOLONG/);
    expect((await site('new', 'service', 'about')).stderr).toContain('[routes/duplicate-url] /about is a fixed page of the site');
    expect(await site('new', 'blog', 'x')).toMatchObject({
      code: 2,
      stderr: 'Unknown kind "blog": use town, location, service, guide, tutorial, comparison, use-case, faq.\n',
    });
  });

  it('gives, once filled in as the README says, pages that build and pass site check, GFM and heading links included', async () => {
    for (const kind of kinds) {
      const file = fileOf(kind, `new-${kind}`);
      await project.write(file, fillIn(kind, await project.read(file)));
    }
    const built = await site('build');
    expect(built.stderr).not.toContain('error');
    expect(built.code).toBe(0);
    const guide = await project.read('dist/new-guide.html');
    expect(guide).toContain('<h2 id="what-the-guide-covers">What the guide covers</h2>');
    expect(guide).toContain('<th class="align-left">Plan</th>');
    expect(guide).toContain('data-footnote-backref');
    expect(guide).toContain('<label><input type="checkbox" disabled checked> Written</label>');
    for (const page of [
      'kent/new-town.html',
      'web-hosting/surrey/new-location.html',
      'new-service.html',
      'new-service/kent/new-town.html',
      'new-tutorial.html',
      'new-comparison.html',
      'new-use-case.html',
    ]) {
      expect(await project.read(`dist/${page}`), page).toContain('<h1');
    }
    expect(await project.read('dist/new-tutorial.html')).toContain('id="step-1"');

    const checked = await site('check');
    expect(checked.stdout.split('\n').filter((line) => / error \[/.test(line))).toEqual([]);
    expect(checked.code).toBe(0);
  }, 300_000);
});
