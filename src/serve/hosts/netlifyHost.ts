import { fileAt } from '../../output/fileAt.ts';
import { decodePath, NOT_FOUND_PAGE } from '../../output/pageUrl.ts';
import { matchRedirect, withQuery } from '../../redirects/matchRedirect.ts';
import { redirectStatus } from '../../redirects/parseRedirects.ts';
import { requestTarget } from '../requestTarget.ts';
import type { Answer, SiteIndex } from './answer.ts';

/**
 * Netlify as docs/output-contract.md describes it (Pretty URLs off): the topmost matching
 * `_redirects` rule applies unless a file exists at the path and the rule is not forced with
 * `!` (shadowing); no status means 301. Files are found file-style and case-sensitively, so
 * `/about.html` is a duplicate of `/about` and `/About` is a 404.
 */
export function netlifyAnswer(target: string, site: SiteIndex): Answer {
  const request = requestTarget(target);
  if (!request.ok) return { kind: 'bad-request', reason: request.reason };
  const path = decodePath(request.path)!;
  const found = fileAt(site.files, path);
  const file = found === NOT_FOUND_PAGE ? undefined : found;
  const redirect = matchRedirect(site.rules, request.path);
  if (redirect && (redirect.rule.force || file === undefined)) {
    const status = redirectStatus(redirect.rule, 301);
    if (status !== 200) return { kind: 'redirect', status, location: withQuery(redirect.target, request.query) };
    const rewritten = fileAt(site.files, redirect.target.split(/[?#]/)[0]!);
    return rewritten ? { kind: 'file', file: rewritten } : { kind: 'not-found' };
  }
  return file ? { kind: 'file', file } : { kind: 'not-found' };
}
