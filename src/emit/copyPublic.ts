import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './outputFile.ts';

/** Files under public/ are published as they are, at the same path: only those `publicFiles` found safe. */
export async function copyPublic(publicDir: string, files: readonly string[]): Promise<OutputFile[]> {
  return Promise.all(files.map(async (file) => ({ path: file, data: await readFile(path.join(publicDir, file)) })));
}
