/**
 * JSON made a part at a time, for an entry that grows with the site (the check's facts of every
 * page, docs/architecture.md, "Size"): the parts are written as they are made (writeEntry,
 * siteCache.ts), so neither the text nor an object of every page is ever held whole. What is
 * written is what `JSON.stringify` writes of the same value, the streamed parts as their
 * object or array.
 */

/** An object written entry by entry, each entry made as it is written. */
export class EntriesOf<V> {
  constructor(readonly entries: Iterable<readonly [string, V]>) {}
}

/** An array written item by item; its items are asked for only when it is written. */
export class ItemsOf<V> {
  constructor(readonly items: Iterable<V>) {}
}

/** Characters a part holds: a megabyte or so each, so that writing them costs few writes. */
const PART_CHARS = 1 << 20;

/** `value` as JSON, in parts of about PART_CHARS characters. */
export function* jsonParts(value: unknown): Generator<string, undefined> {
  let pending = '';
  for (const piece of pieces(value)) {
    pending += piece;
    if (pending.length >= PART_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

function* pieces(value: unknown): Generator<string, undefined> {
  if (value instanceof EntriesOf) return yield* objectPieces(value.entries);
  if (value instanceof ItemsOf) {
    yield '[';
    let first = true;
    for (const item of value.items as Iterable<unknown>) {
      if (!first) yield ',';
      first = false;
      // As JSON.stringify writes an array: what has no JSON of its own is null.
      yield* isJson(item) ? pieces(item) : ['null'];
    }
    return void (yield ']');
  }
  // A plain object holding a streamed part is written field by field; anything else as JSON.stringify writes it.
  if (isPlainObject(value) && Object.values(value).some(isStreamed)) return yield* objectPieces(Object.entries(value));
  yield JSON.stringify(value);
}

function* objectPieces(entries: Iterable<readonly [string, unknown]>): Generator<string, undefined> {
  yield '{';
  let first = true;
  for (const [key, item] of entries) {
    // As JSON.stringify writes an object: a field with no JSON of its own is left out.
    if (!isJson(item)) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* pieces(item);
  }
  yield '}';
}

const isStreamed = (value: unknown) => value instanceof EntriesOf || value instanceof ItemsOf;
const isJson = (value: unknown) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
