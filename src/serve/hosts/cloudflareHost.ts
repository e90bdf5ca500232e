import { fileAt } from '../../output/fileAt.ts';
import { decodePath, NOT_FOUND_PAGE } from '../../output/pageUrl.ts';
import { matchRedirect, withQuery } from '../../redirects/matchRedirect.ts';
import { redirectStatus, type RedirectRule } from '../../redirects/parseRedirects.ts';
import { requestTarget } from '../requestTarget.ts';
import type { Answer, SiteIndex } from './answer.ts';

const validRules = new WeakMap<readonly RedirectRule[], readonly RedirectRule[]>();

/**
 * Cloudflare Pages as docs/output-contract.md describes it: `_redirects` first (a rule applies
 * even where a file exists; a forced `301!` line is invalid there and skipped; no status means
 * 302), then its HTML handling, which answers `/about.html` and `/about/` with a 308 to
 * `/about`. Paths are case-sensitive and never normalised otherwise: `/About` is a 404, where
 * the not-found page's script takes the visitor on.
 */
export function cloudflareAnswer(target: string, site: SiteIndex): Answer {
  const request = requestTarget(target);
  if (!request.ok) return { kind: 'bad-request', reason: request.reason };
  const redirect = matchRedirect(rulesOf(site.rules), request.path);
  if (redirect) {
    const status = redirectStatus(redirect.rule, 302);
    if (status !== 200) return { kind: 'redirect', status, location: withQuery(redirect.target, request.query) };
    const file = fileAt(site.files, redirect.target.split(/[?#]/)[0]!);
    return file ? { kind: 'file', file } : { kind: 'not-found' };
  }
  const path = decodePath(request.path)!;
  const moved = (location: string): Answer => ({ kind: 'redirect', status: 308, location: withQuery(location, request.query) });
  if (path.endsWith('.html') && site.files.has(path.slice(1)))
    return moved(path === '/index.html' ? '/' : path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length));
  if (path.length > 1 && path.endsWith('/') && site.files.has(`${path.slice(1, -1)}.html`)) return moved(path.slice(0, -1));
  const file = fileAt(site.files, path);
  return file && file !== NOT_FOUND_PAGE ? { kind: 'file', file } : { kind: 'not-found' };
}

/** The rules Cloudflare Pages accepts: a forced status such as `301!` fails its status check. */
function rulesOf(rules: readonly RedirectRule[]): readonly RedirectRule[] {
  let valid = validRules.get(rules);
  if (!valid) validRules.set(rules, (valid = rules.filter((rule) => !rule.force)));
  return valid;
}
