import type { BuiltSite } from './builtSite.ts';
import { analysePage } from './page/analysePage.ts';
import { parsePage, type ParsedPage } from './page/parsePage.ts';
import type { PageFacts } from './page/pageFacts.ts';

/**
 * Facts per page, keyed by the site's pages map: a site narrowed or changed for a test gets
 * facts of its own, and `site check` hands in what its cache and workers worked out.
 */
const factsBySite = new WeakMap<BuiltSite['pages'], FactsByPage>();

type FactsByPage = Pick<Map<string, PageFacts>, 'get' | 'set'>;

function factsOf(site: BuiltSite): FactsByPage {
  let facts = factsBySite.get(site.pages);
  if (!facts) factsBySite.set(site.pages, (facts = new Map<string, PageFacts>()));
  return facts;
}

/** The facts of one page of the site: worked out from its markup the first time a rule asks. */
export function pageFacts(site: BuiltSite, page: string): PageFacts {
  const facts = factsOf(site);
  const found = facts.get(page);
  if (found) return found;
  facts.set(page, analysePage(site.pages.get(page) ?? ''));
  // Got again, not returned as made: through a rule's view (readFactsThrough) it comes back noting its reads.
  return facts.get(page)!;
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

/**
 * Gives `view`, a site that stands for `site` (ruleMemo.ts), the facts of `site`, each field a
 * rule reads of them told to `onRead`: what a rule read says when its findings still hold.
 */
export function readFactsThrough(view: BuiltSite, site: BuiltSite, onRead: (field: string) => void): void {
  const facts = factsOf(site);
  const told = new Map<string, PageFacts>();
  factsBySite.set(view.pages, {
    get(page) {
      let found = told.get(page);
      const inner = found ? undefined : facts.get(page);
      if (inner) {
        // A StoredFacts' heavy facts are getters: read with the facts themselves as `this`.
        found = new Proxy(inner, { get: (target, field): unknown => (typeof field === 'string' && onRead(field), Reflect.get(target, field)) });
        told.set(page, found);
      }
      return found;
    },
    set(page, value) {
      facts.set(page, value);
      return this as Map<string, PageFacts>;
    },
  });
}
