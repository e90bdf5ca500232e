import fg from 'fast-glob';
import { isPublished } from '../output/isPublished.ts';

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
