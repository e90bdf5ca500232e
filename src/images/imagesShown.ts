import type { Model } from '../content/model.ts';
import type { ImageJob } from './imageJob.ts';

/** Every image a Markdown body shows: the content file that shows it, and its site path. */
function* bodyImages(model: Model): Generator<{ file: string; path: string }> {
  for (const record of [...model.locations, ...model.services, ...Object.values(model.pages)]) {
    for (const link of record.body.links ?? []) if (link.kind === 'image') yield { file: record.origin.file, path: sitePath(link.href) };
  }
}

/**
 * Content file → the keys of the images its Markdown body shows. A body's markup names its
 * images' files by hash, so a page that shows an image must be rendered again when the image
 * changes even though its Markdown did not: the build cache counts this with the file's own
 * hash (cache/persistentCache.ts).
 */
export function imagesShown(model: Model, jobs: readonly ImageJob[]): Map<string, string> {
  const keyOf = new Map(jobs.map((job) => [`/${job.file}`, job.key]));
  const shown = new Map<string, string>();
  for (const { file, path } of bodyImages(model)) {
    const key = keyOf.get(path);
    if (key) shown.set(file, shown.has(file) ? `${shown.get(file)} ${key}` : key);
  }
  return shown;
}

/**
 * The work the images need: those a body shows get all their files; the others only their
 * original, and nothing at all when the source is already clean (its copy is published as it
 * is). Making widths nobody shows would cost every build time for nothing.
 */
export function imageWork(model: Model, jobs: readonly ImageJob[]): ImageJob[] {
  const shown = new Set([...bodyImages(model)].map((image) => image.path));
  return jobs
    .map((job) => (shown.has(`/${job.file}`) ? job : { ...job, outputs: job.outputs.filter((output) => output.format === 'original') }))
    .filter((job) => job.outputs.length > 1 || !job.clean);
}

function sitePath(href: string): string {
  const path = href.split(/[?#]/)[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
