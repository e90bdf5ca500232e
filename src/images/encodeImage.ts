import type { Sharp } from 'sharp';
import { ENCODE_TIMEOUT, ENCODER, loadSharp, MAX_PIXELS, SHARE, SHARE_FOCUS } from './imageSettings.ts';
import type { ImageJob, ImageOutput } from './imageJob.ts';

/**
 * Every file of one image, from its source bytes: orientation applied, then written in sRGB
 * with no metadata at all (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC or ICC
 * profile), so a phone photo's position never reaches the site. Each output decodes the
 * source afresh: libvips streams it, and a JPEG shrinks as it loads, so a 60-megapixel photo
 * is never held whole several times over. A damaged or truncated file rejects, and so does
 * a file that takes longer than ENCODE_TIMEOUT.
 */
export async function encodeImage(source: Buffer, job: ImageJob): Promise<Map<string, Buffer>> {
  const sharp = await loadSharp();
  const files = new Map<string, Buffer>();
  for (const output of job.outputs) files.set(output.path, output.format === 'original' && job.clean ? source : await encodeOne(sharp, source, job, output));
  return files;
}

function encodeOne(sharp: Awaited<ReturnType<typeof loadSharp>>, source: Buffer, job: ImageJob, output: ImageOutput): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true, animated: job.animated })
    .timeout({ seconds: ENCODE_TIMEOUT })
    .rotate()
    .toColourspace('srgb');
  if (output.format === 'original') return original(image, job.sourceFormat).toBuffer();
  if (output.format === 'share') {
    // Cropped where the picture's focus is (libvips's attention strategy: the region richest in
    // edges, saturated colour and skin tones), not blindly at its centre.
    image.resize({ ...SHARE, fit: 'cover', position: SHARE_FOCUS });
    return (job.kind === 'photo' ? image.flatten({ background: '#ffffff' }).jpeg(ENCODER.jpeg) : image.png(ENCODER.png)).toBuffer();
  }
  if (output.width < job.width) image.resize({ width: output.width });
  switch (output.format) {
    case 'avif':
      return image.avif({ ...ENCODER.avif, chromaSubsampling: job.kind === 'screenshot' ? '4:4:4' : '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp(ENCODER.webp).toBuffer();
    case 'jpeg':
      // A photo with transparency has none in JPEG: it is laid on white, as a page shows it.
      return image.flatten({ background: '#ffffff' }).jpeg(ENCODER.jpeg).toBuffer();
    case 'png':
      return image.png(ENCODER.png).toBuffer();
    case 'card':
      throw new Error('A share card is drawn from its page (src/cards/), never encoded from a file');
  }
}

/** The original in its own format, pixels as they were (a JPEG is encoded again at high quality: it cannot be rewritten without). */
function original(image: Sharp, format: string): Sharp {
  if (format === 'jpeg') return image.jpeg(ENCODER.original.jpeg);
  if (format === 'png') return image.png(ENCODER.original.png);
  if (format === 'webp') return image.webp({ lossless: true });
  // Every frame, with its delay and the loop count; the palette of the source where it can.
  if (format === 'gif') return image.gif({ reuse: true });
  if (format === 'heif') return image.avif({ lossless: true, effort: 2 });
  return image.tiff();
}
