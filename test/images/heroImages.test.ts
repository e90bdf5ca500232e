import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { slotWidth } from '../../src/output/imageCandidates.ts';
import { HERO_SIZES } from '../../templates/components/Hero.tsx';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { git } from '../support/git.ts';
import { TUTORIAL, TUTORIAL_PAGE, screenshot } from '../support/testImages.ts';

// A writer gives the WordPress tutorial a hero image in its front matter: the hero shows it as
// the page's one priority <picture>, the image stage makes its widths, the build cache sees a
// replaced image and an edited description, and `site check` holds it to the image rules.
const page = `dist${TUTORIAL_PAGE}.html`;
let project: FixtureProject;
let built: Awaited<ReturnType<typeof build>>;

const withHero = (text: string, alt: string) => text.replace(/^---\n/, `---\nheroImage:\n  src: /images/hero.png\n  alt: ${alt}\n`);

beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
  await project.write('public/images/hero.png', await screenshot());
  await project.write(TUTORIAL, withHero(await project.read(TUTORIAL), 'The cPanel dashboard after logging in'));
  built = await build({ root: project.root });
}, 240_000);
afterAll(() => project.cleanup());

/** The hero's <picture>: its sources' attributes and its img's. */
async function heroPicture(file = page): Promise<{ sources: Record<string, string>[]; img: Record<string, string> }> {
  const html = await project.read(file);
  const hero = /<section class="hero"(.*?)<\/section>/s.exec(html)![1]!;
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]));
  const [, inner] = /<picture>(.*?)<\/picture>/.exec(hero)!;
  return { sources: [...inner!.matchAll(/<source [^>]*>/g)].map(([tag]) => attributes(tag)), img: attributes(/<img [^>]*>/.exec(inner!)![0]) };
}

describe('a hero image', () => {
  it("is the page's one priority <picture>: AVIF and WebP, the hero's sizes, its size, fetched first and not lazy", async () => {
    expect(built.ok).toBe(true);
    const { sources, img } = await heroPicture();
    expect(sources.map((source) => [source['type'], source['sizes']])).toEqual([
      ['image/avif', HERO_SIZES],
      ['image/webp', HERO_SIZES],
    ]);
    expect(sources[0]!['srcset']).toMatch(/^\/assets\/images\/hero\.[0-9a-f]{8}\.400\.avif 400w, \S+ 800w, \S+ 900w$/);
    expect(img).toMatchObject({
      alt: 'The cPanel dashboard after logging in',
      width: '900',
      height: '600',
      fetchpriority: 'high',
      decoding: 'async',
      sizes: HERO_SIZES,
    });
    expect(img['loading']).toBeUndefined();
    expect(img['src']).toMatch(/^\/assets\/images\/hero\.[0-9a-f]{8}\.800\.png$/);
    const html = await project.read(page);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    // Inside a <picture>, React adds no preload of its own: the image is fetched once.
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it("is sized as the hero's CSS places it: under the text on a phone, at most 40rem, then in a 30rem column beside it", () => {
    expect([390, 800, 1023, 1280].map((viewport) => slotWidth(HERO_SIZES, viewport))).toEqual([358, 640, 640, 480]);
  });

  it('passes site check, CSS budget included', async () => {
    const result = await check({ root: project.root });
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 120_000);

  it('replaced, reaches its page in a cached build, as a build from scratch makes it; its description edited, renders the page again', async () => {
    const before = (await heroPicture()).img['src'];
    // The small screenshot: what is rebuilt is under test here, not what the encoder makes.
    await project.write('public/images/hero.png', await screenshot('#dc2626', { small: true }));
    const replaced = await build({ root: project.root });
    expect(replaced.images).toMatchObject({ processed: 1 });
    const after = (await heroPicture()).img['src'];
    expect(after).not.toBe(before);
    expect(await readFile(path.join(project.root, 'dist', after!))).toBeTruthy();
    expect((await build({ root: project.root, outDir: 'fresh', cache: false })).ok).toBe(true);
    expect(await project.read(page)).toBe(await project.read(`fresh${TUTORIAL_PAGE}.html`));

    await project.write(TUTORIAL, (await project.read(TUTORIAL)).replace('alt: The cPanel dashboard after logging in', 'alt: decorative'));
    expect((await build({ root: project.root })).ok).toBe(true);
    expect((await heroPicture()).img['alt']).toBe('');
  }, 240_000);
});

describe('a hero image written wrong', () => {
  it('is refused at its line and field: no description, or a file that is not in public/', async () => {
    const text = await project.read(TUTORIAL);
    const failed = async (hero: string) => {
      await project.write(TUTORIAL, text.replace(/^heroImage:\n.*\n.*\n/m, hero));
      const result = await build({ root: project.root });
      expect(result.ok).toBe(false);
      return result.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ file: d.file, line: d.line, field: d.field, message: d.message }));
    };
    expect(await failed('heroImage:\n  src: /images/hero.png\n  alt: ""\n')).toEqual([
      { file: TUTORIAL, line: 4, field: 'heroImage.alt', message: expect.stringContaining('say what the image shows') },
    ]);
    expect(await failed('heroImage:\n  src: /images/hero.png\n')).toEqual([{ file: TUTORIAL, line: 3, field: 'heroImage.alt', message: expect.any(String) }]);
    expect(await failed('heroImage:\n  src: /images/missing.png\n  alt: A photo\n')).toEqual([
      { file: TUTORIAL, line: 3, field: 'heroImage.src', message: expect.stringContaining('/images/missing.png') },
    ]);
    await project.write(TUTORIAL, text);
  }, 120_000);
});

describe("a hero image's description", () => {
  it('edited and committed, dates the page that shows it, and no other', async () => {
    const dated = await smallProject();
    try {
      await dated.write('public/images/hero.png', await screenshot(undefined, { small: true }));
      await dated.write(TUTORIAL, withHero(await dated.read(TUTORIAL), 'The cPanel dashboard after logging in'));
      git(dated.root, ['init', '-q', '-b', 'main']);
      git(dated.root, ['add', '-A']);
      git(dated.root, ['commit', '-q', '-m', 'content'], '2025-03-04T10:00:00Z');
      expect((await build({ root: dated.root })).ok).toBe(true);
      await dated.write(TUTORIAL, (await dated.read(TUTORIAL)).replace('alt: The cPanel dashboard', 'alt: The cPanel home screen'));
      git(dated.root, ['commit', '-q', '-am', 'describe the hero'], '2025-06-07T12:30:00Z');
      expect((await build({ root: dated.root })).ok).toBe(true);
      const sitemap = await dated.read('dist/sitemap.xml');
      const lastmod = (url: string) => new RegExp(`${url}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
      expect([lastmod(TUTORIAL_PAGE), lastmod('/about')]).toEqual(['2025-06-07T12:30:00Z', '2025-03-04T10:00:00Z']);
    } finally {
      await dated.cleanup();
    }
  }, 240_000);
});
