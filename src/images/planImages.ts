import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { ImageInfo } from '../content/imageSizes.ts';
import { loadSharp, MAX_HEIGHT, MAX_PIXELS, MAX_WIDTH, RASTER, settingsKey, SHARE, UNSHOWN, WIDTHS } from './imageSettings.ts';
import { bodySizes, pictureOf } from './pictureOf.ts';
import { unsafeSvg } from './checkSvg.ts';
import { variantName } from '../output/variantNames.ts';
import type { ImageJob, ImageOutput } from './imageJob.ts';
import { openFileStamps, type FileStamps } from '../emit/fileStamps.ts';

export interface ImagePlan {
  /** Site path → size and responsive versions, for the Markdown bodies. */
  images: Record<string, ImageInfo>;
  jobs: ImageJob[];
  diagnostics: Diagnostic[];
}

/**
 * Reads the header of every raster image in public/ (never decoding it: that is the emit
 * stage's, processImages.ts) and plans what it becomes: content-hashed files at each width
 * from WIDTHS below the source's own, and the source's width on top (at most MAX_WIDTH), so
 * nothing is upscaled.
 * Sizes are as the image shows, its EXIF orientation applied. An image that cannot be read,
 * or declares more than MAX_PIXELS, is a located error; so is an SVG outside the allow-list
 * of checkSvg.ts.
 */
export async function planImages(publicDir: string, files: readonly string[], projectRoot: string, stamps: FileStamps = openFileStamps()): Promise<ImagePlan> {
  const plan: ImagePlan = { images: {}, jobs: [], diagnostics: [] };
  for (const file of files.filter((name) => /\.svg$/i.test(name))) {
    const unsafe = unsafeSvg(await readFile(path.join(publicDir, file), 'utf8'));
    if (unsafe)
      plan.diagnostics.push(
        problem(
          'image/unsafe-svg',
          { file: shownAs(projectRoot, publicDir, file), line: unsafe.line, column: 1 },
          { message: `SVG holds ${unsafe.found}, which is not allowed`, found: unsafe.found },
        ),
      );
  }
  for (const file of files.filter((name) => UNSHOWN.test(name))) {
    const format = path.extname(file).slice(1).toUpperCase();
    plan.diagnostics.push(
      problem(
        'image/unsupported-format',
        { file: shownAs(projectRoot, publicDir, file), line: 1, column: 1 },
        {
          message: `Browsers cannot show ${format} images, and the build cannot strip their metadata (a phone photo's GPS position)`,
          found: file,
          hint: `Export it as JPEG (a photo) or PNG (a screenshot) and show that instead, or remove ${file} from public/.`,
        },
      ),
    );
  }
  for (const file of files.filter((name) => RASTER.test(name))) {
    const shown = shownAs(projectRoot, publicDir, file);
    const read = await readHeader(path.join(publicDir, file), stamps);
    if ('problem' in read) {
      plan.diagnostics.push(unreadable(shown, read.problem));
      continue;
    }
    const { key, meta } = read;
    // Every frame of an animation is decoded: they count together.
    if (meta.width * meta.height * meta.frames > MAX_PIXELS) {
      plan.diagnostics.push(
        problem(
          'image/too-large',
          { file: shown, line: 1, column: 1 },
          {
            message: `Image declares ${meta.width} × ${meta.height} pixels${meta.frames > 1 ? ` in ${meta.frames} frames` : ''}, more than the ${MAX_PIXELS / 1e6} megapixels the build reads`,
            found: `${meta.width} × ${meta.height}${meta.frames > 1 ? ` × ${meta.frames}` : ''}`,
          },
        ),
      );
      continue;
    }
    const job = jobFor(file, shown, key, meta);
    plan.jobs.push(job);
    const share = job.outputs.find((output) => output.format === 'share');
    // An animation has no widths: a body shows the file itself, at its size.
    plan.images[`/${file}`] = {
      width: job.width,
      height: job.height,
      ...(job.animated ? {} : { picture: pictureOf(job.outputs, bodySizes(job.width)) }),
      ...(share ? { share: { src: `/${share.path}`, ...SHARE } } : {}),
    };
  }
  return plan;
}

