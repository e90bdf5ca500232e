import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isPublished } from '../output/isPublished.ts';
import { markerListing, OUTPUT_MARKER } from '../output/outputMarker.ts';

/**
 * The published files of a built site, relative paths with forward slashes: the preview serves
 * these and nothing else. Hidden files are listed so that `/.well-known/` is (isPublished
 * decides). Symbolic links are neither followed nor served: the build never writes one (site
 * check fails on one), and one to a parent folder would make the walk endless.
 */
export async function listPublished(root: string): Promise<Set<string>> {
  const files = await fg('**/*', { cwd: root, onlyFiles: true, dot: true, followSymbolicLinks: false });
  return new Set(files.filter(isPublished));
}

/**
 * The same after a watch rebuild, from the listing the build keeps in the output folder's marker:
 * the folder is the session's own, and one file is read instead of the whole folder walked on
 * every save. A folder without a listing is walked.
 */
export async function listBuiltFiles(root: string): Promise<Set<string>> {
  const listed = markerListing(await readFile(path.join(root, OUTPUT_MARKER), 'utf8').catch(() => ''));
  return listed ? new Set([...listed].filter(isPublished)) : listPublished(root);
}
