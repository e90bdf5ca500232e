import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { Model } from './model.ts';
import { STARTER_TEXT } from './starterText.ts';
import { formatFieldPath } from './formatFieldPath.ts';

/**
 * Values `site new` left for the writer ("TODO: …"), one warning per record at the first of
 * them, naming them all. Warnings, not errors: a starter builds as it is (as a draft, it is
 * not published), and `--strict` fails until every one is replaced.
 */
export function findStarterText(model: Model): Diagnostic[] {
  const records = [
    ...model.services.map((record) => ({ kind: 'Service', record })),
    ...model.locations.map((record) => ({ kind: 'Location', record })),
    ...Object.values(model.faqs).map((record) => ({ kind: 'FAQ set', record })),
  ];
  const diagnostics: Diagnostic[] = [];
  for (const { kind, record } of records) {
    // Most records have none: they are told apart without building a path for every value.
    if (!holdsStarterText(record)) continue;
    const fields = starterFields(record, []).filter((path) => !['slug', 'origin', 'body'].includes(String(path[0])));
    const inBody = 'body' in record && record.body.html.includes(STARTER_TEXT);
    if (fields.length === 0 && !inBody) continue;
    const names = [...fields.map(formatFieldPath), ...(inBody ? ['the Markdown body'] : [])];
    diagnostics.push(
      problem(
        'content/incomplete',
        { file: record.origin.file, ...(fields[0] ? model.locate(record.origin.file, fields[0]) : { line: 1, column: 1 }) },
        {
          severity: 'warning',
          message: `${kind} "${record.slug}" still has starter text to replace: ${names.join(', ')}`,
          field: names.join(', '),
          hint: `Replace each value that starts with "${STARTER_TEXT}" with the real text (content/README.md).`,
        },
      ),
    );
  }
  return diagnostics;
}

/**
 * What each object of the model was found to hold, while it is the same (frozen) object: a watch
 * session's rebuild keeps the values and Markdown bodies of every file not saved since, so only
 * the saved file's are looked through again, not every body's HTML on every save.
 */
const holding = new WeakMap<object, boolean>();

/** Whether any string in `value`, however deep, holds the starter text. */
function holdsStarterText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(STARTER_TEXT);
  if (!value || typeof value !== 'object') return false;
  let holds = holding.get(value);
  if (holds === undefined) {
    holds = false;
    for (const key in value) if ((holds = holdsStarterText((value as Record<string, unknown>)[key]))) break;
    if (Object.isFrozen(value)) holding.set(value, holds);
  }
  return holds;
}

function starterFields(value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (typeof value === 'string') return value.startsWith(STARTER_TEXT) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => starterFields(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => starterFields(item, [...path, key]));
  return [];
}
