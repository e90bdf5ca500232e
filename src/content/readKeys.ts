/**
 * What a page read from the model, as the keys the build cache stores (docs/architecture.md#content,
 * the read tracker):
 * - `content/locations/dover.md#summary`: one top-level field of one record, with everything
 *   under it (`connectivity` covers `connectivity.motorways`);
 * - `content/locations/dover.md`: the record as a whole: its list of fields (`Object.keys`,
 *   spreading, `in`), which any change to it may change;
 * - `collection:locations`: a collection's membership and order, or a single-file collection's
 *   whole value (site, figures, the plan lists);
 * - `collection:enhancePlans#2.price`, `collection:figures#places`: one part of a single-file
 *   collection (a field of one item of a list, or one top-level field), so a page's `<lastmod>`
 *   moves only with the prices it shows (a page reading one always reads the collection too),
 *   and `collection:enhancePlans#*` its shape (its fields, or the length of its list);
 * - `collection:vpsPlans#~cheapest.price` (of a tier set, `content/plans/tiers/reseller.yaml#~cheapest.price`):
 *   the price a pick shows of a list of plans (planSets.ts), whichever plan it is;
 * - `shared:` before any of these: read on the page's behalf but not what it shows: by the
 *   shared layout (header, footer), or to pick the one price it shows from a list
 *   (`readForCacheOnly`). The cache counts it as the page's own; `<lastmod>` does not.
 * A field key names the file and the field it came from, so what a page shows can be traced to
 * the lines it was written on.
 */
export type ReadKey = string;

const COLLECTION = 'collection:';
const SHARED = 'shared:';

/** The part of a single-file collection that is its shape: its list of fields, or the length of its list. */
export const SHAPE = '*';

export const collectionRead = (name: string): ReadKey => `${COLLECTION}${name}`;

export const collectionPartRead = (name: string, part: string): ReadKey => `${COLLECTION}${name}#${part}`;

export const recordRead = (file: string): ReadKey => file;

export const fieldRead = (file: string, field: string): ReadKey => `${file}#${field}`;

export const sharedRead = (key: ReadKey): ReadKey => (key.startsWith(SHARED) ? key : `${SHARED}${key}`);

/** True for a read made on the page's behalf (by the shared layout, or to pick a price), which dates nothing. */
export const isSharedRead = (key: ReadKey): boolean => key.startsWith(SHARED);

/** True for the page's own read of a record's file or one of its fields: most reads, told apart without taking the key apart. */
export const isOwnFileRead = (key: ReadKey): boolean => !key.startsWith(SHARED) && !key.startsWith(COLLECTION);

/** A read key taken apart: a collection (with the part read, if one), or a record's file with the field read, if one. */
export function parseRead(key: ReadKey): { collection: string; part?: string } | { file: string; field?: string } {
  const own = isSharedRead(key) ? key.slice(SHARED.length) : key;
  const at = own.indexOf('#');
  if (own.startsWith(COLLECTION)) {
    const name = own.slice(COLLECTION.length, at < 0 ? undefined : at);
    return at < 0 ? { collection: name } : { collection: name, part: own.slice(at + 1) };
  }
  return at < 0 ? { file: own } : { file: own.slice(0, at), field: own.slice(at + 1) };
}
