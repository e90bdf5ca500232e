import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { encodeImage } from './encodeImage.ts';
import type { ImageCache } from './imageCache.ts';
import { PIXELS_AT_ONCE } from './imageSettings.ts';
import { unreadable } from './planImages.ts';
import type { ImageJob } from './imageJob.ts';

/** A file of the output whose bytes are already on disk: linked or copied into place, never read. */
export interface CachedFile {
  path: string;
  from: string;
}

export interface ProcessedImages {
  /** The files encoded by this build. */
  files: OutputFile[];
  /** The files the cache holds. */
  cached: CachedFile[];
  /** Images encoded by this build, and images whose files came from the cache. */
  processed: number;
  reused: number;
  diagnostics: Diagnostic[];
}

/**
 * Every planned image's files, from the cache when it holds them, else encoded and cached.
 * Images are encoded side by side, as many at a time as there are cores and no more than
 * PIXELS_AT_ONCE megapixels together: each encodes on one libvips thread (imageSettings.ts),
 * so they share the cores without changing the bytes, and large photos wait their turn.
 * A source that fails to decode (truncated, damaged) is a located error, not a crash.
 */
export async function processImages(
  publicDir: string,
  jobs: readonly ImageJob[],
  cache: ImageCache | undefined,
  onImage?: (counts: { done: number; total: number; reused: number }) => void,
): Promise<ProcessedImages> {
  const result: ProcessedImages = { files: [], cached: [], processed: 0, reused: 0, diagnostics: [] };
  const counts = { done: 0, total: jobs.length, reused: 0 };
  const tell = <T>(outcome: T & { cached?: unknown }): T => {
    counts.done++;
    if (outcome.cached) counts.reused++;
    onImage?.({ ...counts });
    return outcome;
  };
  const { limit, pixels } = encodePool();
  const done = await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        const cached = cache?.locate(job);
        if (cached) return tell({ job, cached });
        try {
          const files = await pixels(job.width * job.height, async () => encodeImage(await readFile(path.join(publicDir, job.file)), job));
          await cache?.write(job, files).catch(() => {});
          return tell({ job, files });
        } catch (error) {
          return tell({ job, error: error instanceof Error ? error.message : String(error) });
        }
      }),
    ),
  );
  for (const outcome of done) {
    if ('error' in outcome) {
      result.diagnostics.push(unreadable(outcome.job.shownAs, outcome.error));
      continue;
    }
    if ('cached' in outcome) {
      result.reused++;
      for (const [file, from] of outcome.cached) result.cached.push({ path: file, from });
      continue;
    }
    result.processed++;
    for (const [file, data] of outcome.files) result.files.push({ path: file, data });
  }
  return result;
}

let pool: { limit: ReturnType<typeof pLimit>; pixels: ReturnType<typeof weightedLimit> } | undefined;

/**
 * The one bounded pool every image and share card of a process is encoded on: as many at a
 * time as there are cores, and no more than PIXELS_AT_ONCE megapixels together.
 */
export function encodePool(): NonNullable<typeof pool> {
  return (pool ??= { limit: pLimit(Math.max(1, availableParallelism())), pixels: weightedLimit(PIXELS_AT_ONCE) });
}

/**
 * Runs tasks so that the weights of those running at once stay within `budget`; a task
 * heavier than the budget runs alone. Tasks start in the order they ask.
 */
export function weightedLimit(budget: number): <T>(weight: number, task: () => Promise<T>) => Promise<T> {
  let used = 0;
  const waiting: (() => void)[] = [];
  return async (weight, task) => {
    const share = Math.min(weight, budget);
    while (used + share > budget || (waiting.length > 0 && used > 0)) await new Promise<void>((wake) => waiting.push(wake));
    used += share;
    try {
      return await task();
    } finally {
      used -= share;
      waiting.splice(0).forEach((wake) => wake());
    }
  };
}
