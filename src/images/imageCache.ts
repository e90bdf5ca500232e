import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ImageJob, ImageOutput } from './imageJob.ts';

/** What the cache keeps of a job: its key and its outputs. A share card (src/cards/) is kept as an image of one output. */
export type CachedJob = Pick<ImageJob, 'key' | 'outputs'>;
import { STAMPS_FILE } from '../emit/fileStamps.ts';

/**
 * The processed images, by content: `.site-cache/images/<key>.<format>.<width>`, one file per
 * output of an image, where the key hashes the source's bytes, the settings and the encoder versions
 * (planImages.ts). An entry is used only whole; each file is written under a temporary name
 * and renamed, so a killed build never leaves half a file under a real name, and an entry's
 * files are never changed in place: the output may hard-link them (build/siteImages.ts).
 */
export interface ImageCache {
  /** The cache's folder, and whether this build may use what it holds: a render worker opens the same cache to keep the cards it draws. */
  readonly at: { dir: string; read: boolean };
  /** Output path → the cache file holding its bytes, when the cache holds every file of the image. */
  locate(job: CachedJob): Map<string, string> | undefined;
  /** Where the cache keeps one output of a job (by its output path), whether or not it holds it now. */
  fileOf(job: CachedJob, output: string): string;
  /** Keeps the job's files; resolves to where each is kept (output path → cache file). */
  write(job: CachedJob, files: ReadonlyMap<string, Buffer>): Promise<Map<string, string>>;
  /** The same, at once: for a render worker, between the pages it renders. */
  writeSync(job: CachedJob, files: ReadonlyMap<string, Uint8Array>): Map<string, string>;
  /** Removes every entry but those of the images and cards of these keys (after a successful build). */
  prune(keep: Iterable<string>): Promise<void>;
}

export function imageCache(dir: string, options: { read: boolean }): ImageCache {
  const entry = (job: CachedJob, output: ImageOutput) => path.join(dir, `${job.key}.${output.format}.${output.width}`);
  // Each thread writes under a name of its own: two threads may draw the same card at once.
  const temporary = (job: CachedJob, output: ImageOutput) => `${entry(job, output)}.${process.pid}-${threadId}.tmp`;
  return {
    at: { dir, read: options.read },
    fileOf(job, output) {
      return entry(
        job,
        job.outputs.find((each) => each.path === output)!,
      );
    },
    locate(job) {
      if (!options.read) return undefined;
      const files = new Map(job.outputs.map((output) => [output.path, entry(job, output)]));
      return [...files.values()].every((file) => existsSync(file)) ? files : undefined;
    },
    async write(job, files) {
      await mkdir(dir, { recursive: true });
      const kept = new Map<string, string>();
      for (const output of job.outputs) {
        await writeFile(temporary(job, output), files.get(output.path)!);
        await rename(temporary(job, output), entry(job, output));
        kept.set(output.path, entry(job, output));
      }
      return kept;
    },
    writeSync(job, files) {
      mkdirSync(dir, { recursive: true });
      const kept = new Map<string, string>();
      for (const output of job.outputs) {
        writeFileSync(temporary(job, output), files.get(output.path)!);
        renameSync(temporary(job, output), entry(job, output));
        kept.set(output.path, entry(job, output));
      }
      return kept;
    },
    async prune(keep) {
      const keys = new Set(keep);
      for (const name of await readdir(dir).catch(() => [])) {
        // A killed build's temporary files go too; the index of file stamps stays (emit/fileStamps.ts).
        if ((keys.has(name.split('.')[0]!) || name === STAMPS_FILE) && !name.endsWith('.tmp')) continue;
        await rm(path.join(dir, name), { force: true });
      }
    },
  };
}
