import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeScaleSet } from './scaleSet.ts';

/** The tutorial the image set's photos are shown in. */
const TUTORIAL = 'content/services/tutorials/how-to-install-wordpress-on-cpanel.md';

/** A phone photo's size, scaled down: the image set's photos. */
export const PHONE_PHOTO = { width: 1600, height: 1200 };

/**
 * The image sets for `npm run bench`: the real content plus `count` generated photos, JPEGs
 * of this size with GPS EXIF, each different, all shown in one tutorial's body.
 */
export async function writeImageSet(sourceRoot: string, dir: string, count: number, size: { width: number; height: number }): Promise<void> {
  await writeScaleSet(sourceRoot, dir, 0);
  await mkdir(path.join(dir, 'public', 'images', 'bench'), { recursive: true });
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `photo-${String(i).padStart(2, '0')}.jpg`;
    await photo(i, size).toFile(path.join(dir, 'public', 'images', 'bench', name));
    lines.push(`![Generated photo ${i}](/images/bench/${name})`);
  }
  await appendFile(path.join(dir, TUTORIAL), `\n${lines.join('\n\n')}\n`);
}

function photo(seed: number, { width, height }: { width: number; height: number }) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 73856093) ^ (y * 19349663) ^ (seed * 83492791)) & 31;
      pixels[i] = ((x + seed * 40) % width) / 8 + grain;
      pixels[i + 1] = (y / height) * 160 + grain;
      pixels[i + 2] = 90 + ((seed * 17) % 100) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 16/1 0/1' } });
}
