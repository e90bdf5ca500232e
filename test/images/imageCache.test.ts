import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageCache } from '../../src/images/imageCache.ts';
import { planImages } from '../../src/images/planImages.ts';
import { processImages } from '../../src/images/processImages.ts';
import { entryStore } from '../../src/cache/siteCache.ts';
import { openFileStamps } from '../../src/emit/fileStamps.ts';

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
  const progress: { done: number; total: number; reused: number }[] = [];
  const made = await processImages(publicDir(), jobs, cache, (counts) => progress.push(counts));
  return { made, progress, prune: () => cache.prune(jobs.map((job) => job.key)) };
};

/** Every output file's bytes, encoded or from the cache, by path. */
const bytesOf = async (made: Awaited<ReturnType<typeof run>>['made']) =>
  new Map([
    ...made.files.map((file): [string, Buffer] => [file.path, Buffer.from(file.data as Uint8Array)]),
    ...(await Promise.all(made.cached.map(async (file): Promise<[string, Buffer]> => [file.path, await readFile(file.from)]))),
  ]);

describe('the image cache', () => {
  it('keeps every file of an image, and gives them back byte for byte to the next build', async () => {
    const first = await run(['a.png', 'b.png'], true);
    expect([first.made.processed, first.made.reused]).toEqual([2, 0]);
    expect(await readdir(cacheDir())).toHaveLength(2 * (1 + 2 * 3));
    const second = await run(['a.png', 'b.png'], true);
    expect([second.made.processed, second.made.reused]).toEqual([0, 2]);
    // The progress line is told of each image as it is done.
    expect(first.progress.at(-1)).toEqual({ done: 2, total: 2, reused: 0 });
    expect(second.progress).toEqual([
      { done: 1, total: 2, reused: 1 },
      { done: 2, total: 2, reused: 2 },
    ]);
    expect(second.made.files).toEqual([]);
    expect(await bytesOf(second.made)).toEqual(await bytesOf(first.made));
  });

  it('is not read with --no-cache: every image is encoded again, to the same bytes', async () => {
    const cached = await run(['a.png', 'b.png'], true);
    const fresh = await run(['a.png', 'b.png'], false);
    expect([fresh.made.processed, fresh.made.reused]).toEqual([2, 0]);
    expect(fresh.made.cached).toEqual([]);
    expect(await bytesOf(fresh.made)).toEqual(await bytesOf(cached.made));
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

  it('reads an unchanged image no more, and reads again one replaced by another of the same size', async () => {
    // Uncompressed: the same size whatever the colour.
    const png = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const red = await png('#ff0000');
    await writeFile(path.join(publicDir(), 'stamped.png'), red);
    const dir = path.join(root, 'stamps');
    const plan = async () => {
      const stamps = openFileStamps(entryStore(dir, 'imageStamps'));
      const { jobs } = await planImages(publicDir(), ['stamped.png'], root, stamps);
      stamps.save();
      return { key: jobs[0]!.key, reads: stamps.reads };
    };
    const first = await plan();
    expect(first.reads).toBe(1);
    // The next build: its header and key come from the index kept on disk.
    expect(await plan()).toEqual({ key: first.key, reads: 0 });
    const blue = await png('#0000ff');
    expect(blue.length).toBe(red.length);
    await writeFile(path.join(publicDir(), 'stamped.png'), blue);
    const replaced = await plan();
    expect(replaced.reads).toBe(1);
    expect(replaced.key).not.toBe(first.key);
  });
});
