import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { pageScan } from '../pageScan.ts';

/** The one kind of inline script the CSP (script-src 'self') lets through: it is data, not code. */
const JSON_LD = 'application/ld+json';

/**
 * Nothing the Content-Security-Policy would block (inline scripts, event-handler attributes,
 * `javascript:` URLs, inline styles), no reverse tabnabbing through `target="_blank"`, and no
 * plain-http links to the site itself.
 */
export function checkSafety(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const insecureSelf = site.origin?.startsWith('https:') ? `http:${site.origin.slice('https:'.length)}`.toLowerCase() : undefined;
  for (const page of site.pages.keys()) {
    const { html, tags, at } = pageScan(site, page);
    const report = (offset: number, id: string, message: string) =>
      findings.push({ file: `${site.label}/${page}`, ...at(offset), severity: 'error', rule: `safety/${id}`, message });

    for (const { tag, attributes, offset } of tags) {
      if (tag === 'script' && !attributes.has('src') && attributes.get('type')?.toLowerCase() !== JSON_LD) {
        report(offset, 'inline-script', 'Inline <script>: the CSP blocks it; move the code into the site script');
      }
      if (tag === 'style') report(offset, 'inline-style', 'Inline <style>: the CSP blocks it; move the rules into the stylesheet');
      for (const [name, value] of attributes) {
        if (/^on[a-z]+$/.test(name)) report(offset, 'inline-handler', `<${tag} ${name}>: the CSP blocks inline event handlers; attach listeners in the site script`);
        else if (name === 'style') report(offset, 'inline-style', `<${tag} style="${value}">: the CSP blocks style attributes; use a class`);
        else if (/^\s*javascript:/i.test(value) && (name === 'href' || name === 'src' || name === 'action' || name === 'formaction')) {
          report(offset, 'inline-script', `<${tag} ${name}="${value}">: the CSP blocks javascript: URLs`);
        }
      }
      if (attributes.get('target')?.toLowerCase() === '_blank') {
        const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
        if (!rel.has('noopener') || !rel.has('noreferrer')) report(offset, 'target-blank', `<${tag} target="_blank"> needs rel="noopener noreferrer"`);
      }
    }
    if (insecureSelf) {
      // Anywhere in the page, JSON-LD included: an http: link to ourselves costs a redirect and leaks the visit.
      const lower = html.toLowerCase();
      for (let i = lower.indexOf(insecureSelf); i !== -1; i = lower.indexOf(insecureSelf, i + 1)) {
        if (/[\w.-]/.test(lower[i + insecureSelf.length] ?? '')) continue;
        report(i, 'insecure-link', `${html.slice(i, i + insecureSelf.length)} is plain http; link to ${site.origin}`);
      }
    }
  }
  return findings;
}
