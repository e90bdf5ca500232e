import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { check } from '../../src/check.ts';
import { IMAGE_BUDGET } from '../../src/check/rules/images.ts';
import { imageSources } from '../../src/check/rules/imageSources.ts';
import { emptyProject, type FixtureProject } from '../support/fixtureProject.ts';
import { smallSite } from '../support/smallSite.ts';

// The image rules of `site check`, on the three-page site with images written by hand.
let project: FixtureProject;
let findings: Awaited<ReturnType<typeof check>>['findings'];
/** The same site checked with a content/ whose guide shows two of its images. */
let withContent: typeof findings;
const GUIDE = 'content/services/guide.md';

/** Noise compresses badly: a JPEG of it at quality 100 is large for its width. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

beforeAll(async () => {
  project = await emptyProject();
  const site = smallSite();
  await project.write(
    'dist/images/gps.jpg',
    await noise(40, 30)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 16/1 0/1' } })
      .toBuffer(),
  );
  await project.write('dist/images/small.400.webp', await noise(400, 300).webp().toBuffer());
  await project.write('dist/images/heavy.900.jpg', await noise(900, 700).jpeg({ quality: 100 }).toBuffer());
  const body = [
    '<p><img src="/images/gps.jpg" alt="A photo with its position"></p>',
    '<picture><source type="image/webp" srcset="/images/small.400.webp 800w" sizes="100vw"><img src="/images/small.400.webp" alt="Small" width="400" height="300"></picture>',
    '<img src="/images/heavy.900.jpg" srcset="/images/heavy.900.jpg 900w" sizes="(min-width: 48rem) 720px, calc(100vw - 2rem)" alt="Heavy" width="900" height="700">',
  ].join('\n');
  site['about.html'] = site['about.html']!.replace('</main>', `${body}</main>`);
  // The home page: two priority images (the second lazy too), each 400 px wide and sized, so no other rule minds them.
  const priority = (loading: string) => `<img src="/images/small.400.webp" alt="Hero" width="400" height="300" fetchpriority="high"${loading}>`;
  site['index.html'] = site['index.html']!.replace('</main>', `${priority('')}\n${priority(' loading="lazy"')}</main>`);
  for (const [file, data] of Object.entries(site)) await project.write(`dist/${file}`, data);
  ({ findings } = await check({ root: project.root, cache: false }));
  await project.write(GUIDE, '---\nname: Guide\n---\nIntro.\n\n![A photo with its position](/images/gps.jpg)\n\n![Heavy](/images/heavy.900.jpg)\n');
  withContent = (await check({ root: project.root, cache: false })).findings;
}, 60_000);
afterAll(() => project.cleanup());

const about = (rule: string) => findings.filter((f) => f.rule === rule).map((f) => [f.file, f.line, f.message]);

describe('site check on images', () => {
  it('fails an image that carries EXIF, naming the file', () => {
    expect(about('image/metadata')).toEqual([['dist/images/gps.jpg', 1, 'The image carries EXIF metadata']]);
  });

  it('fails an <img> without width and height, at its line', () => {
    expect(about('image/dimensions')).toEqual([['dist/about.html', 8, expect.stringContaining('<img src="/images/gps.jpg"> has no width')]]);
  });

  it('fails a srcset candidate narrower than it claims', () => {
    expect(about('image/srcset')).toEqual([['dist/about.html', 9, '/images/small.400.webp claims 800w but is 400 px wide']]);
  });

  it('fails a second priority image, and a lazy one, at its line', () => {
    expect(about('image/priority')).toEqual([
      ['dist/index.html', 9, 'A second image with fetchpriority="high" (/images/small.400.webp): a page has at most one, its hero\'s'],
      ['dist/index.html', 9, 'The priority image /images/small.400.webp is loading="lazy": it waits for layout instead of loading first'],
    ]);
  });

  it('weighs what a 390 px phone at DPR 2 downloads, per image and per page', () => {
    const heavy = about('budget/image');
    expect(heavy).toEqual([
      ['dist/about.html', 1, expect.stringMatching(/^A 390 px phone downloads \d+ KB of images on this page; the budget is 300 KB$/)],
      ['dist/about.html', 10, expect.stringMatching(/^A 390 px phone downloads \d+ KB for \/images\/heavy\.900\.jpg; the budget is 150 KB per image$/)],
    ]);
    expect(IMAGE_BUDGET).toMatchObject({ viewport: 390, dpr: 2 });
  });
});

describe('site check on images written in content', () => {
  const about = (rule: string) => withContent.filter((f) => f.rule === rule).map((f) => [f.file, f.line, f.message]);

  it('names the content file and line that shows the image, and the page it is on', () => {
    expect(about('image/metadata')).toEqual([[GUIDE, 6, 'dist/images/gps.jpg, made from the image shown here, carries EXIF metadata']]);
    expect(about('image/dimensions')).toEqual([[GUIDE, 6, expect.stringMatching(/^<img src="\/images\/gps\.jpg"> has no width.* \(on \/about\)$/)]]);
    expect(about('budget/image')).toEqual([
      [GUIDE, 8, expect.stringMatching(/for \/images\/heavy\.900\.jpg; the budget is 150 KB per image \(on \/about\)$/)],
      ['dist/about.html', 1, expect.stringContaining('of images on this page')],
    ]);
    // An image content does not name stays on the page.
    expect(about('image/srcset')).toEqual([['dist/about.html', 9, '/images/small.400.webp claims 800w but is 400 px wide']]);
  });

  it('traces a responsive version back to the image it was made from', () => {
    const written = { file: GUIDE, line: 3, column: 2 };
    const sourceOf = imageSources(new Set(['images/shot.png', 'assets/images/shot.0123abcd.800.avif', 'assets/images/other.0123abcd.800.avif']), {
      locate: (needle) => (needle === '/images/shot.png' ? written : undefined),
    });
    expect(sourceOf('assets/images/shot.0123abcd.800.avif')).toEqual(written);
    expect(sourceOf('assets/images/other.0123abcd.800.avif')).toBeUndefined();
    expect(sourceOf('images/shot.png')).toEqual(written);
  });
});
