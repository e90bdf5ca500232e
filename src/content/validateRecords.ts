import path from 'node:path';
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { suggestClosest } from './suggest.ts';
import { descriptionAt, fieldsAt } from './schemaAt.ts';
import { formatFieldPath } from './formatFieldPath.ts';
import type { LoadedCollection } from './loadContent.ts';
import type { SourceFile } from './sourceFile.ts';
import { appendAll } from '../appendAll.ts';

/** A record that passed its schema: typed data plus where it came from. */
export interface ValidRecord {
  slug: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
  source: SourceFile;
}

/**
 * What each parsed file validated to, while it is the same parsed file: a watch session keeps a
 * file's parse while its bytes stay the same (contentCache.ts), so a rebuild validates only the
 * files saved since. No stage writes to a record's data (claims are filled into a copy,
 * resolveClaims.ts, and the model freezes what it holds, deepFreeze.ts), so one build cannot
 * change it for the next.
 */
const validated = new WeakMap<SourceFile, { schema: z.ZodType; data: Record<string, unknown> }>();

/**
 * What a file validated to, if it has: the build cache stores these values in place of those
 * the file parsed to (cache/persistentCache.ts), and the next build of the same code takes them
 * without validating them again: a build after a one-guide edit validates that guide, not every record.
 */
export function validatedData(source: SourceFile): Record<string, unknown> | undefined {
  return source.validated ? (source.data as Record<string, unknown>) : validated.get(source)?.data;
}

/** Validates every file of a collection against its schema; reports every issue, not just the first. */
export function validateRecords(collection: LoadedCollection): { records: ValidRecord[]; diagnostics: Diagnostic[] } {
  const records: ValidRecord[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of collection.files) {
    const slug = slugOfFile(source.file);
    const { schema } = collection.definition;
    const chosen = typeof schema === 'function' ? schema(slug) : schema;
    if (!chosen) {
      diagnostics.push(
        problem(
          'content/unknown-file',
          { file: source.file, line: 1, column: 1 },
          {
            message: `${source.file} does not match any page template`,
            hint: 'Page copy files are named after their page; check the file name against content/README.md.',
          },
        ),
      );
      continue;
    }
    const valid = validated.get(source);
    const kept = source.validated ? (source.data as Record<string, unknown>) : valid?.schema === chosen ? valid.data : undefined;
    if (kept) {
      records.push({ slug, file: source.file, data: kept, body: source.body, bodyLine: source.bodyLine, source });
      continue;
    }
    const result = chosen.safeParse(source.data, { reportInput: true });
    if (result.success) {
      const data = result.data as Record<string, unknown>;
      validated.set(source, { schema: chosen, data });
      records.push({ slug, file: source.file, data, body: source.body, bodyLine: source.bodyLine, source });
    } else {
      appendAll(diagnostics, mergeRenamedFields(result.error.issues.map((issue) => issueToDiagnostic(issue, source, chosen))));
    }
  }
  return { records, diagnostics };
}

/**
 * A misspelt field shows up twice: the required name is missing and an unknown one is there.
 * Report it once, at the misspelling, with the name it should have.
 */
function mergeRenamedFields(diagnostics: Diagnostic[]): Diagnostic[] {
  const parentOf = (field: string) => field.replace(/(\.|^)[^.[\]]+$/, '');
  const nameOf = (field: string) => /[^.[\]]+$/.exec(field)?.[0] ?? field;
  const missing = diagnostics.filter((d) => d.rule === 'content/missing-field' && d.field !== undefined);
  const merged = new Set<Diagnostic>();
  for (const unknown of diagnostics.filter((d) => d.rule === 'content/unknown-field' && d.field !== undefined)) {
    const siblings = missing.filter((m) => !merged.has(m) && parentOf(m.field!) === parentOf(unknown.field!));
    const intended = suggestClosest(
      nameOf(unknown.field!),
      siblings.map((m) => nameOf(m.field!)),
    );
    const match = siblings.find((m) => nameOf(m.field!) === intended);
    if (!match) continue;
    merged.add(match);
    unknown.message = `Unknown field \`${nameOf(unknown.field!)}\`: did you mean \`${intended}\`?`;
    unknown.expected = intended;
    unknown.hint = `Rename it to \`${intended}\`, which is required here.`;
  }
  return diagnostics.filter((d) => !merged.has(d));
}

