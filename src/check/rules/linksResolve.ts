import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { urlReferences } from '../page/pageFacts.ts';
import { resolveReference } from '../resolveLink.ts';
import { pageFacts, reparse } from '../siteFacts.ts';
import { finding } from '../../errors/problem.ts';

export const LINKS_RULE = 'links/resolve' as const;

/**
 * Every internal href/src/srcset resolves to a built file, or to a redirect (one hop, static
 * or dynamic) whose target is built; every #fragment names an id on its target page.
 */
export function checkLinks(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByPage.get(file);
    if (!ids) idsByPage.set(file, (ids = new Set(site.pages.has(file) ? pageFacts(site, file).ids : [])));
    return ids;
  };

  for (const page of site.pages.keys()) {
    // The facts hold each distinct reference once; a page with a broken one is parsed again to say where each is.
    const problems = new Map<string, string>();
    for (const reference of pageFacts(site, page).references) {
      const [tag, attribute, url] = reference;
      const resolved = resolveReference(site, page, reference);
      const problem =
        resolved.kind === 'broken'
          ? resolved.problem
          : resolved.kind === 'file' && resolved.fragment && resolved.file.endsWith('.html') && !idsOf(resolved.file).has(resolved.fragment)
            ? `no element with id "${resolved.fragment}" on ${resolved.file}`
            : undefined;
      if (problem) problems.set(`${tag} ${attribute} ${url}`, problem);
    }
    if (problems.size === 0) continue;
    const parsed = reparse(site, page);
    for (const { tag, attribute, url, offset } of urlReferences(parsed)) {
      const problem = problems.get(`${tag} ${attribute} ${url}`);
      if (problem) {
        findings.push(finding(LINKS_RULE, { file: `${site.label}/${page}`, ...parsed.at(offset) }, `<${tag} ${attribute}="${url}">: ${problem}`));
      }
    }
  }
  return findings;
}
