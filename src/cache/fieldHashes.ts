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
 * changes its hash when that input changes. V8's serialiser tells apart every value YAML can
 * give (-0, NaN), which JSON would not.
 */
export function fieldHashes(record: RecordLike): FieldHashes {
  const hashes: Record<string, string> = {};
  for (const [field, value] of Object.entries(record)) hashes[field] = createHash('sha1').update(serialize(value)).digest('hex').slice(0, 16);
  return hashes;
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
