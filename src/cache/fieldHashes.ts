import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import type { Model } from '../content/model.ts';

/** Field → a hash of its value, for one record: what a field read (readKeys.ts) depends on. */
export type FieldHashes = Readonly<Record<string, string>>;

type RecordLike = Readonly<Record<string, unknown>> & { origin: { file: string } };

const isRecord = (value: unknown): value is RecordLike => typeof (value as { origin?: { file?: unknown } } | null)?.origin?.file === 'string';

/** Every record of the model by its file (a Kent town is its place's record). */
export function modelRecords(model: Model): Map<string, RecordLike> {
  const records = new Map<string, RecordLike>();
  for (const value of Object.values(model) as unknown[]) {
    if (value === null || typeof value !== 'object') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : Object.values(value)) if (isRecord(item)) records.set(item.origin.file, item);
  }
  return records;
}

/**
 * A hash of each top-level field of a record as the model holds it, after validation, claims
 * and Markdown, so a field made from another input (a claim of site.yaml, an image's size)
 * changes its hash when that input changes.
 */
export function fieldHashes(record: RecordLike): FieldHashes {
  const hashes: Record<string, string> = {};
  for (const [field, value] of Object.entries(record)) hashes[field] = valueHash(value);
  return hashes;
}

/**
 * A hash of one value, which tells apart every value YAML can give (-0, NaN), as JSON alone
 * would not: its JSON, with what JSON loses written as a string no writer's text can hold (it
 * starts with a NUL). A value JSON cannot write (a cycle) goes through V8's serialiser, whose
 * bytes (0xFF first) are never UTF-8 JSON. Serialising every value instead slowed a large
 * site's build, and the buffers, each its own allocation, left much of the process's memory
 * held after they were freed.
 */
function valueHash(value: unknown): string {
  const hash = createHash('sha1');
  let json: string | undefined;
  try {
    json = JSON.stringify(value, exactJson);
  } catch {
    json = undefined;
  }
  hash.update(json ?? serialize(value));
  return hash.digest('hex').slice(0, 16);
}

/** JSON.stringify's replacer: `this[key]` is the value before `toJSON` (a date's). */
function exactJson(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? value : `\0number ${Object.is(value, -0) ? '-0' : value}`;
  if (value === undefined) return '\0undefined';
  if (typeof value === 'bigint') return `\0bigint ${value}`;
  if (raw instanceof Date) return `\0date ${raw.getTime()}`;
  if (value instanceof Map) return { '\0map': [...value] };
  if (value instanceof Set) return { '\0set': [...value] };
  return value;
}

/**
 * The field hashes of every record now: a record whose file has the same bytes, when nothing
 * shared by all records changed (`sharedKey`), has the hashes it had; the others are worked out.
 */
export function currentFieldHashes(
  model: Model,
  reuse: { sharedKey: string; previous?: { sharedKey: string; fields: ReadonlyMap<string, FieldHashes>; content: ReadonlyMap<string, string> } },
  content: ReadonlyMap<string, string>,
): Map<string, FieldHashes> {
  const { previous } = reuse;
  const same = previous?.sharedKey === reuse.sharedKey ? previous : undefined;
  const fields = new Map<string, FieldHashes>();
  for (const [file, record] of modelRecords(model)) {
    const kept = same && same.content.get(file) === content.get(file) ? same.fields.get(file) : undefined;
    fields.set(file, kept ?? fieldHashes(record));
  }
  return fields;
}