/** A record's slug is its file name without the extension. */
export function slugOfFile(file: string): string {
  return path.basename(file).replace(/\.(md|ya?ml)$/, '');
}

function issueToDiagnostic(issue: z.core.$ZodIssue, source: SourceFile, schema: z.ZodType): Diagnostic {
  const at = { file: source.file, ...fieldAt(source, issue.path) };
  const field = formatFieldPath(issue.path);
  const input = (issue as { input?: unknown }).input;
  // What the writer wrote at the field: a rule over the whole record (superRefine) is handed the
  // record as its input, which says nothing of the field it is about.
  const written = issue.path.length > 0 ? valueAt(source.data, issue.path) : input;
  const found = written === undefined ? 'nothing' : preview(written);
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue, { at, field, input, found, schema });
    case 'unrecognized_keys': {
      const keys = issue.keys.join('`, `');
      const parent = issue.path.length > 0 ? ` in \`${field}\`` : '';
      // A misspelling (`industires`): name the field it was meant to be, and whether that one is now missing.
      const known = fieldsAt(schema, issue.path);
      const meant = issue.keys.length === 1 ? suggestClosest(issue.keys[0]!, known) : undefined;
      const missing = meant !== undefined && !Object.hasOwn(input ?? {}, meant);
      return problem(
        'content/unknown-field',
        { file: source.file, ...source.locate([...issue.path, issue.keys[0]!], 'key') },
        {
          message: `Unknown field${issue.keys.length > 1 ? 's' : ''} \`${keys}\`${parent}${meant ? `: did you mean \`${meant}\`?` : ''}`,
          field: formatFieldPath([...issue.path, issue.keys[0]!]),
          ...(meant ? { expected: meant, hint: `Rename it to \`${meant}\`${missing ? `, which this record does not have yet` : ''}.` } : {}),
        },
      );
    }
    case 'too_small':
    case 'too_big':
      return problem('content/invalid-value', at, {
        message: `\`${field}\` ${sizeRule(issue)}`,
        field,
        found,
        hint: 'Check the value against the example in content/README.md.',
      });
    case 'invalid_value': {
      // A misspelt choice (`provider: plausable`): name the one it was meant to be.
      const meant = typeof written === 'string' ? suggestClosest(written, issue.values.map(String)) : undefined;
      return problem(written === undefined ? 'content/missing-field' : 'content/invalid-value', at, {
        message: written === undefined ? `Missing required field \`${field}\`` : `\`${field}\` has a value that is not allowed`,
        field,
        expected: issue.values.map((v) => JSON.stringify(v)).join(' | '),
        found,
        ...(meant ? { hint: `Did you mean \`${meant}\`?` } : {}),
      });
    }
    default:
      return problem('content/invalid-value', at, {
        message: `\`${field}\` ${shouldBe(issue.message)}`,
        field,
        found,
        // A schema's own rule may say what to write instead (src/content/schemas/analytics.ts).
        hint: customHint(issue) ?? 'Check the value against the example in content/README.md.',
      });
  }
}

/** The hint a schema's own rule gave its issue (`params: { hint }`), if any. */
function customHint(issue: z.core.$ZodIssue): string | undefined {
  const hint = issue.code === 'custom' ? (issue.params as { hint?: unknown } | undefined)?.hint : undefined;
  return typeof hint === 'string' ? hint : undefined;
}

