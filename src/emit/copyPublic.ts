import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './outputFile.ts';
import { publicFiles } from './publicFiles.ts';

/** Files under public/ are published as they are, at the same path. */
export async function copyPublic(publicDir: string): Promise<OutputFile[]> {
  const files = await publicFiles(publicDir);
  return Promise.all(files.map(async (file) => ({ path: file, data: await readFile(path.join(publicDir, file)) })));
}
