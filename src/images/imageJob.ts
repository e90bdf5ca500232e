/** The formats a variant is written in: two modern ones and the fallback. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * One file the stage writes for an image: a width in one format, the original without its
 * metadata, or the share image (SHARE, imageSettings.ts): JPEG for a photo, PNG otherwise,
 * since social crawlers do not reliably read AVIF or WebP.
 */
export interface ImageOutput {
  /** Path in the output, relative to its root. */
  path: string;
  format: VariantFormat | 'original' | 'share' | 'card';
  width: number;
}

/**
 * One raster image of public/ and everything made from it. A photo (a JPEG, or any image
 * without transparency that is not a PNG) falls back to JPEG; a PNG (a screenshot, a diagram,
 * anything with transparency) to a palette PNG and keeps full colour resolution in AVIF.
 */
export interface ImageJob {
  /** Path in public/ (and in the output), with / separators. */
  file: string;
  /** Project-relative path, for diagnostics. */
  shownAs: string;
  /** Hash of the source's bytes with the settings and encoder versions: the cache key, and the name's hash. */
  key: string;
  kind: 'photo' | 'screenshot';
  /** The source's own format, which its republished original keeps. */
  sourceFormat: string;
  /** An animated GIF or WebP: published only as itself, every frame kept (no widths, no share image). */
  animated: boolean;
  width: number;
  height: number;
  /**
   * The source already is what the site publishes as the original: a PNG, JPEG or animated
   * WebP with no metadata, no colour profile and no orientation to apply. Its bytes are
   * published as they are.
   */
  clean: boolean;
  outputs: ImageOutput[];
}
