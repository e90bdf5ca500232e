import { matchRedirect, withQuery } from '../redirects/matchRedirect.ts';
import { redirectStatus, type RedirectRule } from '../redirects/parseRedirects.ts';
import { normalisePath } from '../routes/normalisePath.ts';

/** Longest request path the preview server will look at; real URLs on this site are far shorter. */
export const MAX_PATH_LENGTH = 2048;

export type RequestDecision =
  | { kind: 'bad-request'; reason: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'lookup'; path: string };

/**
 * What to do with a raw request target, before touching the file system. Pure, so every
 * hostile form can be tested: NUL bytes, malformed or double encoding, backslashes, `..`
 * and `.` segments, `#` and `?` suffixes, overlong paths. A path that is not canonical is
 * redirected to its canonical form (PRODUCT.md §4.6), so only canonical paths reach a lookup,
 * and a canonical path cannot contain `..`, `\` or an encoded character.
 */
export function resolveRequest(target: string, rules: readonly RedirectRule[]): RequestDecision {
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
  // A rule for the canonical path answers in one hop, even when the request was not canonical.
  const redirect = matchRedirect(rules, canonical);
  if (redirect) return { kind: 'redirect', status: redirectStatus(redirect.rule), location: withQuery(redirect.target, query) };
  if (canonical !== rawPath) return { kind: 'redirect', status: 301, location: withQuery(canonical, query) };
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
