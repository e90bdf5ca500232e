import { listFolder } from '../output/listFolder.ts';

/** An entry of the built site's folder, as one walk found it. */
export interface OutputEntry {
  /** Relative path, forward slashes. */
  path: string;
  isFile: boolean;
  isSymbolicLink: boolean;
}

/**
 * Every entry of the built site's folder, dot files and links included, sorted by path: the
 * one walk a check makes of it. Counting its pages (check.ts), reading the site (readSite.ts)
 * and the output rule (rules/outputFiles.ts) each walked it before: on a large site, three walks
 * were a real cost of a check after an edit. Links are listed, never followed (listFolder.ts).
 * Empty when there is no such folder.
 */
export async function listOutput(dir: string): Promise<OutputEntry[]> {
  let listed;
  try {
    listed = listFolder(dir);
  } catch {
    return [];
  }
  return listed
    .map(({ path, dirent }) => ({ path, isFile: dirent.isFile(), isSymbolicLink: dirent.isSymbolicLink() }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The site's own files: what a visitor can be served, so none under a dot folder and no dot file. */
export function siteFiles(entries: readonly OutputEntry[]): string[] {
  return entries.filter((entry) => entry.isFile && !entry.path.split('/').some((part) => part.startsWith('.'))).map((entry) => entry.path);
}
