import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { countBySeverity, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/formatDiagnostic.ts';
import { catalogueEntry } from '../errors/catalogue.ts';

/** Warnings printed in full up to this many; past it, a summary by rule (errors are always in full). */
export const WARNINGS_IN_FULL = 20;

/** All diagnostics, sorted by file and position, then a count line. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], write: (text: string) => void): void {
  if (diagnostics.length === 0) return;
  for (const d of sortDiagnostics(diagnostics)) write(`${formatDiagnostic(d)}\n`);
  const { error, warning } = countBySeverity(diagnostics);
  write(`\n${plural(error, 'error')}, ${plural(warning, 'warning')}\n`);
}

/**
 * A build's diagnostics as a writer can use them: every error in full; the warnings in full while
 * they are few, else a summary a screen holds: per rule, how many, in how many files, and where
 * the first ones are (`file:line:col`, as editors read it). `all` prints every warning in full.
 */
export function printBuildDiagnostics(diagnostics: readonly Diagnostic[], write: (text: string) => void, { all = false } = {}): void {
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (all || warnings.length <= WARNINGS_IN_FULL) return printDiagnostics(diagnostics, write);
  const errors = diagnostics.filter((d) => d.severity !== 'warning');
  for (const d of sortDiagnostics(errors)) write(`${formatDiagnostic(d)}\n`);
  if (errors.length > 0) write('\n');
  write(`${plural(warnings.length, 'warning')}, by rule (\`--all-warnings\` prints each in full):\n`);
  for (const line of warningSummary(warnings)) write(`${line}\n`);
  const { error, warning } = countBySeverity(diagnostics);
  write(`\n${plural(error, 'error')}, ${plural(warning, 'warning')}\n`);
}

/** One line per rule (most warnings first), then where its first few are. */
export function warningSummary(warnings: readonly Diagnostic[], shown = 3): string[] {
  const byRule = new Map<string, Diagnostic[]>();
  for (const d of sortDiagnostics(warnings)) byRule.set(d.rule, [...(byRule.get(d.rule) ?? []), d]);
  return [...byRule]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .flatMap(([rule, group]) => {
      const files = new Set(group.map((d) => d.file)).size;
      const first = group.slice(0, shown).map((d) => `${d.file}:${d.line}:${d.column}`);
      const more = group.length > shown ? `, and ${group.length - shown} more` : '';
      const title = catalogueEntry(rule)?.title ?? group[0]!.message;
      return [`  [${rule}] ${plural(group.length, 'warning')} in ${plural(files, 'file')}: ${title}`, `    ${first.join(', ')}${more}`];
    });
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
