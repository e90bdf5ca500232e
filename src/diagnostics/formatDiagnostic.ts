import type { Diagnostic } from './diagnostic.ts';

/** `path:line:col severity [rule] message`, then the field, expected/found and hint indented beneath. */
export function formatDiagnostic(d: Diagnostic): string {
  const lines = [`${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`];
  if (d.field !== undefined) lines.push(`  field:    ${d.field}`);
  if (d.expected !== undefined) lines.push(`  expected: ${d.expected}`);
  if (d.found !== undefined) lines.push(`  found:    ${d.found}`);
  if (d.hint !== undefined) lines.push(`  hint:     ${d.hint}`);
  return lines.join('\n');
}
