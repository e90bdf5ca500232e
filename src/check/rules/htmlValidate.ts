import { HtmlValidate } from 'html-validate';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../readSite.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // JSON-LD blocks are the only inline scripts we emit; they carry data, not code.
    'no-inline-style': 'error',
  },
});

/** html-validate's recommended and document presets on every page. */
export async function checkHtml(site: BuiltSite): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  for (const [page, html] of site.pages) {
    const report = await validator.validateString(html, `${site.label}/${page}`);
    for (const result of report.results) {
      for (const message of result.messages) {
        findings.push({
          file: `${site.label}/${page}`,
          line: message.line,
          column: message.column,
          severity: message.severity >= 2 ? 'error' : 'warning',
          rule: `html-validate/${message.ruleId}`,
          message: message.message,
        });
      }
    }
  }
  return findings;
}
