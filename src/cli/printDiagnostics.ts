import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { countBySeverity, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/formatDiagnostic.ts';

/** All diagnostics, sorted by file and position, then a count line. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], write: (text: string) => void): void {
  if (diagnostics.length === 0) return;
  for (const d of sortDiagnostics(diagnostics)) write(`${formatDiagnostic(d)}\n`);
  const { error, warning } = countBySeverity(diagnostics);
  write(`\n${plural(error, 'error')}, ${plural(warning, 'warning')}\n`);
}

/**
 * Diagnostics grouped by rule, rules in alphabetical order: a `[rule] 2 errors` heading, the
 * rule's findings sorted by file and position, a blank line; then the count line.
 */
export function printDiagnosticsByRule(diagnostics: readonly Diagnostic[], write: (text: string) => void): void {
  if (diagnostics.length === 0) return;
  const byRule = new Map<string, Diagnostic[]>();
  for (const d of sortDiagnostics(diagnostics)) {
    const group = byRule.get(d.rule);
    if (group) group.push(d);
    else byRule.set(d.rule, [d]);
  }
  for (const rule of [...byRule.keys()].sort()) {
    const group = byRule.get(rule)!;
    const { error, warning } = countBySeverity(group);
    write(`[${rule}] ${[error && plural(error, 'error'), warning && plural(warning, 'warning')].filter(Boolean).join(', ')}\n`);
    for (const d of group) write(`${formatDiagnostic(d)}\n`);
    write('\n');
  }
  const { error, warning } = countBySeverity(diagnostics);
  write(`${plural(error, 'error')}, ${plural(warning, 'warning')}\n`);
}

export function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}