type Header = { width: number; height: number; frames: number; format: string; hasAlpha: boolean; clean: boolean };

/**
 * The image's header and key, read from its bytes, or from `stamps` when the file has not
 * changed since: an unchanged image is not read at all, and one whose times alone changed (a
 * fresh checkout) is read and hashed but not decoded.
 */
async function readHeader(file: string, stamps: FileStamps): Promise<{ key: string; meta: Header } | { problem: string }> {
  const keyOf = (sha: string) => createHash('sha256').update(sha).update('\0').update(settingsKey()).digest('hex');
  const known = stamps.known(file);
  if (known?.header) return { key: keyOf(known.sha), meta: known.header as Header };
  try {
    const { bytes, sha, header: noted } = stamps.read(file);
    if (noted) return { key: keyOf(sha), meta: noted as Header };
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { problem: 'it has no width or height' };
    const key = keyOf(sha);
    // Orientations 5–8 turn the picture a quarter: it shows with width and height swapped.
    const turned = (meta.orientation ?? 1) >= 5;
    // A GIF is always written again: it may hold comments and XMP that sharp does not report.
    const clean =
      (meta.format === 'png' || meta.format === 'jpeg' || (meta.format === 'webp' && (meta.pages ?? 1) > 1)) &&
      !meta.exif &&
      !meta.xmp &&
      !meta.iptc &&
      !meta.icc &&
      !meta.comments?.length &&
      (meta.orientation ?? 1) === 1;
    const header: Header = {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      frames: meta.pages ?? 1,
      format: meta.format,
      hasAlpha: meta.hasAlpha,
      clean,
    };
    stamps.note(file, header);
    return { key, meta: header };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A file of public/ as diagnostics name it: from the project root. */
function shownAs(projectRoot: string, publicDir: string, file: string): string {
  return path.relative(projectRoot, path.join(publicDir, file)).split(path.sep).join('/');
}

export function unreadable(shownAs: string, why: string): Diagnostic {
  return problem('image/unreadable', { file: shownAs, line: 1, column: 1 }, { message: `Image cannot be read: ${why.replace(/\s+/g, ' ').trim()}` });
}

function jobFor(file: string, shownAs: string, key: string, meta: Header): ImageJob {
  const kind = meta.format === 'png' || meta.format === 'gif' || (meta.hasAlpha && meta.format !== 'jpeg') ? 'screenshot' : 'photo';
  const animated = meta.frames > 1;
  const original: ImageOutput = { path: file, format: 'original', width: meta.width };
  // An animation is published only as itself, every frame kept, its metadata stripped (encodeImage.ts).
  if (animated)
    return { file, shownAs, key, kind, sourceFormat: meta.format, animated, width: meta.width, height: meta.height, clean: meta.clean, outputs: [original] };
  // The top width: the source's own, unless that is wider than any slot needs or too tall for WebP.
  const top = Math.max(1, Math.min(meta.width, MAX_WIDTH, Math.floor((MAX_HEIGHT * meta.width) / meta.height)));
  const widths = [...WIDTHS.filter((width) => width < top), top];
  const fallback = kind === 'photo' ? 'jpeg' : 'png';
  const outputs: ImageOutput[] = [original];
  for (const format of ['avif', 'webp', fallback] as const) {
    for (const width of widths) outputs.push({ path: variantName(file, key, width, format === 'jpeg' ? 'jpg' : format), format, width });
  }
  // Made only for an image a page names as its share image (imagesShown.ts).
  if (meta.width >= SHARE.width && meta.height >= SHARE.height)
    outputs.push({ path: variantName(file, key, 'share', fallback === 'jpeg' ? 'jpg' : 'png'), format: 'share', width: SHARE.width });
  return { file, shownAs, key, kind, sourceFormat: meta.format, animated, width: meta.width, height: meta.height, clean: meta.clean, outputs };
}
