import path from 'node:path';
import { cacheDir } from '../cache/buildCache.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { imageCache } from '../images/imageCache.ts';
import { imageWork } from '../images/imagesShown.ts';
import { processImages, type ProcessedImages } from '../images/processImages.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';

/**
 * The image stage, started as soon as the content is read so that encoding (native threads)
 * overlaps routing and rendering. `prune` empties the image cache of every image this build
 * did not use: call it only once the output is in place.
 */
export function startImages(run: BuildRun, plan: RebuildPlan, content: SiteContent): { done: Promise<ProcessedImages>; prune: () => Promise<void> } {
  const cache = plan.saveCache ? imageCache(path.join(cacheDir(run.paths.root), 'images'), { read: plan.readCache }) : undefined;
  const jobs = imageWork(content.model, content.images.jobs);
  return { done: processImages(run.paths.publicDir, jobs, cache), prune: async () => cache?.prune(jobs) };
}

/** The web root's files with each raster image of public/ replaced by its files from the image stage. */
export function withImages(web: readonly OutputFile[], images: ProcessedImages): OutputFile[] {
  const made = new Map(images.files.map((file) => [file.path, file]));
  const replaced = web.map((file) => made.get(file.path) ?? file);
  const present = new Set(web.map((file) => file.path));
  return [...replaced, ...images.files.filter((file) => !present.has(file.path))];
}
