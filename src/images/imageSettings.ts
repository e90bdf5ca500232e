import sharp from 'sharp';

/**
 * One thread per image inside libvips: AVIF output changes with the number of threads that
 * encode it, so the same source must always be encoded by one. Images are processed side by
 * side instead (processImages.ts), which keeps the cores busy and the bytes the same on every
 * machine.
 */
sharp.concurrency(1);

/** The widths every image is offered at, besides its own: never wider than the source. */
export const WIDTHS = [400, 800, 1200, 1600] as const;

/**
 * The largest image read, in pixels (width × height as the file declares them). A phone photo
 * is 12–50 megapixels and a 60-megapixel camera file still passes; a file that declares
 * 50,000 × 50,000 (a decompression bomb: a few kilobytes that would take gigabytes to decode)
 * is refused before it is decoded.
 */
export const MAX_PIXELS = 100_000_000;

/** Raster files the stage converts. GIF is published as it is (docs/output-contract.md#images). */
export const RASTER = /\.(png|jpe?g|webp|avif|tiff?)$/i;

/**
 * Encoder settings, measured on a 2400 × 1600 screenshot and a 4000 × 3000 phone photo
 * (scripts/bench.ts, the images row): AVIF at sharp's default effort 4 took several seconds for
 * one 1600 px screenshot, effort 2 under a second for a file a few per cent larger, so effort 2.
 * Screenshots keep full colour resolution (4:4:4): at 4:2:0 coloured text and thin UI lines
 * blur. Photos use 4:2:0, which the eye does not see in a photo and which saves a third.
 */
export const ENCODER = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { palette: true, quality: 90, effort: 7, compressionLevel: 9 },
  /** The original, republished without its metadata: as close to the source as the format allows. */
  original: { jpeg: { quality: 90, mozjpeg: true }, png: { compressionLevel: 9 } },
} as const;

/**
 * What the output bytes depend on besides the source: these settings and the encoders'
 * versions. Part of every cache key and every file name, so new settings or a new libvips
 * never serve an old file under a name a browser has cached for a year.
 */
export const SETTINGS_KEY = JSON.stringify({ WIDTHS, ENCODER, versions: sharp.versions, format: 1 });
