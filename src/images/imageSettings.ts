import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Sharp from 'sharp';
import { SHARE } from '../content/imageSizes.ts';
import { packageRoot } from '../projectPaths.ts';

export { SHARE };

let sharp: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded when the first image is read or encoded (a build whose images are as they were
 * loads none), with one thread per image inside libvips: AVIF output changes with the number
 * of threads that encode it, so the same source must always be encoded by one. Images are
 * processed side by side instead (processImages.ts), which keeps the cores busy and the bytes
 * the same on every machine.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (sharp ??= import('sharp').then(({ default: loaded }) => {
    loaded.concurrency(1);
    return loaded;
  }));
}

/** The widths every image is offered at, besides its own: never wider than the source. */
export const WIDTHS = [400, 800, 1200, 1600] as const;

/**
 * The widest file made of an image: a larger source (a 60-megapixel camera's 9504 px) is
 * offered at this width on top instead of its own. The widest slot on the site is the body
 * column at 735 CSS px (`calc(100vw - 2rem)` just below its 48rem breakpoint, pictureOf.ts),
 * 1470 device pixels at DPR 2 and 2205 at DPR 3: 2400 covers both, and keeps every file under
 * WebP's limit of 16,383 px wide.
 */
export const MAX_WIDTH = 2400;

/** The tallest file WebP can write: a tall panorama is offered no wider than this height allows. */
export const MAX_HEIGHT = 16_383;

/**
 * The largest image read, in pixels (width × height as the file declares them). A phone photo
 * is 12–50 megapixels and a 60-megapixel camera file still passes; a file that declares
 * 50,000 × 50,000 (a decompression bomb: a few kilobytes that would take gigabytes to decode)
 * is refused before it is decoded.
 */
export const MAX_PIXELS = 100_000_000;

/**
 * The megapixels of sources encoded at once (processImages.ts): decoding and resizing hold
 * part of each source in memory, so two 60-megapixel photos are not encoded side by side,
 * which keeps a build's peak RSS within 512 MB (scripts/bench.ts, the large-photo row). An
 * image larger than this is encoded alone.
 */
export const PIXELS_AT_ONCE = 64_000_000;

/**
 * How long one file of an image may take to encode, in seconds, before sharp gives up (a
 * located error, not a build that hangs): a large photo's slowest file takes a small part of
 * that (scripts/bench.ts), so a minute is far beyond any image the build accepts.
 */
export const ENCODE_TIMEOUT = 60;

/** Raster files the stage converts (an animated GIF or WebP keeps its frames: docs/output-contract.md#images). */
export const RASTER = /\.(png|jpe?g|gif|webp|avif|tiff?)$/i;

/**
 * Image files no browser shows everywhere, and whose metadata the build cannot strip (sharp
 * reads HEIF only as AVIF): an iPhone's HEIC photo, camera raw files, Photoshop files. Each
 * is a located error asking for a JPEG or PNG.
 */
export const UNSHOWN = /\.(heic|heif|hif|bmp|psd|jxl|jp2|dng|cr2|cr3|nef|arw)$/i;

/**
 * Encoder settings, measured on a screenshot and a phone photo (scripts/bench.ts, the images
 * row): AVIF at sharp's default effort 4 took many times as long as effort 2 for a screenshot,
 * whose file effort 2 made only slightly larger, so effort 2.
 * Screenshots keep full colour resolution (4:4:4): at 4:2:0 coloured text and thin UI lines
 * blur. Photos use 4:2:0, which the eye does not see in a photo and which makes the file much smaller.
 */
export const ENCODER = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { palette: true, quality: 90, effort: 7, compressionLevel: 9 },
  /** The original, republished without its metadata: as close to the source as the format allows. */
  original: { jpeg: { quality: 90, mozjpeg: true }, png: { compressionLevel: 9 } },
} as const;

/** How a record's own share image is cropped to SHARE: around its focus (sharp's `attention` strategy), not its centre. */
export const SHARE_FOCUS = 'attention';

/**
 * What the output bytes depend on besides the source: these settings and the encoders'
 * versions. Part of every cache key and every file name, so new settings or a new libvips
 * never serve an old file under a name a browser has cached for a year.
 */
export function settingsKey(): string {
  return (key ??= JSON.stringify({ WIDTHS, MAX_WIDTH, MAX_HEIGHT, SHARE, SHARE_FOCUS, ENCODER, versions: encoderVersions(), format: 1 }));
}

let key: string | undefined;

/**
 * sharp's and libvips's versions, as the project's lockfile records what is installed: reading
 * them there costs almost nothing, where loading sharp to ask slowed every build with
 * images. An installed copy of the tool has no lockfile, and asks sharp itself.
 */
function encoderVersions(): Record<string, string | undefined> {
  let lock: { packages?: Record<string, { version?: string }> } | undefined;
  try {
    lock = JSON.parse(readFileSync(path.join(packageRoot, 'package-lock.json'), 'utf8')) as typeof lock;
  } catch {
    // No lockfile: sharp says below.
  }
  const packages = lock?.packages ?? {};
  const sharpVersion = packages['node_modules/sharp']?.version;
  if (!sharpVersion) return (createRequire(import.meta.url)('sharp') as typeof Sharp).versions;
  // Every platform's libvips package is locked at the same version: that one version is libvips's.
  const libvips = [...new Set(Object.entries(packages).flatMap(([name, { version }]) => (/\/@img\/sharp-libvips-/.test(name) && version ? [version] : [])))];
  return { sharp: sharpVersion, libvips: libvips.sort().join(' ') };
}
