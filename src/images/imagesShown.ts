import { contentLinks } from '../content/contentLinks.ts';
import { imageKey, type ImageSizes } from '../content/imageSizes.ts';
import { decodedPath } from '../content/renderMarkdown.ts';
import type { Model } from '../content/model.ts';
import type { ImageJob, ImageOutput } from './imageJob.ts';

/**
 * Every image content shows: the content file, the image's site path, and whether it is shown
 * on the page (a body image or a hero image: its widths) or is the page's share image. The
 * site's own share image is named as it is (publishedOriginals).
 */
function* imagesUsed(model: Model): Generator<{ file: string; path: string; as: 'shown' | 'share' }> {
  for (const link of contentLinks(model)) {
    if (link.kind === 'image' && link.file !== model.siteOrigin.file)
      yield { file: link.file, path: decodedPath(link.href), as: link.path?.[0] === 'shareImage' ? 'share' : 'shown' };
  }
}

/**
 * The images of public/ whose original is published at its own path: those a link (not an
 * image) in content, `content/site.yaml` (the site's share image) or a template's code names,
 * and an animation a body shows (it is shown as itself). Any other image is published only as
 * its responsive versions: a 60-megapixel photo is not put online whole because a page shows it.
 */
export function publishedOriginals(model: Model, jobs: readonly ImageJob[], templateCode: string): Set<string> {
  const named = new Set<string>();
  const shown = new Set<string>();
  for (const link of contentLinks(model)) (link.kind === 'link' || link.file === model.siteOrigin.file ? named : shown).add(decodedPath(link.href));
  const published = (job: ImageJob) => named.has(`/${job.file}`) || templateCode.includes(`/${job.file}`) || (job.animated && shown.has(`/${job.file}`));
  return new Set(jobs.filter(published).map((job) => job.file));
}

/**
 * Content file → the keys of the images it shows (in its Markdown body, as its hero image or
 * as its share image): each image's size and file names (`imageKey`). A page's markup names its images'
 * files by hash, so a page that shows an image must be rendered again when the image changes
 * even though its content did not: the build cache counts this with the file's own hash
 * (cache/persistentCache.ts).
 */
export function imagesShown(model: Model, images: ImageSizes): Map<string, string> {
  const shown = new Map<string, string>();
  for (const { file, path } of imagesUsed(model)) {
    const image = images[path];
    if (image) shown.set(file, shown.has(file) ? `${shown.get(file)} ${imageKey(image)}` : imageKey(image));
  }
  return shown;
}

/**
 * The work the images need: those a body or a hero shows get their widths, those a page shares its
 * share image, and those of `originals` (publishedOriginals) their original, except when the
 * source is already clean (its copy is published as it is). Making files nobody shows would
 * cost every build time for nothing.
 */
export function imageWork(model: Model, jobs: readonly ImageJob[], originals: ReadonlySet<string>): ImageJob[] {
  const used = [...imagesUsed(model)];
  const shown = new Set(used.filter((image) => image.as === 'shown').map((image) => image.path));
  const shared = new Set(used.filter((image) => image.as === 'share').map((image) => image.path));
  const needed = (job: ImageJob, output: ImageOutput) =>
    output.format === 'original' ? originals.has(job.file) : output.format === 'share' ? shared.has(`/${job.file}`) : shown.has(`/${job.file}`);
  return jobs
    .map((job) => ({ ...job, outputs: job.outputs.filter((output) => needed(job, output)) }))
    .filter((job) => job.outputs.some((output) => output.format !== 'original' || !job.clean));
}
