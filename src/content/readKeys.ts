/**
 * What a page read from the model, as the keys the build cache stores (docs/architecture.md,
 * "What a page read"):
 * - `content/locations/dover.md#summary`: one top-level field of one record, with everything
 *   under it (`connectivity` covers `connectivity.motorways`);
 * - `content/locations/dover.md`: the record as a whole: its list of fields (`Object.keys`,
 *   spreading, `in`), which any change to it may change;
 * - `collection:locations`: a collection's membership and order, or a single-file collection's
 *   whole value (site, figures, the plan lists).
 * A field key names the file and the field it came from, so what a page shows can be traced to
 * the lines it was written on.
 */
export type ReadKey = string;

const COLLECTION = 'collection:';

export const collectionRead = (name: string): ReadKey => `${COLLECTION}${name}`;

export const recordRead = (file: string): ReadKey => file;

export const fieldRead = (file: string, field: string): ReadKey => `${file}#${field}`;

/** A read key taken apart: a collection, or a record's file with the field read, if one. */
export function parseRead(key: ReadKey): { collection: string } | { file: string; field?: string } {
  if (key.startsWith(COLLECTION)) return { collection: key.slice(COLLECTION.length) };
  const at = key.indexOf('#');
  return at < 0 ? { file: key } : { file: key.slice(0, at), field: key.slice(at + 1) };
}
