// The image sets: generated photos in one tutorial, against the same content without them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { PHONE_PHOTO, writeImageSet } from '../imageSet.ts';
import { writeScaleSet } from '../scaleSet.ts';
import { options } from './options.ts';
import { build, clean, medianMs, type Run } from './run.ts';
import { row } from './table.ts';

const IMAGES = 50;
/** The large-photo set: two 60-megapixel camera photos, as many as it takes to show they are not encoded side by side. */
const LARGE = { count: 2, width: 9504, height: 6336 };

/** Cold (no cache), then warm (dist/ removed, the image cache kept: every image from the cache). */
async function timed(dir: string): Promise<{ cold: Run[]; warm: Run[] }> {
  const cold: Run[] = [];
  const warm: Run[] = [];
  for (let i = 0; i < options.runs; i++) {
    await clean(dir);
    cold.push(await build(dir));
    await clean(dir, ['dist', 'dist-deploy']);
    warm.push(await build(dir));
  }
  return { cold, warm };
}

/**
 * An image set against the same content without its photos, built the same way. What the
 * photos add, per photo, is the difference of the medians, cold and warm.
 */
export async function benchImages(set: 'images' | 'large-photos', work: string): Promise<string[]> {
  const [label, count, size] = set === 'images' ? [`${IMAGES} photos`, IMAGES, PHONE_PHOTO] : [`${LARGE.count} 60 MP photos`, LARGE.count, LARGE];
  const project = path.join(work, set);
  const baseline = path.join(work, `${set}-baseline`);
  await writeScaleSet(packageRoot, baseline, 0);
  await writeImageSet(packageRoot, project, count, size);
  const base = await timed(baseline);
  const photos = await timed(project);
  for (const dir of [project, baseline]) await rm(dir, { recursive: true, force: true });
  const perImage = (results: Run[], without: Run[]) =>
    `${((medianMs(results) - medianMs(without)) / count).toFixed(0)} ms per image over the same content without them`;
  const counts = (run: Run) => /images: (\d+) processed, (\d+) reused/.exec(run.stdout)?.slice(1).join(' processed, ') ?? '?';
  return [
    row(label, 'build cold', photos.cold, `${counts(photos.cold[0]!)} reused; ${perImage(photos.cold, base.cold)}; target RSS ≤ 512 MB`),
    row(
      label,
      'build warm (image cache)',
      photos.warm,
      `${counts(photos.warm[0]!)} reused; ${perImage(photos.warm, base.warm)}; target ≤ 50 ms per image, RSS ≤ 512 MB`,
    ),
  ];
}
