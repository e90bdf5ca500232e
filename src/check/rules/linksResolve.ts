import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { elementIds, urlReferences } from '../htmlScan.ts';
import { pageScan } from '../pageScan.ts';
import { resolveLink } from '../resolveLink.ts';

export const LINKS_RULE = 'links/resolve';

/**
 * Every internal href/src/srcset resolves to a built file, or to a redirect (one hop, static
 * or dynamic) whose target is built; every #fragment names an id on its target page.
 */
export function checkLinks(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByPage.get(file);
    if (!ids) idsByPage.set(file, (ids = site.pages.has(file) ? elementIds(pageScan(site, file).tags) : new Set()));
    return ids;
  };

  for (const page of site.pages.keys()) {
    const scan = pageScan(site, page);
    for (const reference of urlReferences(scan.tags)) {
      const resolved = resolveLink(site, page, reference.value);
      const problem =
        resolved.kind === 'broken' ? resolved.problem
        : resolved.kind === 'file' && resolved.fragment && resolved.file.endsWith('.html') && !idsOf(resolved.file).has(resolved.fragment) ? `no element with id "${resolved.fragment}" on ${resolved.file}`
        : undefined;
      if (problem) {
        findings.push({
          file: `${site.label}/${page}`,
          ...scan.at(reference.offset),
          severity: 'error',
          rule: LINKS_RULE,
          message: `<${reference.tag} ${reference.attribute}="${reference.value}">: ${problem}`,
        });
      }
    }
  }
  return findings;
}
