import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ListedFile } from '../content/folderListing.ts';
import { listSafeFiles, type SafeFiles } from '../content/listSafeFiles.ts';

/**
 * Every file under public/ that is published, as paths relative to it, sorted, and the problems
 * that keep others out: a symbolic link may lead only to a file inside public/, exactly as in
 * content/, so a link to /etc/passwd or a key beside the project is never published. `listed`:
 * the build's listing of the folder, when it has one.
 */
export function publicFiles(publicDir: string, projectRoot: string, listed?: readonly ListedFile[]): SafeFiles {
  if (!existsSync(publicDir)) return { files: [], entries: [], stats: new Map(), diagnostics: [] };
  const relative = (file: string) => path.relative(projectRoot, path.join(publicDir, file)).split(path.sep).join('/');
  return listSafeFiles(publicDir, { name: 'public/', relative, ignore: [], dot: true }, listed);
}
