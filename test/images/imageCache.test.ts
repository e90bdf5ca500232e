import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageCache } from '../../src/images/imageCache.ts';
import { planImages } from '../../src/images/planImages.ts';
import { processImages } from '../../src/images/processImages.ts';

// The image cache on its own: two small images, processed, reused, ignored and pruned.
let root: string;
const publicDir = () => path.join(root, 'public');
const cacheDir = () => path.join(root, '.site-cache', 'images');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-image-cache-'));
  await mkdir(publicDir(), { recursive: true });
  // 500 px wide: two widths (400 and its own), three formats each, and the original.
  for (const [name, background] of [
    ['a.png', '#336699'],
    ['b.png', '#993366'],
  ] as const)
    await writeFile(
      path.join(publicDir(), name),
      await sharp({ create: { width: 500, height: 300, channels: 4, background } })
        .png()
        .withExif({ IFD0: { Artist: 'Someone' } })
        .toBuffer(),
    );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const run = async (files: string[], read: boolean) => {
  const { jobs } = await planImages(publicDir(), files, root);
  const cache = imageCache(cacheDir(), { read });
  return { made: await processImages(publicDir(), jobs, cache), prune: () => cache.prune(jobs) };
};

describe('the image cache', () => {
  it('keeps every file of an image, and gives them back byte for byte to the next build', async () => {
    const first = await run(['a.png', 'b.png'], true);
    expect([first.made.processed, first.made.reused]).toEqual([2, 0]);
    expect(await readdir(cacheDir())).toHaveLength(2 * (1 + 2 * 3));
    const second = await run(['a.png', 'b.png'], true);
    expect([second.made.processed, second.made.reused]).toEqual([0, 2]);
    expect(second.made.files).toEqual(first.made.files);
  });

  it('is not read with --no-cache: every image is encoded again, to the same bytes', async () => {
    const cached = await run(['a.png', 'b.png'], true);
    const fresh = await run(['a.png', 'b.png'], false);
    expect([fresh.made.processed, fresh.made.reused]).toEqual([2, 0]);
    expect(fresh.made.files).toEqual(cached.made.files);
  });

  it('keeps, once pruned, only the images of the last build, and no temporary file', async () => {
    await writeFile(path.join(cacheDir(), `${'0'.repeat(64)}.avif.400.12345.tmp`), 'left by a killed build');
    const onlyA = await run(['a.png'], true);
    await onlyA.prune();
    const [a] = (await planImages(publicDir(), ['a.png'], root)).jobs;
    const names = await readdir(cacheDir());
    expect(names).toHaveLength(1 + 2 * 3);
    expect(names.every((name) => name.startsWith(`${a!.key}.`) && !name.endsWith('.tmp'))).toBe(true);
  });
});
