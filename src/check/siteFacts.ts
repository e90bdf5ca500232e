import type { BuiltSite } from './builtSite.ts';
import { analysePage } from './page/analysePage.ts';
import { parsePage, type ParsedPage } from './page/parsePage.ts';
import type { PageFacts } from './page/pageFacts.ts';

/**
 * Facts per page, keyed by the site's pages map: a site narrowed or changed for a test gets
 * facts of its own, and `site check` hands in what its cache and workers worked out.
 */
const factsBySite = new WeakMap<BuiltSite['pages'], Map<string, PageFacts>>();

function factsOf(site: BuiltSite): Map<string, PageFacts> {
  let facts = factsBySite.get(site.pages);
  if (!facts) factsBySite.set(site.pages, (facts = new Map<string, PageFacts>()));
  return facts;
}

/** The facts of one page of the site: worked out from its markup the first time a rule asks. */
export function pageFacts(site: BuiltSite, page: string): PageFacts {
  const facts = factsOf(site);
  let found = facts.get(page);
  if (!found) facts.set(page, (found = analysePage(site.pages.get(page) ?? '')));
  return found;
}

/** Facts already worked out elsewhere (the check cache, worker threads), for the rules to use as they are. */
export function provideFacts(site: BuiltSite, known: ReadonlyMap<string, PageFacts>): void {
  const facts = factsOf(site);
  for (const [page, found] of known) facts.set(page, found);
}

/** The page parsed again, for a rule that must say where in it something is (facts keep few positions). */
export function reparse(site: BuiltSite, page: string): ParsedPage {
  return parsePage(site.pages.get(page) ?? '');
}
