import type { Model } from './model.ts';
import { collectionPartRead, collectionRead, fieldRead, recordRead, SHAPE, sharedRead } from './readKeys.ts';

/**
 * A view of the model that records what each page reads while it renders, so a later edit
 * re-renders exactly the pages that read what the edit changed (the keys: readKeys.ts):
 * - reading a field of a record (an object with `origin.file`) records that field of that file;
 * - listing a record's fields (keys, spreading, `in`) records the record as a whole;
 * - reading a top-level collection records `collection:{name}` (its membership and order);
 * - reading a single-file value (site, figures, plan lists) records that collection too, and
 *   each top-level field of it read (`collection:figures#places`), or in a list each field of
 *   each item read (`collection:enhancePlans#2.price`), and its shape where a page lists its
 *   fields or loops over its items (`collection:enhancePlans#*`), for `<lastmod>` (readKeys.ts).
 *
 * The view is made once per model and shared by every page: `track` swaps in a fresh read set
 * for the duration of one synchronous render. Only records and the collections holding them
 * are proxied. A record's nested values belong to its top-level field, so they are handed out
 * as they are; that keeps a tracked render within a few per cent of an untracked one.
 */
export interface ReadTracker {
  /** The model to render from. */
  model: Model;
  /** Runs `render` and returns what it read. Renders are synchronous, so one set is current at a time. */
  track: <T>(render: () => T) => { value: T; reads: Set<string> };
  /** Counts `reads` as read by the render under way, as when markup made once is used again; `shared` marks them the layout's. */
  note: (reads: Iterable<string>, shared?: boolean) => void;
}

/** Tracked views → their real model, the function that turns a record into its tracked view, and the tracker's own. */
const trackedViews = new WeakMap<Model, { real: Model; wrap: <T>(value: T) => T; note: ReadTracker['note']; forCacheOnly: <T>(compute: () => T) => T }>();

/** For a tracked view, the real model behind it (indexes are built on that, once). */
export function trackedOrigin(model: Model): { real: Model; wrap: <T>(value: T) => T } | undefined {
  return trackedViews.get(model);
}

/**
 * Runs `compute` with what it reads counted by the build cache only (as `shared:` reads, which
 * `<lastmod>` leaves out): for a value picked from many, such as the cheapest plan's price,
 * whose page is dated by the value picked (`noteReads` of the part that holds it), not by
 * every value it was picked from. On a model that is not tracked, only runs `compute`.
 */
export function readForCacheOnly<T>(model: Model, compute: () => T): T {
  const tracker = trackedViews.get(model);
  return tracker ? tracker.forCacheOnly(compute) : compute();
}

/** Counts `reads` as read by the page being rendered from a tracked view; nothing on a model that is not tracked. */
export function noteReads(model: Model, reads: Iterable<string>): void {
  trackedViews.get(model)?.note(reads);
}

/** The read set of the render under way, shared by every view of one tracker (none between renders). */
interface Reading {
  current: Set<string> | undefined;
}

export function createReadTracker(model: Model): ReadTracker {
  const reading: Reading = { current: undefined };
  const wrap = recordViews(reading);
  const root = modelView(reading, model, wrap);
  const track: ReadTracker['track'] = (render) => {
    const outer = reading.current;
    const reads = new Set<string>();
    reading.current = reads;
    try {
      return { value: render(), reads };
    } finally {
      reading.current = outer;
    }
  };
  const note: ReadTracker['note'] = (reads, shared = false) => {
    for (const read of reads) reading.current?.add(shared ? sharedRead(read) : read);
  };
  const forCacheOnly = <T>(compute: () => T): T => {
    if (!reading.current) return compute();
    const { value, reads } = track(compute);
    note(reads, true);
    return value;
  };
  trackedViews.set(root, { real: model, wrap, note, forCacheOnly });
  return { model: root, track, note };
}

const isRecord = (value: unknown): value is { origin: { file: string } } => typeof (value as { origin?: { file?: unknown } } | null)?.origin?.file === 'string';

