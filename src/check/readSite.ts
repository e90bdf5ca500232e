import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { builtSite, isTextFile, type BuiltSite } from './builtSite.ts';

export type { BuiltSite };

/** Loads what `site check` inspects from a built site on disk; binary files are listed, not read. */
export async function readSite(dir: string, label: string): Promise<BuiltSite> {
  const names = await fg('**/*', { cwd: dir, onlyFiles: true, dot: false });
  const files = new Map<string, string | Uint8Array>(
    await Promise.all(names.map(async (file) => [file, isTextFile(file) ? await readFile(path.join(dir, file), 'utf8') : new Uint8Array()] as const)),
  );
  return builtSite(files, { dir, label });
}
