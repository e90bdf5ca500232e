import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './outputFile.ts';

/**
 * Where a build's output goes. The file-system writer replaces the output directory in one
 * step; the memory writer keeps the files for tests and dry runs.
 */
export interface Writer {
  commit(files: readonly OutputFile[]): Promise<void>;
}

/** Marks a directory as `site` output, so a rebuild may replace it and nothing else. */
export const OUTPUT_MARKER = '.site-output';

export function createMemoryWriter(): Writer & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async commit(output) {
      files.clear();
      for (const file of output) files.set(file.path, file.data);
    },
  };
}

/**
 * Writes everything into a fresh sibling directory, then swaps it in with two renames. A
 * failure at any point before the swap leaves the previous output exactly as it was.
 */
export function createFsWriter(outDir: string, options: { concurrency?: number } = {}): Writer {
  const concurrency = options.concurrency ?? 32;
  return {
    async commit(files) {
      const parent = path.dirname(outDir);
      await mkdir(parent, { recursive: true });
      const staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-next-`));
      try {
        // mkdtemp makes the folder private (0700); a web server must be able to read it.
        await chmod(staging, 0o755);
        const hasMarker = files.some((file) => file.path === OUTPUT_MARKER);
        const marked = hasMarker ? files : [...files, { path: OUTPUT_MARKER, data: 'Built by `site build`. This folder is replaced on every build.\n' }];
        await writeAll(staging, marked, concurrency);
        await swapIn(staging, outDir);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
  };
}

async function writeAll(root: string, files: readonly OutputFile[], concurrency: number): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(root, file.path))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await writeFile(path.join(root, file.path), file.data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  const retired = `${staging}-old`;
  await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(retired, outDir);
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** True when the directory is missing, empty, or holds a previous `site` build. */
export async function isReplaceableOutput(outDir: string): Promise<boolean> {
  const entries = await readdir(outDir).catch(() => undefined);
  return entries === undefined || entries.length === 0 || entries.includes(OUTPUT_MARKER);
}
