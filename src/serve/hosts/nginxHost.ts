import { fileAt } from '../../output/fileAt.ts';
import { NOT_FOUND_PAGE } from '../../output/pageUrl.ts';
import { resolveRequest } from '../resolveRequest.ts';
import type { Answer, SiteIndex } from './answer.ts';

/**
 * The output contract in full, as the generated nginx configuration implements it: canonical
 * paths, the `_redirects` rules in one hop with the query string, published files only, and
 * the not-found page with 404. The preview's default.
 */
export function nginxAnswer(target: string, site: SiteIndex): Answer {
  const pageAt = (path: string) => {
    const file = fileAt(site.files, path);
    return file === NOT_FOUND_PAGE ? undefined : file;
  };
  const decision = resolveRequest(target, site.rules, (path) => pageAt(path) !== undefined);
  if (decision.kind !== 'lookup') return decision;
  const file = pageAt(decision.path);
  return file === undefined ? { kind: 'not-found' } : { kind: 'file', file };
}
