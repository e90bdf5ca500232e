import { z } from 'zod';
import { collections } from '../content/collections.ts';
import { todayInLondon } from '../content/londonDate.ts';
import { datedPageTypes } from '../content/schemas/service.ts';
import { STARTER_KINDS, STARTER_TEXT, type StarterKind } from './starterKinds.ts';
import { appendAll } from '../appendAll.ts';

/** The parts of a JSON Schema the collections' schemas use. */
interface JsonSchema {
  type?: string;
  description?: string;
  enum?: readonly unknown[];
  default?: unknown;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  anyOf?: readonly JsonSchema[];
}

/**
 * The text of a new record of `kind`: every field its collection's schema requires, plus the
 * ones the kind needs to publish, each with its schema description as a comment above it;
 * optional fields are listed commented out, so the writer sees everything there is. Values
 * the writer must supply start with "TODO:". Records with pages start as drafts; guides,
 * tutorials and comparisons are dated `today` (in the UK), the day the writer starts them.
 */
export function starterRecord(kind: StarterKind, today: string = todayInLondon()): string {
  const definition = STARTER_KINDS[kind];
  const dated = (datedPageTypes as readonly unknown[]).includes(definition.fixed['pageType']);
  const collection = collections.find((c) => c.name === definition.collection)!;
  const schema = z.toJSONSchema(collection.schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const markdown = definition.extension === '.md';
  const fixed = { ...(markdown ? { draft: true } : {}), ...definition.fixed, ...(dated ? { published: today } : {}) };
  const lines = objectLines(schema, fixed, new Set(definition.include), 0);
  // YAML files name their schema on the first line, for the editor (content/README.md).
  if (!markdown) return [`# yaml-language-server: $schema=../schemas/${collection.name}.schema.json`, ...lines, ''].join('\n');
  const body = [
    `${STARTER_TEXT} the page's text, in Markdown: paragraphs, ## headings, lists, tables.`,
    'For a screenshot or photo, put the file in public/images/ and write `![What it shows](/images/file.png)` (content/README.md, "Images").',
  ];
  return ['---', ...lines, '---', ...body, ''].join('\n');
}

/** A mapping's lines: each field as `key: value`, its description as a comment above. */
function objectLines(schema: JsonSchema, fixed: Readonly<Record<string, unknown>>, include: ReadonlySet<string>, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const comment = field.description ? [`${indent}# ${field.description}`] : [];
    const wanted = key in fixed || required.has(key) || include.has(key) || (depth > 0 && field.default !== undefined);
    if (!wanted) {
      lines.push(`${indent}# ${key}: ${field.description ?? '(optional)'}`);
      continue;
    }
    appendAll(lines, [...comment, ...fieldLines(key, field, fixed[key], depth, include.has(key))]);
  }
  return lines;
}

/** `needsEntry`: a list the page cannot be published without an entry in, though the schema allows it empty. */
function fieldLines(key: string, field: JsonSchema, fixed: unknown, depth: number, needsEntry: boolean): string[] {
  const indent = '  '.repeat(depth);
  if (fixed !== undefined && (typeof fixed !== 'object' || Array.isArray(fixed))) return [`${indent}${key}: ${scalar(fixed)}`];
  if (field.type === 'object') return [`${indent}${key}:`, ...objectLines(field, (fixed ?? {}) as Record<string, unknown>, new Set(), depth + 1)];
  if (field.type === 'array') {
    // A list that may be empty starts empty; one that needs an entry gets one to fill in.
    if (!field.minItems && !needsEntry && field.default !== undefined) return [`${indent}${key}: ${JSON.stringify(field.default)}`];
    const item = field.items ?? {};
    if (item.type === 'object') {
      // The first field's comment goes above the dash, so the entry reads like every other.
      const entry = objectLines(item, {}, new Set(), depth + 2);
      const firstKey = entry.findIndex((line) => !line.trimStart().startsWith('#'));
      const above = entry.slice(0, firstKey).map((line) => `${indent}  ${line.trimStart()}`);
      return [`${indent}${key}:`, ...above, `${indent}  - ${entry[firstKey]!.trimStart()}`, ...entry.slice(firstKey + 1)];
    }
    return [`${indent}${key}:`, `${indent}  - ${scalar(placeholder(key, item))}`];
  }
  return [`${indent}${key}: ${scalar(placeholder(key, field))}`];
}

function placeholder(key: string, field: JsonSchema): unknown {
  if (field.default !== undefined) return field.default;
  if (field.enum) return field.enum[0];
  if (field.type === 'boolean') return false;
  return `${STARTER_TEXT} ${key}`;
}

/** JSON's quoting is valid YAML, and keeps "TODO: …" from reading as a mapping. */
function scalar(value: unknown): string {
  return typeof value === 'string' && /^[a-z0-9/-]+$/i.test(value) ? value : JSON.stringify(value);
}
