import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { fileAt } from '../../output/fileAt.ts';
import { matchRedirect } from '../../redirects/matchRedirect.ts';
import { pageFacts } from '../siteFacts.ts';
import { STRUCTURED_DATA_RULE } from './page/structuredDataOnPage.ts';
import { finding } from '../../errors/problem.ts';

export { STRUCTURED_DATA_RULE };

/**
 * The structured-data rules: what each page's JSON-LD says on its own (structuredDataOnPage,
 * read with the page), and breadcrumbs that point at pages of this site that are built.
 */
export function checkStructuredData(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const page of site.pages.keys()) {
    const facts = pageFacts(site, page);
    const file = `${site.label}/${page}`;
    for (const finding of facts.findings) if (finding.rule === STRUCTURED_DATA_RULE) findings.push({ file, ...finding });
    // Breadcrumbs are this site's when they start with the origin the page itself names.
    const canonical = facts.head.canonicals[0]?.value ?? '';
    const origin = /^https?:\/\//.test(canonical) && URL.canParse(canonical) ? new URL(canonical).origin : undefined;
    if (!origin) continue;
    for (const { item, url, at } of facts.breadcrumbs) {
      if (!url.startsWith(origin)) continue;
      const path = url.slice(origin.length) || '/';
      const redirect = matchRedirect(site.redirectRules.rules, path);
      if (!fileAt(site.files, path) && !(redirect && fileAt(site.files, redirect.target))) {
        findings.push(finding(STRUCTURED_DATA_RULE, { file, ...at }, `BreadcrumbList: item ${item} points at ${path}, which is not built`));
      }
    }
  }
  return findings;
}
