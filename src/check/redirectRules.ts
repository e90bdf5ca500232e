import type { BuiltSite } from './builtSite.ts';
import type { Redirects, RedirectRule } from './parseRedirects.ts';

const fromMaps = new WeakMap<BuiltSite['redirects'], Redirects>();

/** The site's redirect rules in order; a site assembled from a static map gets one rule per entry. */
export function redirectRules(site: Pick<BuiltSite, 'redirects' | 'redirectRules'>): Redirects {
  if (site.redirectRules) return site.redirectRules;
  let rules = fromMaps.get(site.redirects);
  if (!rules) fromMaps.set(site.redirects, (rules = { rules: [...site.redirects].map(([from, to], i) => staticRule(from, to, i + 1)), malformed: [] }));
  return rules;
}

/** A rule for a source → target pair known only from a map of static redirects. */
function staticRule(from: string, to: string, line: number): RedirectRule {
  return { from, to, status: undefined, line, text: `${from} ${to}`, dynamic: false, pattern: undefined };
}
