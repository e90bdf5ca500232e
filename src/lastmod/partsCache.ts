import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from '../cache/cacheDir.ts';
import type { Parts } from './fileDates.ts';

const FILE = 'lastmod-parts.json';
/** Raised whenever what `parseParts` makes of a file changes, so no older parse is used. */
const FORMAT = 2;

/**
 * Each version of a content file as parts (fileDates.ts), by its git blob id, kept in
 * `.site-cache/`: a blob's bytes never change, so its parts never do, and each version in the
 * history is parsed once, not once per build. The dates are the same with it or without it.
 */
export async function loadParts(root: string): Promise<Map<string, Parts>> {
  try {
    const stored = JSON.parse(await readFile(path.join(cacheDir(root), FILE), 'utf8')) as {
      format?: number;
      blobs?: Record<string, [string, [string, string][], boolean]>;
    };
    if (stored.format !== FORMAT || !stored.blobs) return new Map();
    return new Map(Object.entries(stored.blobs).map(([blob, [keys, values, draft]]) => [blob, { keys, values: new Map(values), draft }]));
  } catch {
    return new Map();
  }
}

/** Saves the parts of the blobs this history holds (no others: the file does not grow with dead versions). */
export async function saveParts(root: string, parts: ReadonlyMap<string, Parts>): Promise<void> {
  const dir = cacheDir(root);
  await mkdir(dir, { recursive: true });
  const blobs = Object.fromEntries([...parts].map(([blob, { keys, values, draft }]) => [blob, [keys, [...values], draft]]));
  // Written whole, then renamed: a build never reads half a file.
  const temporary = path.join(dir, `${FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify({ format: FORMAT, blobs }));
  await rename(temporary, path.join(dir, FILE));
}
