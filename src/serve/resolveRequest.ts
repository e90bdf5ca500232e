import { matchRedirect, withQuery } from '../redirects/matchRedirect.ts';
import { redirectStatus, type RedirectRule } from '../redirects/parseRedirects.ts';
import { normalisePath } from '../routes/normalisePath.ts';
import { requestTarget } from './requestTarget.ts';

export { MAX_PATH_LENGTH } from './requestTarget.ts';

export type RequestDecision =
  { kind: 'bad-request'; reason: string } | { kind: 'redirect'; status: number; location: string } | { kind: 'lookup'; path: string } | { kind: 'not-found' };

/**
 * The output contract (docs/output-contract.md) for one raw request target, before touching
 * the file system: the redirect rule for the canonical path, in one hop and with the query
 * string; else a 301 to the canonical path when it leads somewhere (`exists`); else a lookup
 * of the path, which is then canonical. Pure, so every hostile form can be tested: NUL bytes,
 * malformed or double encoding, backslashes, `..` and `.` segments, `#` and `?` suffixes,
 * overlong paths. A canonical path cannot contain `..`, `\` or an encoded character.
 */
export function resolveRequest(target: string, rules: readonly RedirectRule[], exists: (canonicalPath: string) => boolean = () => true): RequestDecision {
  const request = requestTarget(target);
  if (!request.ok) return { kind: 'bad-request', reason: request.reason };
  const canonical = normalisePath(request.path);
  if (/[\0\\]/.test(canonical) || canonical.includes('%')) return { kind: 'bad-request', reason: 'path cannot be made safe' };

  // A rule for the canonical path answers in one hop, even when the request was not canonical.
  const redirect = matchRedirect(rules, canonical);
  const rewrite = redirect && redirectStatus(redirect.rule) === 200 ? redirect.target.split(/[?#]/)[0]! : undefined;
  if (redirect && rewrite === undefined)
    return { kind: 'redirect', status: redirectStatus(redirect.rule), location: withQuery(redirect.target, request.query) };
  if (canonical === request.path) return { kind: 'lookup', path: rewrite ?? canonical };
  // Only to somewhere real: a redirect to a page that is not there would be a hop for nothing.
  return rewrite !== undefined || exists(canonical) ? { kind: 'redirect', status: 301, location: withQuery(canonical, request.query) } : { kind: 'not-found' };
}
