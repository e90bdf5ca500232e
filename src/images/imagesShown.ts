import { decodedPath } from '../content/renderMarkdown.ts';
import type { Model } from '../content/model.ts';
import type { ImageJob, ImageOutput } from './imageJob.ts';

/** Every image content shows: the content file, the image's site path, and whether as a body image or the page's share image. */
function* imagesUsed(model: Model): Generator<{ file: string; path: string; as: 'body' | 'share' }> {
  for (const record of [...model.locations, ...model.services, ...Object.values(model.pages)]) {
    for (const link of record.body.links ?? []) if (link.kind === 'image') yield { file: record.origin.file, path: decodedPath(link.href), as: 'body' };
  }
  for (const service of model.services) if (service.shareImage) yield { file: service.origin.file, path: service.shareImage, as: 'share' };
}

/**
 * Content file → the keys of the images it shows (in its Markdown body, or as its share
 * image). A page's markup names its images' files by hash, so a page that shows an image must
 * be rendered again when the image changes even though its content did not: the build cache
 * counts this with the file's own hash (cache/persistentCache.ts).
 */
export function imagesShown(model: Model, jobs: readonly ImageJob[]): Map<string, string> {
  const keyOf = new Map(jobs.map((job) => [`/${job.file}`, job.key]));
  const shown = new Map<string, string>();
  for (const { file, path } of imagesUsed(model)) {
    const key = keyOf.get(path);
    if (key) shown.set(file, shown.has(file) ? `${shown.get(file)} ${key}` : key);
  }
  return shown;
}

/**
 * The work the images need: those a body shows get their widths, those a page shares its
 * share image, and every image its original, except when the source is already clean (its
 * copy is published as it is). Making files nobody shows would cost every build time for nothing.
 */
export function imageWork(model: Model, jobs: readonly ImageJob[]): ImageJob[] {
  const used = [...imagesUsed(model)];
  const shown = new Set(used.filter((image) => image.as === 'body').map((image) => image.path));
  const shared = new Set(used.filter((image) => image.as === 'share').map((image) => image.path));
  const needed = (job: ImageJob, output: ImageOutput) =>
    output.format === 'original' || (output.format === 'share' ? shared.has(`/${job.file}`) : shown.has(`/${job.file}`));
  return jobs.map((job) => ({ ...job, outputs: job.outputs.filter((output) => needed(job, output)) })).filter((job) => job.outputs.length > 1 || !job.clean);
}
