import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The real path of a listed file, or undefined when it has gone or a symlink leads out of the
 * site root: a preview never serves a file from outside it.
 */
export async function safeRealPath(root: string, file: string): Promise<string | undefined> {
  const full = path.join(root, file);
  if (!isInside(root, full)) return undefined;
  const real = await realpath(full).catch(() => undefined);
  if (!real || !isInside(root, real)) return undefined;
  return (await stat(real)).isFile() ? real : undefined;
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
