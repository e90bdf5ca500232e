import { mkdirSync, readFileSync } from 'node:fs';
import { linkOrCopy } from '../output/linkOrCopy.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import fg from 'fast-glob';
import { cacheDir } from '../cache/cacheDir.ts';
import { CACHE_FOLDERS } from '../cache/siteCache.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { imageCache } from '../images/imageCache.ts';
import { imageWork, publishedOriginals } from '../images/imagesShown.ts';
import { processImages, type CachedFile, type ProcessedImages } from '../images/processImages.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import { startCards, type CardDrawer } from '../cards/drawCards.ts';

/**
 * The image stage, started as soon as the content is read so that encoding (native threads)
 * overlaps routing and rendering. `showProgress` counts images done on the progress line from
 * then on. `prune` empties the image cache of every image this build
 * did not use: call it only once the output is in place. `unpublished` are the raster files of
 * public/ whose original is not published (images/imagesShown.ts, publishedOriginals).
 * `cards` draws the share cards the pages name (src/cards/) as the pages render, kept in the
 * same cache and pruned with the images.
 */
export function startImages(
  run: BuildRun,
  plan: RebuildPlan,
  content: SiteContent,
): {
  done: Promise<ProcessedImages>;
  cards: CardDrawer;
  prune: () => Promise<void>;
  showProgress: () => void;
  unpublished: ReadonlySet<string>;
} {
  const cache = plan.saveCache ? imageCache(path.join(cacheDir(run.paths.siteDir), CACHE_FOLDERS.images), { read: plan.readCache }) : undefined;
  const { kept } = run.options;
  const templateCode = kept ? (kept.templateCode ??= readTemplateCode(run.paths.templatesDir)) : readTemplateCode(run.paths.templatesDir);
  const originals = publishedOriginals(content.model, content.images.jobs, templateCode);
  const jobs = imageWork(content.model, content.images.jobs, originals);
  // Images are counted on the progress line only once their stage is the one waited for: while
  // pages render, their counts would take turns with the pages'.
  let counts = { done: 0, total: jobs.length, reused: 0 };
  let shown = false;
  const show = () => jobs.length > 0 && run.options.onProgress?.({ stage: 'images', ...counts });
  const done = processImages(run.paths.publicDir, jobs, cache, (now) => {
    counts = now;
    if (shown) show();
  });
  const cards = startCards(cache, run.options.threads ?? availableParallelism());
  return {
    done,
    cards,
    unpublished: new Set(content.images.jobs.map((job) => job.file).filter((file) => !originals.has(file))),
    prune: async () => cache?.prune([...jobs.map((job) => job.key), ...cards.keys]),
    showProgress: () => {
      shown = true;
      show();
    },
  };
}

/** Every code file of the templates, one after another. */
function readTemplateCode(templatesDir: string): string {
  return fg
    .sync('**/*.{ts,tsx,mjs,js}', { cwd: templatesDir, absolute: true })
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/**
 * The web root's files with each raster image of public/ replaced by its files from the image
 * stage, or left out when its original is `unpublished`; those the cache holds are left out,
 * for `placeCached` to put in the output.
 */
export function withImages(web: readonly OutputFile[], images: ProcessedImages, unpublished: ReadonlySet<string>): OutputFile[] {
  const made = new Map(images.files.map((file) => [file.path, file]));
  const cached = new Set(images.cached.map((file) => file.path));
  const replaced = web.filter((file) => !cached.has(file.path) && !unpublished.has(file.path)).map((file) => made.get(file.path) ?? file);
  const present = new Set(web.map((file) => file.path));
  return [...replaced, ...images.files.filter((file) => !present.has(file.path))];
}

/**
 * Puts the image files the cache holds into the output without reading them: hard-linked into
 * an output on disk (a copy where a link cannot be made, across file systems), read and
 * written through any other. Cache files are never changed in place (images/imageCache.ts),
 * so the link always holds the bytes the name promises.
 */
export async function placeCached(sink: OutputSink, files: Iterable<CachedFile>): Promise<void> {
  const { direct } = sink;
  const folders = new Set<string>();
  for (const file of files) {
    if (!direct) {
      await sink.write({ path: file.path, data: await readFile(file.from) });
      continue;
    }
    if (direct.holds?.(file.path, file.from)) continue;
    const target = path.join(direct.dir, file.path);
    if (!folders.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
    folders.add(path.dirname(target));
    linkOrCopy(file.from, target);
    direct.wrote(file.path);
  }
}
