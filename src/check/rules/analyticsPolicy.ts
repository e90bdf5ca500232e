import { setupOfTag } from '../../analytics/analyticsTag.ts';
import { policySources } from '../../analytics/policySources.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { contentSecurityPolicy } from '../../emit/securityHeaders.ts';
import { finding } from '../../errors/problem.ts';
import { headersFor, parseHeaders } from '../../output/parseHeaders.ts';
import { pageUrl } from '../../output/pageUrl.ts';
import type { BuiltSite } from '../builtSite.ts';
import { pageFacts } from '../siteFacts.ts';

/**
 * The analytics rules (docs/check-rules.md#analytics): the Content-Security-Policy of
 * `_headers` and the pages' analytics tags agree. Each page's policy allows every host its tag
 * needs (src/analytics/policySources.ts, the table the build writes the policy from), or the
 * browser blocks the provider and the site counts nothing; and the policy allows no host
 * beyond its own but those some page's tag needs, so a provider removed leaves no opening behind.
 */
export function checkAnalyticsPolicy(site: BuiltSite): Diagnostic[] {
  const text = site.texts?.get('_headers');
  if (text === undefined) return [];
  const rules = parseHeaders(text);
  const policyAt = (url: string) => parsePolicy(headersFor(rules, url).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '');
  const findings: Diagnostic[] = [];
  const needed = new Set<string>();
  for (const page of site.pages.keys()) {
    const tags = pageFacts(site, page).scripts.analytics ?? [];
    if (tags.length === 0) continue;
    const policy = policyAt(pageUrl(page));
    for (const tag of tags) {
      const at = { file: `${site.label}/${page}`, ...tag.at };
      const setup = setupOfTag(tag.src, tag.attributes);
      if (!setup) {
        findings.push(
          finding(
            'analytics/unreadable-tag',
            at,
            `The analytics tag names no provider this site knows (data-analytics="${tag.attributes['data-analytics'] ?? ''}"), or lacks its id, domain or endpoint`,
          ),
        );
        continue;
      }
      for (const [directive, sources] of Object.entries(policySources(setup))) {
        for (const source of sources) {
          needed.add(`${directive} ${source}`);
          if (!policy.get(directive)?.has(source))
            findings.push(
              finding(
                'analytics/blocked-by-policy',
                at,
                `The ${setup.provider} tag needs ${source} in \`${directive}\`, which the page's Content-Security-Policy does not allow: the browser would block it`,
              ),
            );
        }
      }
    }
  }
  return [...findings, ...widerThanTags(site, text, policyAt('/'), needed)];
}

/** Sources the site-wide policy allows beyond the site's own policy that no page's tag needs. */
function widerThanTags(site: BuiltSite, text: string, policy: Map<string, Set<string>>, needed: ReadonlySet<string>): Diagnostic[] {
  const own = parsePolicy(contentSecurityPolicy());
  const line = text.split('\n').findIndex((row) => /^\s+content-security-policy:/i.test(row)) + 1;
  const at = { file: `${site.label}/_headers`, line: Math.max(line, 1), column: 3 };
  const findings: Diagnostic[] = [];
  for (const [directive, sources] of policy) {
    for (const source of sources) {
      if (own.get(directive)?.has(source) || needed.has(`${directive} ${source}`)) continue;
      findings.push(
        finding('analytics/policy-too-wide', at, `The Content-Security-Policy allows ${source} in \`${directive}\`, which no page's analytics tag needs`),
      );
    }
  }
  return findings;
}

/** A policy's directives by name, each with its set of sources. */
function parsePolicy(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), new Set(sources));
  }
  return directives;
}
