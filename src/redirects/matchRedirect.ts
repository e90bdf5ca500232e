import type { RedirectRule } from './parseRedirects.ts';

export interface RedirectMatch {
  rule: RedirectRule;
  /** The destination with the source's placeholders and splat filled in. */
  target: string;
}

interface Index {
  /** Static sources; the topmost rule for a source. */
  exact: Map<string, RedirectRule>;
  dynamic: readonly RedirectRule[];
}

const indexes = new WeakMap<readonly RedirectRule[], Index>();

/**
 * The rule that applies to a path (no query or fragment): the topmost that matches, static
 * or dynamic, as Netlify and Cloudflare Pages apply them.
 */
export function matchRedirect(rules: readonly RedirectRule[], path: string): RedirectMatch | undefined {
  const { exact, dynamic } = indexOf(rules);
  const exactRule = exact.get(path);
  // Only a dynamic rule above the static one for this path can win over it.
  for (const rule of dynamic) {
    if (exactRule && exactRule.line < rule.line) break;
    const match = rule.pattern!.exec(path);
    if (match) return { rule, target: fillPlaceholders(rule.to, match.groups ?? {}) };
  }
  return exactRule && { rule: exactRule, target: exactRule.to };
}

/**
 * A redirect target carrying the request's query string (`?utm=1`), as every host keeps it;
 * a query the rule writes itself comes first, and a fragment stays last.
 */
export function withQuery(target: string, query: string): string {
  const extra = query.replace(/^\?/, '');
  if (extra === '') return target;
  const hashAt = target.indexOf('#');
  const [base, fragment] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${fragment}`;
}

function indexOf(rules: readonly RedirectRule[]): Index {
  let index = indexes.get(rules);
  if (!index) {
    const exact = new Map<string, RedirectRule>();
    for (const rule of rules) if (!rule.dynamic && !exact.has(rule.from)) exact.set(rule.from, rule);
    index = { exact, dynamic: rules.filter((rule) => rule.dynamic) };
    indexes.set(rules, index);
  }
  return index;
}

/** `:name` and `:splat` in a destination, from the source's captures; unknown names stay as written. */
function fillPlaceholders(destination: string, values: Record<string, string | undefined>): string {
  return destination.replace(/:([A-Za-z]\w*)/g, (placeholder, name: string) => values[name] ?? placeholder);
}
