import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let town: string;
const file = 'content/locations/deal.md';

beforeAll(async () => {
  project = await fixtureProject();
  town = await project.read(file);
});
afterAll(() => project.cleanup());

/** Builds with `lines` appended to the Deal town body; returns the result, the page and where the lines start. */
async function buildWithBody(...lines: string[]): Promise<{ result: BuildResult; html: string; line: number }> {
  const line = town.split('\n').length + 1;
  await project.write(file, `${town}\n${lines.join('\n')}\n`);
  const memory = createMemoryWriter();
  const result = await build({ root: project.root, writer: memory });
  await project.write(file, town);
  return { result, html: String(memory.files.get('kent/deal.html') ?? ''), line };
}

describe('links and images in content, resolved at build', () => {
  it('fail the build at their line and column, with the nearest address, when they reach nothing', async () => {
    const { result, line } = await buildWithBody(
      'See [our Nowhere page](/kent/nowhere) and [our terms](/about#terms).',
      '![Our rack](/images/share-defualt.png) and [about us](about) and [the 2019 tour](/colocation-rack-room-tour-2019-archive-qq).',
    );
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(({ file, line, column, rule, message, hint }) => ({ file, line, column, rule, message, hint }))).toEqual([
      {
        file,
        line,
        column: 5,
        rule: 'content/unknown-link',
        message: 'Link to /kent/nowhere, which the site does not build',
        hint: 'Did you mean `/kent/dover`?',
      },
      {
        file,
        line,
        column: 43,
        rule: 'content/unknown-link',
        message: 'Link to #terms on /about, which has no such id',
        hint: expect.stringContaining('an id on that page'),
      },
      {
        file,
        line: line + 1,
        column: 1,
        rule: 'content/missing-image',
        message: 'Image /images/share-defualt.png, which is not a file in public/',
        hint: 'Did you mean `/images/share-default.png`?',
      },
      {
        file,
        line: line + 1,
        column: 44,
        rule: 'content/unknown-link',
        message: 'Link to about, a relative address: write site addresses from the root',
        hint: 'Did you mean `/about`?',
      },
      {
        file,
        line: line + 1,
        column: 66,
        rule: 'content/unknown-link',
        message: 'Link to /colocation-rack-room-tour-2019-archive-qq, which the site does not build',
        // Nothing is close: the nearest address is named all the same, with what to do.
        hint: expect.stringMatching(
          /^Nothing the site builds is close to this address; the nearest is `\/colocation[a-z0-9/-]*`\. Link to a page the site builds, or remove the link\.$/,
        ),
      },
    ]);
  });

  it('accept a page, a redirect to one, an id on the page, a public file and our own origin', async () => {
    const { result, html } = await buildWithBody(
      '[Dover](/kent/dover), [dedicated](/dedicated-servers), [prices](/web-hosting-uk#pricing), [icon](/favicon.svg),',
      '[home](https://www.kentwebhosting.example/about) and [elsewhere](https://example.org/nowhere).',
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(html).toContain('<a href="/web-hosting-uk#pricing">prices</a>');
  });

  it('check links in front matter too, such as a tutorial button', async () => {
    const tutorial = 'content/services/tutorials/hosting-upgrade-guide.md';
    const text = await project.read(tutorial);
    await project.write(tutorial, text.replace(/^  buttonLink: .*$/m, '  buttonLink: /hostng'));
    const result = await build({ root: project.root, writer: createMemoryWriter() });
    await project.write(tutorial, text);
    const line = text.split('\n').findIndex((l) => l.startsWith('  buttonLink:')) + 1;
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: tutorial,
        line,
        rule: 'content/unknown-link',
        field: 'tutorial.buttonLink',
        message: '`tutorial.buttonLink` links to /hostng, which the site does not build',
        hint: 'Did you mean `/hosting`?',
      }),
    ]);
  });

  it('check where a card leads, such as a tile of the Kent overview', async () => {
    const kent = 'content/pages/kent.md';
    const text = await project.read(kent);
    await project.write(kent, text.replace('href: /vps-hosting', 'href: /vps-hostin'));
    const result = await build({ root: project.root, writer: createMemoryWriter() });
    await project.write(kent, text);
    const line = text.split('\n').findIndex((l) => l.trim() === 'href: /vps-hosting') + 1;
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ file: kent, line, rule: 'content/unknown-link', field: 'sections.tiles.items[1].href', hint: 'Did you mean `/vps-hosting`?' }),
    ]);
  });
});

describe('images in Markdown bodies', () => {
  it('carry the size of their file, load lazily and are never preloaded', async () => {
    const { result, html } = await buildWithBody('![Our share card](/images/share-default.png)');
    expect(result.ok).toBe(true);
    // The image stage's fallback (src/images/): its size, lazy and async, inside the <picture> of its responsive versions.
    expect(html).toMatch(
      /<picture>.*<img src="\/assets\/images\/share-default\.[0-9a-f]{8}\.800\.png" alt="Our share card" width="1200" height="630" loading="lazy" decoding="async" srcset="[^"]+" sizes="[^"]+"><\/picture>/,
    );
    expect(html).not.toContain('rel="preload"');
  });

  it('lose javascript:, data: and vbscript: sources entirely, with a warning at their line', async () => {
    const { result, html, line } = await buildWithBody(
      '![a](javascript:alert(1)) ![b](data:text/html,<script>alert(1)</script>) ![c](vbscript:msgbox) ![d](JaVaScRiPt:alert(2))',
    );
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.line, d.column, d.rule, d.severity])).toEqual([
      [line, 1, 'content/unsafe-markdown', 'warning'],
      [line, 27, 'content/unsafe-markdown', 'warning'],
      [line, 74, 'content/unsafe-markdown', 'warning'],
      [line, 96, 'content/unsafe-markdown', 'warning'],
    ]);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text|rel="preload"/i);
    expect(html).not.toContain('alt="a"');
  });
});
