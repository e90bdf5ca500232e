import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { parseSrcset, pickCandidate, slotWidth } from '../../src/output/imageCandidates.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { TUTORIAL, TUTORIAL_PAGE, addTutorialImages, screenshot } from '../support/testImages.ts';

// A writer adds a screenshot and a phone photo (with GPS EXIF, turned a quarter by its EXIF
// orientation) to a tutorial: both reach the page as <picture>s, small, without metadata. A
// guide names its own share image, which is cropped for link cards (shareImages.test.ts: too small).
const page = `dist${TUTORIAL_PAGE}.html`;
const GUIDE = 'content/services/knowledge/what-is-web-hosting.md';
let project: FixtureProject;
let built: Awaited<ReturnType<typeof build>>;

beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
  await addTutorialImages(project);
  // The photo's original is also offered for download: a link names it, so it is published (stripped); the screenshot's is not.
  await project.write(TUTORIAL, `${await project.read(TUTORIAL)}\n[Download the photo](/images/phone.jpg)\n`);
  await project.write('public/images/guide-card.jpg', await bandedPhoto(1600, 1000));
  await project.write(GUIDE, (await project.read(GUIDE)).replace(/^---\n/, '---\nshareImage: /images/guide-card.jpg\n'));
  // The GPS directory's tag, 0x8825, little-endian as sharp writes EXIF.
  expect((await sharp(path.join(project.root, 'public/images/phone.jpg')).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  built = await build({ root: project.root });
}, 240_000);
afterAll(() => project.cleanup());

/** A photo of this size with a coloured band down its middle, which a crop around the centre keeps. */
function bandedPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#204060"/><rect x="${width / 2 - 50}" width="100" height="${height}" fill="#e0a030"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Each <picture> of the page: its sources' type and srcset, and its img's attributes. */
async function pictures(): Promise<{ sources: { type: string; srcset: string; sizes: string }[]; img: Record<string, string> }[]> {
  const html = await project.read(page);
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]));
  return [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner]) => ({
    sources: [...inner!.matchAll(/<source [^>]*>/g)].map(([tag]) => attributes(tag) as { type: string; srcset: string; sizes: string }),
    img: attributes(/<img [^>]*>/.exec(inner!)![0]),
  }));
}

describe('images in a tutorial', () => {
  it('become <picture>s with AVIF and WebP, sized as they show, lazy', async () => {
    expect(built.ok).toBe(true);
    expect(built.images).toMatchObject({ processed: 3, reused: 0 });
    const [shot, photo] = await pictures();
    for (const picture of [shot!, photo!]) {
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect(picture.img).toMatchObject({ loading: 'lazy', decoding: 'async' });
    }
    expect(shot!.img).toMatchObject({ alt: 'The cPanel dashboard after logging in', width: '900', height: '600' });
    expect(shot!.img['src']).toMatch(/^\/assets\/images\/screenshot\.[0-9a-f]{8}\.800\.png$/);
    expect(photo!.img).toMatchObject({ width: '750', height: '1000' });
    expect(photo!.img['src']).toMatch(/\.jpg$/);
  });

  it('give a 390 px phone at DPR 2 a screenshot of at most 100 KB, and no candidate wider than its source', async () => {
    const [shot, photo] = await pictures();
    const avif = shot!.sources[0]!;
    const chosen = pickCandidate(parseSrcset(avif.srcset), slotWidth(avif.sizes, 390)!, 2)!;
    expect(chosen.width).toBe(800);
    expect((await stat(path.join(project.root, 'dist', chosen.url))).size).toBeLessThanOrEqual(100 * 1024);
    for (const [picture, width] of [
      [shot!, 900],
      [photo!, 750],
    ] as const) {
      for (const srcset of [...picture.sources.map((source) => source.srcset), picture.img['srcset']!]) {
        const candidates = parseSrcset(srcset);
        expect(Math.max(...candidates.map((candidate) => candidate.width!))).toBe(width);
        for (const candidate of candidates) expect((await sharp(path.join(project.root, 'dist', candidate.url)).metadata()).width).toBe(candidate.width);
      }
    }
  });

  it('leave no metadata in any published image, the originals included, and publish an original only where a link or site.yaml names it', async () => {
    const images = await fg('**/*.{png,jpg,jpeg,webp,avif}', { cwd: path.join(project.root, 'dist') });
    expect(images.filter((file) => file.startsWith('images/')).sort()).toEqual(['images/phone.jpg', 'images/share-default.png']);
    for (const file of images) {
      const meta = await sharp(path.join(project.root, 'dist', file)).metadata();
      expect([file, meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([file, undefined, undefined, undefined, undefined]);
    }
    expect((await sharp(path.join(project.root, 'dist/images/phone.jpg')).metadata()).width).toBe(750);
    // An image with nothing to strip is published byte for byte.
    expect(await readFile(path.join(project.root, 'dist/images/share-default.png'))).toEqual(
      await readFile(path.join(project.root, 'public/images/share-default.png')),
    );
  });

  it("include a page's own share image: a 1200 × 630 JPEG cropped around the centre, named absolutely with its size", async () => {
    const html = await project.read('dist/what-is-web-hosting.html');
    const url = meta(html, 'og:image')!;
    expect(url).toMatch(/^https:\/\/[^/]+\/assets\/images\/guide-card\.[0-9a-f]{8}\.share\.jpg$/);
    expect(html).toContain(`<meta name="twitter:image" content="${url}"`);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    const card = path.join(project.root, 'dist', new URL(url).pathname);
    expect((await stat(card)).size).toBeLessThan(5 * 1024 * 1024);
    const { width, height, format } = await sharp(card).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    const { data } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number) => data[(315 * 1200 + x) * 3]!;
    expect([red(600) > 180, red(20) < 80]).toEqual([true, true]);
    // Other pages keep the site's image, and no widths are made of an image no body shows.
    const home = await project.read('dist/index.html');
    expect(meta(home, 'og:image')).toMatch(/\/images\/share-default\.png$/);
    expect(meta(home, 'og:image:width')).toBeUndefined();
    expect(await fg('assets/images/guide-card.*', { cwd: path.join(project.root, 'dist') })).toEqual([new URL(url).pathname.slice(1)]);
  });

  it('pass site check', async () => {
    const result = await check({ root: project.root });
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 60_000);

  it('are not processed again: an unchanged build does nothing, and a replaced image is the only one processed and reaches its page though the Markdown did not change', async () => {
    expect((await build({ root: project.root })).unchanged).toBe(true);
    const before = (await pictures())[0]!.img['src'];
    await project.write('public/images/screenshot.png', await screenshot('#dc2626'));
    const replaced = await build({ root: project.root });
    // The photo's files come from .site-cache/images/.
    expect(replaced.images).toEqual({ processed: 1, reused: 2 });
    const after = (await pictures())[0]!.img['src'];
    expect(after).not.toBe(before);
    expect(await readFile(path.join(project.root, 'dist', after!))).toBeTruthy();
    // The old screenshot's files are pruned: three formats at each width (screenshot 400, 800,
    // 900; photo 400, 750), the photo's original (a link names it) and the guide's card. The
    // site's share image, carrying no metadata, is published as it is and never processed. The
    // index of file stamps stays.
    expect(await fg('*', { cwd: path.join(project.root, '.site-cache/images') })).toHaveLength(3 * 3 + (1 + 2 * 3) + 1 + 1);
  }, 60_000);
});
