import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { isForcedTwin } from '../../redirects/parseRedirects.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';

/** Cloudflare Pages' limits for `_redirects` (developers.cloudflare.com/pages/configuration/redirects). */
export const REDIRECT_LIMITS = { static: 2_000, dynamic: 100, characters: 1_000 } as const;

const statuses = new Set(['200', '301', '302', '303', '307', '308']);

/**
 * `_redirects` as Cloudflare Pages will accept it: every line a rule it understands, within
 * its limits, and static rules before dynamic ones (as its documentation asks, since the
 * topmost matching rule wins).
 */
export function checkRedirectLimits(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (line: number, rule: Extract<RuleId, `redirects/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/_redirects`, line, column: 1 }, message));

  for (const { line, text } of site.redirectRules.malformed)
    report(line, 'redirects/syntax', `"${text}" is not \`source destination [status]\`; Cloudflare Pages ignores it`);

  let staticCount = 0;
  let dynamicCount = 0;
  let firstDynamic: number | undefined;
  const rules = site.redirectRules.rules;
  for (const [index, rule] of rules.entries()) {
    if (rule.status !== undefined && !statuses.has(rule.status))
      report(rule.line, 'redirects/syntax', `Status ${rule.status} is not one Cloudflare Pages redirects with (${[...statuses].join(', ')})`);
    // Cloudflare Pages rejects `301!`; the plain copy on the next line is the rule it reads.
    else if (rule.force && !(rules[index + 1] && isForcedTwin(rules, index + 1))) {
      report(
        rule.line,
        'redirects/syntax',
        `Status ${rule.status ?? ''}! is forced, which Cloudflare Pages rejects; repeat the rule without ! on the next line`,
      );
    }
    if (rule.text.length > REDIRECT_LIMITS.characters)
      report(rule.line, 'redirects/limits', `The rule is ${rule.text.length} characters long; Cloudflare Pages allows ${REDIRECT_LIMITS.characters}`);
    if (rule.dynamic) firstDynamic ??= rule.line;
    else if (firstDynamic !== undefined)
      report(rule.line, 'redirects/order', `Static rule ${rule.from} comes after the dynamic rule on line ${firstDynamic}; put static rules first`);

    if (!rule.dynamic && ++staticCount === REDIRECT_LIMITS.static + 1)
      report(rule.line, 'redirects/limits', `Static rule ${staticCount} is over Cloudflare Pages' limit of ${REDIRECT_LIMITS.static}`);
    if (rule.dynamic && ++dynamicCount === REDIRECT_LIMITS.dynamic + 1)
      report(rule.line, 'redirects/limits', `Dynamic rule ${dynamicCount} is over Cloudflare Pages' limit of ${REDIRECT_LIMITS.dynamic}`);
  }
  return findings;
}
