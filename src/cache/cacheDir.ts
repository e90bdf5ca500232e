import path from 'node:path';

/**
 * The project's cache folder, `.site-cache/`. In a module of its own: `site check` and the
 * other small readers of the cache need its name, not the build cache's code (and the content
 * schemas that code loads).
 */
export function cacheDir(root: string): string {
  return path.join(root, '.site-cache');
}
