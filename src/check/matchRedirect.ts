import type { BuiltSite } from './builtSite.ts';
import type { Redirects, RedirectRule } from './parseRedirects.ts';
import { redirectRules } from './redirectRules.ts';

export interface RedirectMatch {
  rule: RedirectRule;
  /** The destination with the source's placeholders and splat filled in. */
  target: string;
}

interface Index {
  /** Exact sources; the topmost rule for a source wins, as on Cloudflare Pages. */
  exact: Map<string, RedirectRule>;
  dynamic: readonly RedirectRule[];
}

const indexes = new WeakMap<Redirects, Index>();

/** The rule Cloudflare Pages applies to a path (query and fragment removed): the topmost that matches. */
export function matchRedirect(site: Pick<BuiltSite, 'redirects' | 'redirectRules'>, path: string): RedirectMatch | undefined {
  const { exact, dynamic } = indexOf(redirectRules(site));
  const exactRule = exact.get(path);
  for (const rule of dynamic) {
    if (exactRule && exactRule.line < rule.line) break;
    const match = rule.pattern!.exec(path);
    if (match) return { rule, target: fillPlaceholders(rule.to, match.groups ?? {}) };
  }
  return exactRule && { rule: exactRule, target: exactRule.to };
}

function indexOf(redirects: Redirects): Index {
  let index = indexes.get(redirects);
  if (!index) {
    const exact = new Map<string, RedirectRule>();
    for (const rule of redirects.rules) if (!rule.dynamic && !exact.has(rule.from)) exact.set(rule.from, rule);
    index = { exact, dynamic: redirects.rules.filter((rule) => rule.dynamic) };
    indexes.set(redirects, index);
  }
  return index;
}

function fillPlaceholders(destination: string, values: Record<string, string | undefined>): string {
  return destination.replace(/:([A-Za-z]\w*)/g, (placeholder, name: string) => values[name] ?? placeholder);
}
