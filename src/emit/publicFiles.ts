import path from 'node:path';
import { existsSync } from 'node:fs';
import { JUNK_FILES } from '../content/junkFiles.ts';
import { listSafeFiles, type SafeFiles } from '../content/listSafeFiles.ts';

/**
 * Every file under public/ that is published, as paths relative to it, sorted, and the problems
 * that keep others out: a symbolic link may lead only to a file inside public/, exactly as in
 * content/, so a link to /etc/passwd or a key beside the project is never published.
 */
export function publicFiles(publicDir: string, projectRoot: string): SafeFiles {
  if (!existsSync(publicDir)) return { files: [], entries: [], diagnostics: [] };
  const relative = (file: string) => path.relative(projectRoot, path.join(publicDir, file)).split(path.sep).join('/');
  return listSafeFiles(publicDir, { name: 'public/', relative, ignore: JUNK_FILES, dot: true });
}
