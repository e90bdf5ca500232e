import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { OutputFile } from '../emit/outputFile.ts';

export function hashOutput(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

/**
 * Brings an existing output directory up to date with a new build: writes only files whose
 * bytes changed (each through a temporary file and a rename, so no file is ever half-written)
 * and removes files the build no longer makes. Used by watch mode after its first full build.
 */
export async function writeChanges(outDir: string, files: readonly OutputFile[], previous: ReadonlyMap<string, string>): Promise<{ hashes: Map<string, string>; written: number; removed: number }> {
  const hashes = new Map<string, string>();
  let written = 0;
  for (const file of files) {
    const hash = hashOutput(file.data);
    hashes.set(file.path, hash);
    if (previous.get(file.path) === hash) continue;
    const target = path.join(outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, file.data);
    await rename(temporary, target);
    written++;
  }
  let removed = 0;
  for (const old of previous.keys()) {
    if (hashes.has(old)) continue;
    await rm(path.join(outDir, old), { force: true });
    removed++;
  }
  return { hashes, written, removed };
}
