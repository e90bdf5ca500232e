import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder option (`--content`) that names a file is a usage error, said as one, before any
 * stage runs: the stages would otherwise fail on it with an error meant for a missing folder.
 */
export function folderOptionProblem(option: string, value: string, cwd: string): string | undefined {
  const stats = statSync(path.resolve(cwd, value), { throwIfNoEntry: false });
  if (!stats || stats.isDirectory()) return undefined;
  return `Invalid ${option} "${value}": it is a file, not a folder. Point ${option} at the folder that holds site.yaml.\n`;
}
