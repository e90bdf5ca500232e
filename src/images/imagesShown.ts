import type { Model } from '../content/model.ts';
import type { ImageJob } from './imageJob.ts';

/**
 * Content file → the keys of the images its Markdown body shows. A body's markup names its
 * images' files by hash, so a page that shows an image must be rendered again when the image
 * changes even though its Markdown did not: the build cache counts this with the file's own
 * hash (cache/persistentCache.ts).
 */
export function imagesShown(model: Model, jobs: readonly ImageJob[]): Map<string, string> {
  const keyOf = new Map(jobs.map((job) => [`/${job.file}`, job.key]));
  const shown = new Map<string, string>();
  for (const record of [...model.locations, ...model.services, ...Object.values(model.pages)]) {
    const keys = (record.body.links ?? []).filter((link) => link.kind === 'image').map((link) => keyOf.get(sitePath(link.href)) ?? '');
    if (keys.some(Boolean)) shown.set(record.origin.file, [...(shown.get(record.origin.file) ?? []), ...keys].join(' '));
  }
  return shown;
}

function sitePath(href: string): string {
  const path = href.split(/[?#]/)[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
