import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import { catalogue, type RuleId } from './catalogue.ts';

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export interface ProblemDetails {
  /** Defaults to the catalogue title. */
  message?: string;
  field?: string;
  expected?: string;
  found?: string;
  /** Defaults to the catalogue hint. */
  hint?: string;
  severity?: Severity;
}

/** Builds a diagnostic for a catalogued problem at a location. */
export function problem(rule: RuleId, at: SourceLocation, details: ProblemDetails = {}): Diagnostic {
  const entry = catalogue[rule];
  const diagnostic: Diagnostic = {
    file: at.file,
    line: at.line,
    column: at.column,
    severity: details.severity ?? 'error',
    rule,
    message: details.message ?? entry.title,
    hint: details.hint ?? entry.hint,
  };
  if (details.field !== undefined) diagnostic.field = details.field;
  if (details.expected !== undefined) diagnostic.expected = details.expected;
  if (details.found !== undefined) diagnostic.found = details.found;
  return diagnostic;
}
