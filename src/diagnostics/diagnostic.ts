/**
 * The one shape every problem takes, whether it comes from content validation,
 * route expansion, rendering or `site check`.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Path relative to the project (or to dist/ for check findings), with forward slashes. */
  file: string;
  line: number;
  column: number;
  severity: Severity;
  /** Stable rule id, e.g. `content/unknown-reference` or `html-validate/no-dup-id`. */
  rule: string;
  message: string;
  /** Field path inside the record, e.g. `nearby[2]`. */
  field?: string;
  expected?: string;
  found?: string;
  hint?: string;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  let error = 0;
  let warning = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') error++;
    else warning++;
  }
  return { error, warning };
}

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
