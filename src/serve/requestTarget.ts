import { decodePath } from '../output/pageUrl.ts';

/** Longest request path the preview server will look at; real URLs on this site are far shorter. */
export const MAX_PATH_LENGTH = 2048;

export type RequestTarget = { ok: true; path: string; query: string } | { ok: false; reason: string };

/**
 * A raw request target split into its path (still percent-encoded) and query (`?…` or ``).
 * Refuses what no host answers with a page: overlong or non-path targets, NUL bytes and
 * malformed percent-encoding. A fragment a raw client sends is not part of the path.
 */
export function requestTarget(target: string): RequestTarget {
  if (target.length > MAX_PATH_LENGTH) return { ok: false, reason: 'request target too long' };
  if (!target.startsWith('/')) return { ok: false, reason: 'request target must be a path' };
  const [pathAndQuery = '/'] = target.split('#');
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  if (path.includes('\0') || /%00/i.test(path)) return { ok: false, reason: 'NUL byte in path' };
  if (decodePath(path) === undefined) return { ok: false, reason: 'malformed percent-encoding' };
  return { ok: true, path, query };
}
