import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file a canonical path is served from, file-style as static hosts do it:
 * `/` → index.html, `/about` → about.html, `/assets/x.css` → assets/x.css. Hidden files are
 * never served, and a symlink is followed only if it stays inside the site root.
 */
export async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (!isInside(root, full)) return undefined;
    const real = await realpath(full).catch(() => undefined);
    if (!real || !isInside(root, real)) continue;
    if ((await stat(real)).isFile()) return real;
  }
  return undefined;
}

export function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
