import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { elementIds, urlReferences } from '../htmlScan.ts';
import type { BuiltSite } from '../readSite.ts';

export const LINKS_RULE = 'links/resolve';

/**
 * Every internal href/src/srcset resolves to a built file, or to a redirect (one hop) whose
 * target is built; every #fragment names an id on its target page.
 */
export function checkLinks(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByPage.get(file);
    if (!ids) idsByPage.set(file, (ids = elementIds(site.pages.get(file) ?? '')));
    return ids;
  };

  for (const [page, html] of site.pages) {
    for (const reference of urlReferences(html)) {
      const problem = resolveReference(site, page, reference.value, idsOf);
      if (problem) {
        findings.push({
          file: `${site.label}/${page}`,
          line: reference.line,
          column: reference.column,
          severity: 'error',
          rule: LINKS_RULE,
          message: `<${reference.tag} ${reference.attribute}="${reference.value}">: ${problem}`,
        });
      }
    }
  }
  return findings;
}

/** Why a reference is broken, or undefined when it resolves. External URLs are not followed. */
function resolveReference(site: BuiltSite, page: string, value: string, idsOf: (file: string) => Set<string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
  const [pathAndQuery = '', fragment] = value.split('#');
  const pathPart = pathAndQuery.split('?')[0]!;
  let target: string | undefined;
  if (pathPart === '') target = page;
  else {
    const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://x/${page}`).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(absolute);
    } catch {
      return 'the path has malformed percent-encoding';
    }
    target = fileFor(site, decoded);
    if (target === undefined) {
      const redirect = site.redirects.get(decoded);
      if (redirect === undefined) return 'no built file or redirect at this path';
      if (site.redirects.has(redirect)) return `redirects to ${redirect}, which redirects again (chains are not allowed)`;
      target = fileFor(site, redirect);
      if (target === undefined) return `redirects to ${redirect}, which is not built`;
    }
  }
  if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) return `no element with id "${fragment}" on ${target}`;
  return undefined;
}

/** File-style lookup as static hosts do it: /about → about.html, / → index.html, /a.css → a.css. */
export function fileFor(site: BuiltSite, urlPath: string): string | undefined {
  const relative = urlPath.replace(/^\/+/, '');
  const candidates = relative === '' ? ['index.html'] : relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => site.files.has(candidate));
}
