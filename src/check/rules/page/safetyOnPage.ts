import type { ParsedPage } from '../../page/parsePage.ts';
import type { PageFinding } from '../../page/pageFacts.ts';
import type { RuleId } from '../../../errors/catalogue.ts';
import { finding } from '../../../errors/problem.ts';

/** The one kind of inline script the CSP (script-src 'self') lets through: it is data, not code. */
export const JSON_LD = 'application/ld+json';

/**
 * The part of the safety rules that needs the page alone: nothing the Content-Security-Policy
 * would block (inline scripts, event-handler attributes, `javascript:` URLs, inline styles)
 * and no reverse tabnabbing through `target="_blank"`. Plain-http links to the site itself
 * need the site's origin: see checkSafety.
 */
export function safetyOnPage(page: ParsedPage): PageFinding[] {
  const findings: PageFinding[] = [];
  const report = (offset: number, rule: Extract<RuleId, `safety/${string}`>, message: string) => {
    const { file: _, ...found } = finding(rule, { file: '', ...page.at(offset) }, message);
    findings.push(found);
  };
  for (const { tag, attributes, offset } of page.tags) {
    if (tag === 'script' && !attributes.has('src') && attributes.get('type')?.toLowerCase() !== JSON_LD) {
      report(offset, 'safety/inline-script', 'Inline <script>: the CSP blocks it; move the code into the site script');
    }
    if (tag === 'style') report(offset, 'safety/inline-style', 'Inline <style>: the CSP blocks it; move the rules into the stylesheet');
    for (const [name, value] of attributes) {
      if (/^on[a-z]+$/.test(name))
        report(offset, 'safety/inline-handler', `<${tag} ${name}>: the CSP blocks inline event handlers; attach listeners in the site script`);
      else if (name === 'style') report(offset, 'safety/inline-style', `<${tag} style="${value}">: the CSP blocks style attributes; use a class`);
      else if (/^\s*javascript:/i.test(value) && (name === 'href' || name === 'src' || name === 'action' || name === 'formaction')) {
        report(offset, 'safety/inline-script', `<${tag} ${name}="${value}">: the CSP blocks javascript: URLs`);
      }
    }
    if (attributes.get('target')?.toLowerCase() === '_blank') {
      const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
      if (!rel.has('noopener') || !rel.has('noreferrer')) report(offset, 'safety/target-blank', `<${tag} target="_blank"> needs rel="noopener noreferrer"`);
    }
  }
  return findings;
}
