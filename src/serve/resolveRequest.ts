import { normalisePath } from '../routes/normalisePath.ts';

/** Longest request path the preview server will look at; real URLs on this site are far shorter. */
export const MAX_PATH_LENGTH = 2048;

export type RequestDecision =
  | { kind: 'bad-request'; reason: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'lookup'; path: string };

/**
 * What to do with a raw request target, before touching the file system. Pure, so every
 * hostile form can be tested: NUL bytes, malformed or double encoding, backslashes, `..`
 * and `.` segments, `#` and `?` suffixes, overlong paths. A path that is not canonical is
 * redirected to its canonical form (PRODUCT.md §4.6), so only canonical paths reach a lookup,
 * and a canonical path cannot contain `..`, `\` or an encoded character.
 */
export function resolveRequest(target: string, redirects: (path: string) => string | undefined): RequestDecision {
  if (target.length > MAX_PATH_LENGTH) return { kind: 'bad-request', reason: 'request target too long' };
  if (!target.startsWith('/')) return { kind: 'bad-request', reason: 'request target must be a path' };
  // Browsers never send a fragment; a raw client might. It is not part of the path.
  const [pathAndQuery = '/'] = target.split('#');
  const queryAt = pathAndQuery.indexOf('?');
  const rawPath = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  if (rawPath.includes('\0') || /%00/i.test(rawPath)) return { kind: 'bad-request', reason: 'NUL byte in path' };
  if (!isDecodable(rawPath)) return { kind: 'bad-request', reason: 'malformed percent-encoding' };

  const canonical = normalisePath(rawPath);
  if (/[\0\\]/.test(canonical) || canonical.includes('%')) return { kind: 'bad-request', reason: 'path cannot be made safe' };
  if (canonical !== rawPath) return { kind: 'redirect', location: canonical + query };
  const redirect = redirects(canonical);
  if (redirect !== undefined) return { kind: 'redirect', location: redirect + query };
  return { kind: 'lookup', path: canonical };
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
