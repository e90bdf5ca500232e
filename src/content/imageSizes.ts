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
  /** Its share image, when it is large enough to make one (src/images/). */
  share?: ShareImage;
}

/**
 * The size of a page's own share image: the size Facebook, LinkedIn and X show a large link
 * card at. The image stage crops it around the centre (src/images/); a smaller source is
 * refused rather than enlarged (checkShareImages.ts), so a card is never blurred.
 */
export const SHARE = { width: 1200, height: 630 } as const;

/** A page's own share image: site path and size, for `og:image` and its width and height. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
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

/** A hash of what the site knows of one image: its size, its files' names (hashed by its bytes) and its share image. */
export function imageKey(image: ImageInfo): string {
  return hashText(JSON.stringify(image));
}

/**
 * A hash of the images a Markdown body may show, for its cache key: each image whose file name
 * its text holds (as written, or percent-encoded). A body is rendered again when one of those
 * changes, and not for any other image; naming a file without showing it costs at most a render.
 */
export function bodyImagesKey(text: string, images: ImageSizes): string {
  const keys: string[] = [];
  for (const [site, image] of Object.entries(images)) {
    const name = site.slice(site.lastIndexOf('/') + 1);
    if (text.includes(name) || text.includes(encodeURI(name))) keys.push(imageKey(image));
  }
  return keys.join(' ');
}
