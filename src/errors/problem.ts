import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import { catalogue, catalogueEntry, type RuleId } from './catalogue.ts';

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
    severity: details.severity ?? severityOf(rule),
    rule,
    message: details.message ?? entry.title,
    hint: details.hint ?? entry.hint,
  };
  if (details.field !== undefined) diagnostic.field = details.field;
  if (details.expected !== undefined) diagnostic.expected = details.expected;
  if (details.found !== undefined) diagnostic.found = details.found;
  return diagnostic;
}

/** A finding of `site check` under a catalogued rule: the message says what and where; the catalogue, how serious. */
export function finding(rule: RuleId | `html-validate/${string}`, at: SourceLocation, message: string, severity: Severity = severityOf(rule)): Diagnostic {
  return { file: at.file, line: at.line, column: at.column, severity, rule, message };
}

function severityOf(rule: string): Severity {
  return catalogueEntry(rule)?.severity ?? 'error';
}
