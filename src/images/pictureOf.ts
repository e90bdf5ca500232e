import type { Picture } from '../content/imageSizes.ts';
import { mimeTypeFor } from '../output/contentType.ts';
import type { ImageOutput } from './imageJob.ts';

/**
 * The body column: `.container.narrow` is 48rem wide with 1.5rem padding either side from a
 * 48rem viewport, 1rem either side below it, and `.prose img` is never wider than 45rem
 * (templates/styles/markdown.css). A narrower image shows at its own width.
 */
export function bodySizes(width: number): string {
  const column = Math.min(width, 720);
  return width >= 720 ? '(min-width: 48rem) 720px, calc(100vw - 2rem)' : `(min-width: ${column + 32}px) ${column}px, calc(100vw - 2rem)`;
}

/** The `<picture>` of an image's variants: AVIF, then WebP, then the fallback in `<img>` (at 800 px, or the source's width below it). */
export function pictureOf(outputs: readonly ImageOutput[], sizes: string): Picture {
  const srcset = (format: string) =>
    outputs
      .filter((output) => output.format === format)
      .map((output) => `${urlOf(output.path)} ${output.width}w`)
      .join(', ');
  const fallbacks = outputs.filter((output) => output.format === 'jpeg' || output.format === 'png');
  const src = fallbacks.find((output) => output.width >= 800) ?? fallbacks.at(-1)!;
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: mimeTypeFor(`.${format}`), srcset: srcset(format) })),
    src: urlOf(src.path),
    srcset: srcset(src.format),
    sizes,
  };
}

/** A site path as a URL inside a srcset: commas and spaces would split a candidate. */
function urlOf(file: string): string {
  return encodeURI(`/${file}`).replace(/,/g, '%2C');
}
