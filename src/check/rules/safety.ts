import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { pageFacts } from '../siteFacts.ts';
import { finding } from '../../errors/problem.ts';

/**
 * The safety rules: what each page holds on its own (safetyOnPage, read with the page), and
 * no plain-http links to the site itself, anywhere in a page, JSON-LD included: an http: link
 * to ourselves costs a redirect and leaks the visit.
 */
export function checkSafety(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const insecureSelf = site.origin?.startsWith('https:') ? `http:${site.origin.slice('https:'.length)}`.toLowerCase() : undefined;
  for (const page of site.pages.keys()) {
    const facts = pageFacts(site, page);
    const file = `${site.label}/${page}`;
    for (const finding of facts.findings) if (finding.rule.startsWith('safety/')) findings.push({ file, ...finding });
    if (!insecureSelf) continue;
    for (const { value, at } of facts.httpUrls) {
      if (value.toLowerCase() === insecureSelf)
        findings.push(finding('safety/insecure-link', { file, ...at }, `${value} is plain http; link to ${site.origin}`));
    }
  }
  return findings;
}
