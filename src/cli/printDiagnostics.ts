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

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
