import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { isFollowable } from '../page/pageFacts.ts';
import { pageFacts } from '../siteFacts.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../../output/pageUrl.ts';
import { resolveReference } from '../resolveLink.ts';
import { finding } from '../../errors/problem.ts';

export const ORPHAN_RULE = 'links/orphan' as const;
export const DEPTH_RULE = 'links/depth' as const;

/** The most clicks from / a page may need: visitors and crawlers give up on deeper pages. */
export const MAX_CLICK_DEPTH = 4;

/**
 * Every page can be reached from the home page by following links (and redirects to pages):
 * `links/orphan` when none does, and `links/depth` (a warning) when the shortest chain takes
 * more than four clicks.
 */
export function checkOrphans(site: BuiltSite): Diagnostic[] {
  if (!site.pages.has('index.html')) return [];
  const depth = clickDepths(site);
  const findings: Diagnostic[] = [];
  const report = (page: string, rule: typeof ORPHAN_RULE | typeof DEPTH_RULE, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${page}`, line: 1, column: 1 }, message));
  for (const page of site.pages.keys()) {
    if (page === NOT_FOUND_PAGE) continue;
    const clicks = depth.get(page);
    if (clicks === undefined) report(page, ORPHAN_RULE, `No chain of links from / reaches ${pageUrl(page)}; link to it from a page that is linked`);
    else if (clicks > MAX_CLICK_DEPTH) {
      report(page, DEPTH_RULE, `${pageUrl(page)} is ${clicks} clicks from /, more than ${MAX_CLICK_DEPTH}; link to it from a page nearer the home page`);
    }
  }
  return findings;
}

/** Pages reached from the home page → the fewest clicks it takes (breadth first). */
function clickDepths(site: BuiltSite): Map<string, number> {
  const depth = new Map([['index.html', 0]]);
  const queue = ['index.html'];
  for (let next = 0; next < queue.length; next++) {
    const page = queue[next]!;
    const clicks = depth.get(page)! + 1;
    for (const reference of pageFacts(site, page).references) {
      if (!isFollowable(reference)) continue;
      const resolved = resolveReference(site, page, reference);
      if (resolved.kind === 'file' && site.pages.has(resolved.file) && !depth.has(resolved.file)) {
        depth.set(resolved.file, clicks);
        queue.push(resolved.file);
      }
    }
  }
  return depth;
}
