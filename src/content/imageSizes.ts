import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { hashText } from './hash.ts';

/**
 * A body image's responsive versions (src/images/): `<source>`s in modern formats, and the
 * fallback every browser shows, each a `srcset` of widths, with one `sizes` for all.
 */
export interface Picture {
  sources: readonly { type: string; srcset: string }[];
  src: string;
  srcset: string;
  sizes: string;
}

/** An image's size in CSS pixels, as it shows (orientation applied), and its responsive versions when it has them. */
export interface ImageInfo {
  width: number;
  height: number;
  picture?: Picture;
}

/** Site path of an image in public/ → what a body showing it needs. */
export type ImageSizes = Readonly<Record<string, ImageInfo>>;

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

/** A hash of every image's size: Markdown bodies are rendered with them, so a change renders them again. */
export function imageSizesKey(images: ImageSizes): string {
  return hashText(JSON.stringify(images));
}