const isPlainObject = (value: unknown): value is object => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The model's view: each top-level collection read records `collection:{name}`, and is handed out as its view (made once). */
function modelView(reading: Reading, model: Model, wrap: <T>(value: T) => T): Model {
  const collections = new Map<PropertyKey, unknown>();
  const collectionReads = new Map<string, string>();
  const readOfCollection = (key: string) => {
    let read = collectionReads.get(key);
    if (read === undefined) collectionReads.set(key, (read = collectionRead(key)));
    return read;
  };
  return new Proxy({} as Model, {
    get(_target, key) {
      const value = (model as unknown as Record<PropertyKey, unknown>)[key];
      if (typeof value === 'function') return value;
      if (typeof key === 'string' && reading.current) reading.current.add(readOfCollection(key));
      if (!collections.has(key)) collections.set(key, collectionView(reading, wrap, String(key), value));
      return collections.get(key);
    },
    has: (_target, key) => key in model,
    ownKeys: () => Reflect.ownKeys(model),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(model, key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The function that turns a record into its view, made once per record. The proxy stands on
 * the frozen record itself and returns its exact values (which a proxy over a frozen object
 * must); only the first read of each field costs a set insertion.
 */
function recordViews(reading: Reading): <T>(value: T) => T {
  const records = new WeakMap<object, object>();
  const recordView = (record: { origin: { file: string } }): object => {
    let view = records.get(record);
    if (!view) {
      const file = record.origin.file;
      const whole = recordRead(file);
      // Each field's key is made once per record: a page reads the same fields many times.
      const keys = new Map<PropertyKey, string>();
      const noteField = (key: PropertyKey) => {
        if (!reading.current) return;
        let read = keys.get(key);
        if (read === undefined) keys.set(key, (read = typeof key === 'string' ? fieldRead(file, key) : whole));
        reading.current.add(read);
      };
      const noteWhole = () => void reading.current?.add(whole);
      view = new Proxy(record, {
        get: (target, key) => (noteField(key), Reflect.get(target, key) as unknown),
        has: (target, key) => (noteWhole(), Reflect.has(target, key)),
        ownKeys: (target) => (noteWhole(), Reflect.ownKeys(target)),
      });
      records.set(record, view);
    }
    return view;
  };
  return <T>(value: T): T => (isRecord(value) ? (recordView(value) as T) : value);
}

/**
 * A collection of records becomes a frozen copy holding their views; a single-file value
 * (no records in it) a view of its parts: a list a frozen copy of views of its items, an
 * object a view of its fields. Anything else is as it is.
 */
function collectionView(reading: Reading, wrap: <T>(value: T) => T, name: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.some(isRecord)) return Object.freeze(value.map(wrap));
    // Its length (read by every loop over it) is part of its shape.
    const items = Object.freeze(value.map((item: unknown, index) => (isPlainObject(item) ? partView(reading, name, item, `${index}.`) : item)));
    const shape = collectionPartRead(name, SHAPE);
    return new Proxy(items, { get: (target, key) => (key === 'length' && reading.current?.add(shape), Reflect.get(target, key) as unknown) });
  }
  if (isPlainObject(value)) {
    if (Object.values(value).some(isRecord)) return Object.freeze(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrap(item)])));
    return partView(reading, name, value, '');
  }
  return value;
}

/**
 * A view that records `collection:{name}#{prefix}{field}` for each field read. It stands on
 * the frozen value itself and returns its exact values, as the record views do.
 */
function partView(reading: Reading, name: string, value: object, prefix: string): object {
  const keys = new Map<PropertyKey, string>();
  const shape = collectionPartRead(name, SHAPE);
  return new Proxy(value, {
    has: (target, key) => (reading.current?.add(shape), Reflect.has(target, key)),
    ownKeys: (target) => (reading.current?.add(shape), Reflect.ownKeys(target)),
    get(target, key) {
      if (reading.current && typeof key === 'string') {
        let read = keys.get(key);
        if (read === undefined) keys.set(key, (read = collectionPartRead(name, `${prefix}${key}`)));
        reading.current.add(read);
      }
      return Reflect.get(target, key) as unknown;
    },
  });
}
