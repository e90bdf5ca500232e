import fg from 'fast-glob';
import { isPublished } from '../output/isPublished.ts';

/** The published files of a built site, relative paths with forward slashes: the preview serves these and nothing else. */
export async function listPublished(root: string): Promise<Set<string>> {
  const files = await fg('**/*', { cwd: root, onlyFiles: true, dot: false, followSymbolicLinks: true });
  return new Set(files.filter(isPublished));
}
