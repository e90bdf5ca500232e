/** Aliases of the home page (SPEC.md §2). */
const homeAliases = new Set(['/index', '/home', '/index.html', '/default']);

/**
 * The canonical form of a requested path (SPEC.md §2 "Path normalisation"): percent-encoding
 * decoded, whitespace runs as one hyphen, repeated slashes collapsed, dot segments resolved,
 * lowercased, no trailing slash, and the home aliases mapped to "/". Takes a pathname only:
 * no query or fragment. Used by `site serve` (301), the 404 script (location.replace) and tests.
 * Idempotent: normalisePath(normalisePath(p)) === normalisePath(p).
 */
export function normalisePath(pathname: string): string {
  let path = decodeRepeatedly(pathname);
  path = path.trim().replace(/\s+/g, '-').replace(/\\/g, '/').toLowerCase();
  path = resolveSegments(path);
  return homeAliases.has(path) ? '/' : path;
}

/** Decodes until stable, so double-encoded paths normalise in one redirect, not two. */
function decodeRepeatedly(path: string): string {
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break; // A stray "%" that is not an escape stays as it is.
    }
  }
  return path;
}

/** Joins segments without empty, "." and ".." parts; ".." never climbs above the root. */
function resolveSegments(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
