import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { encodeImage } from './encodeImage.ts';
import type { ImageCache } from './imageCache.ts';
import { unreadable } from './planImages.ts';
import type { ImageJob } from './imageJob.ts';

export interface ProcessedImages {
  files: OutputFile[];
  /** Images encoded by this build, and images whose files came from the cache. */
  processed: number;
  reused: number;
  diagnostics: Diagnostic[];
}

/**
 * Every planned image's files, from the cache when it holds them, else encoded and cached.
 * Images are encoded side by side, as many at a time as there are cores: each encodes on one
 * libvips thread (imageSettings.ts), so they share the cores without changing the bytes.
 * A source that fails to decode (truncated, damaged) is a located error, not a crash.
 */
export async function processImages(publicDir: string, jobs: readonly ImageJob[], cache: ImageCache | undefined): Promise<ProcessedImages> {
  const result: ProcessedImages = { files: [], processed: 0, reused: 0, diagnostics: [] };
  const limit = pLimit(Math.max(1, availableParallelism()));
  const done = await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        const cached = await cache?.read(job);
        if (cached) return { job, files: cached, reused: true };
        try {
          const files = await encodeImage(await readFile(path.join(publicDir, job.file)), job);
          await cache?.write(job, files).catch(() => {});
          return { job, files, reused: false };
        } catch (error) {
          return { job, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    ),
  );
  for (const outcome of done) {
    if ('error' in outcome) {
      result.diagnostics.push(unreadable(outcome.job.shownAs, outcome.error!));
      continue;
    }
    result[outcome.reused ? 'reused' : 'processed']++;
    for (const [file, data] of outcome.files) result.files.push({ path: file, data });
  }
  return result;
}
