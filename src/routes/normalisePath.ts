/** Aliases of the home page (docs/output-contract.md). */
export const HOME_ALIASES: ReadonlySet<string> = new Set(['/index', '/home', '/default']);

/**
 * The canonical form of a requested path (docs/output-contract.md, "Canonical paths"):
 * percent-encoding decoded, whitespace runs as one hyphen, backslashes as slashes, lowercased,
 * repeated slashes collapsed, dot segments resolved, no trailing slash, no `.html` and no
 * trailing `/index`, and the home aliases mapped to "/". Takes a pathname only: no query or
 * fragment. Used by `site serve` (301), the 404 script (location.replace), the nginx
 * configuration's expectations and tests. Idempotent: normalisePath(normalisePath(p)) === normalisePath(p).
 */
export function normalisePath(pathname: string): string {
  let path = decodeRepeatedly(pathname);
  path = path.trim().replace(/\s+/g, '-').replace(/\\/g, '/').toLowerCase();
  path = dropFileStyleSuffixes(resolveSegments(path));
  return HOME_ALIASES.has(path) ? '/' : path;
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

/** `/about.html` → `/about`, `/kent/index` → `/kent`: the file a page is built in is not its address. */
function dropFileStyleSuffixes(path: string): string {
  let previous;
  do {
    previous = path;
    path = path.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
  } while (path !== previous);
  return path;
}