/** A value of the wrong type: missing (undefined), left empty (null), or of another type than the field takes. */
function wrongType(
  issue: z.core.$ZodIssue & { code: 'invalid_type' },
  { at, field, input, found, schema }: { at: { file: string; line: number; column: number }; field: string; input: unknown; found: string; schema: z.ZodType },
): Diagnostic {
  if (input === undefined) {
    return problem('content/missing-field', at, {
      message: `Missing required field \`${field}\``,
      field,
      expected: issue.expected,
      found,
    });
  }
  if (input === null) {
    // `name:` with nothing after it: the writer left the field empty, they did not mistype it.
    const belongs = descriptionAt(schema, issue.path);
    return problem('content/wrong-type', at, {
      message: `\`${field}\` is empty`,
      field,
      expected: issue.expected,
      found: '(nothing)',
      hint: belongs
        ? `Write what belongs here: ${belongs.replace(/\.$/, '')}.`
        : 'Write the value after the colon, or remove the line if the field is optional.',
    });
  }
  return problem('content/wrong-type', at, {
    message: `\`${field}\` should be ${article(issue.expected)}, not ${article(describeType(input))}`,
    field,
    expected: issue.expected,
    found: preview(input),
    // Quoting is the fix only for a number or true/false where text belongs: `price: 4.99`.
    ...(issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')
      ? {}
      : { hint: 'Check the value against the example in content/README.md.' }),
  });
}

/**
 * A rule's words, read after the field's name: zod's own ("Invalid string: must match …") and
 * the schemas' ("a slug: lowercase letters…") both become "should be …"; a schema's sentence
 * that reads on its own after the field ("is required on …") is kept as it is.
 */
function shouldBe(message: string): string {
  const words = message.replace(/^Invalid (string|input): (must (be|match) )?/i, '');
  return /^(should|is|must)\b/.test(words) ? words : `should be ${words}`;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function article(word: string): string {
  if (word === 'null' || word === 'undefined') return word;
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * Where a problem with a field is shown: the field itself; for a field that is not there, the
 * place a writer would add it: under its parent field, or at the end of a Markdown file's front
 * matter (its closing `---`).
 */
function fieldAt(source: SourceFile, fieldPath: readonly PropertyKey[]): { line: number; column: number } {
  if (fieldPath.length === 0 || valueAt(source.data, fieldPath) !== undefined) return source.locate(fieldPath);
  const parent = fieldPath.slice(0, -1);
  if (parent.length > 0 && valueAt(source.data, parent) !== undefined) return source.locate(parent);
  return source.file.endsWith('.md') && source.bodyLine > 1 ? { line: source.bodyLine - 1, column: 1 } : source.locate(fieldPath);
}

/** A size rule in a writer's words: "needs at least one item", "should be at most 160 characters". */
function sizeRule(issue: z.core.$ZodIssue): string {
  // A schema's own words ("say what the image shows") stay; zod's ("Too small: expected …") are put plainly.
  if (!/^Too (small|big)\b/.test(issue.message)) return shouldBe(issue.message);
  const { code, origin } = issue as { code: 'too_small' | 'too_big'; origin?: string };
  const limit = Number((issue as { minimum?: number | bigint; maximum?: number | bigint }).minimum ?? (issue as { maximum?: number | bigint }).maximum);
  const unit = origin === 'array' || origin === 'set' ? 'item' : origin === 'string' ? 'character' : undefined;
  if (!unit) return shouldBe(issue.message);
  const count = `${limit === 1 ? 'one' : limit} ${unit}${limit === 1 ? '' : 's'}`;
  return code === 'too_small' ? `needs at least ${count}` : `should have at most ${count}`;
}

/** The value at a field's path in a record's data; undefined where there is none. */
function valueAt(data: unknown, fieldPath: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of fieldPath) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function preview(value: unknown): string {
  const shown = JSON.stringify(value) ?? String(value);
  return shown.length > 80 ? `${shown.slice(0, 77)}...` : shown;
}
