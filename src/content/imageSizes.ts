import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

/** Site path of an image in public/ → its size in CSS pixels. */
export type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

const imageFile = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * The width and height of every image in public/, read from the files, so a body image can
 * carry them: the browser reserves its space and the page does not jump as it loads. An image
 * whose size cannot be read is left out; a body that shows it gets no size, not a wrong one.
 */
export function readImageSizes(publicDir: string, files: readonly string[]): ImageSizes {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const file of files.filter((name) => imageFile.test(name))) {
    try {
      const { width, height } = imageSize(readFileSync(path.join(publicDir, file)));
      if (width && height) sizes[`/${file}`] = { width, height };
    } catch {
      // Not an image after all, or damaged: no size rather than a failed build.
    }
  }
  return sizes;
}
