import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { pageScan } from '../pageScan.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../../output/pageUrl.ts';
import { resolveLink } from '../resolveLink.ts';

export const ORPHAN_RULE = 'links/orphan';

/** Every page can be reached from the home page by following links (and redirects to pages). */
export function checkOrphans(site: BuiltSite): Diagnostic[] {
  if (!site.pages.has('index.html')) return [];
  const reached = new Set(['index.html']);
  const queue = ['index.html'];
  while (queue.length > 0) {
    const page = queue.pop()!;
    for (const tag of pageScan(site, page).tags) {
      const href = tag.attributes.get('href');
      if ((tag.tag !== 'a' && tag.tag !== 'area') || href === undefined) continue;
      const resolved = resolveLink(site, page, href);
      if (resolved.kind === 'file' && site.pages.has(resolved.file) && !reached.has(resolved.file)) {
        reached.add(resolved.file);
        queue.push(resolved.file);
      }
    }
  }
  return [...site.pages.keys()]
    .filter((page) => !reached.has(page) && page !== NOT_FOUND_PAGE)
    .map((page) => ({
      file: `${site.label}/${page}`,
      line: 1,
      column: 1,
      severity: 'error',
      rule: ORPHAN_RULE,
      message: `No chain of links from / reaches ${pageUrl(page)}; link to it from a page that is linked`,
    }));
}
