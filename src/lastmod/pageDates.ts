import { modelKeys } from '../cache/changedInputs.ts';
import { isReadRuns, keyIndex } from '../content/readRuns.ts';
import { collections, patternMatcher, type CollectionDefinition } from '../content/collections.ts';
import { isSharedRead, parseRead, SHAPE, type ReadKey } from '../content/readKeys.ts';
import type { FileDates } from './fileDates.ts';
import { appendAll } from '../appendAll.ts';

/** Model keys that say where a file is, not what it says: they date nothing. */
const WHERE_ONLY = new Set(['siteOrigin', 'figuresOrigin', 'redirectsOrigin']);

/** Model key (`kentTowns`, `colocationOptions`) → the collection that fills it. */
const collectionByModelKey = new Map<string, CollectionDefinition>(
  collections.flatMap((definition) => (modelKeys[definition.name] ?? [definition.name]).map((key) => [key, definition] as const)),
);

/**
 * What a watch session's builds worked out when they dated its key lists, kept for the next:
 * for each list (src/content/readRuns.ts, `sessionRuns`), each key's date, its keys grouped by what their
 * dates come from, and for each page's runs the latest date among them. A save changes one
 * file's dates, so a rebuild dates again only the keys read from that file (of all the
 * keys, looking at each file's dates once, not at each key), and scans again only
 * the runs of pages that read one of them.
 */
export type KeptKeyDates = WeakMap<readonly string[], ListDating>;

/** What a key's date comes from: a file's path, a collection whose membership dates it, or nothing. */
type Source = string | CollectionDefinition | null;

interface ListDating {
  /** The keys dated so far (the list grows at its end as a session reads new keys). */
  length: number;
  /** The indices of the keys of each source, and what the source was when they were last dated: its file's dates (the same object while they are unchanged), or the membership date. */
  groups: Map<Source, { indices: number[]; basis: unknown }>;
  /** The dates content stated (`declared`) when the list was last dated. */
  stated: ReadonlyMap<ReadKey, number>;
  dates: Float64Array;
  /** Counts the builds that dated the list; `moved`: the keys whose dates this one changed. */
  generation: number;
  moved: number[];
  /** The latest date among each page's runs, and the generation that found it. */
  latest: WeakMap<object, { date: number; generation: number }>;
}

/** Not dated yet: differs from every basis. */
const UNDATED = Symbol('undated');

/** How each read key is dated, from the files' dates: the one rule of createPageDates, for keys one by one and for kept lists. */
interface KeyDater {
  /** A key's date, worked out afresh. */
  dateOfNewKey: (key: ReadKey) => number;
  /** Where a key's date comes from. */
  sourceOf: (key: ReadKey) => Source;
  /** What a source is now: its file's dates (the same object while they are unchanged), or the membership date. */
  basisOf: (source: Source) => unknown;
}

function keyDater(dates: ReadonlyMap<string, FileDates>, contentDir: string, declared: ReadonlyMap<ReadKey, number>): KeyDater {
  const keysOf = (file: string) => dates.get(file)?.keys ?? 0;
  const membership = new Map<string, number>();
  const membershipOf = (definition: CollectionDefinition) => {
    let date = membership.get(definition.name);
    if (date === undefined) {
      const matches = patternMatcher(`${contentDir}/${definition.pattern}`);
      date = 0;
      for (const [file, entry] of dates) if (entry.membership > date && matches(file)) date = entry.membership;
      membership.set(definition.name, date);
    }
    return date;
  };
  const dateOfRead = (key: ReadKey): number => {
    const read = parseRead(key);
    if ('file' in read) return read.field === undefined ? keysOf(read.file) : (dates.get(read.file)?.parts.get(read.field) ?? keysOf(read.file));
    const definition = collectionByModelKey.get(read.collection);
    if (!definition || WHERE_ONLY.has(read.collection)) return 0;
    if (definition.shape === 'records') return membershipOf(definition);
    // Every read of a single-file collection reads the collection, which alone dates nothing: its parts do.
    if (read.part === undefined) return 0;
    const file = `${contentDir}/${definition.pattern}`;
    return read.part === SHAPE ? keysOf(file) : (dates.get(file)?.parts.get(read.part) ?? keysOf(file));
  };
  return {
    dateOfNewKey: (key) => (isSharedRead(key) ? 0 : Math.max(dateOfRead(key), declared.get(key) ?? 0)),
    sourceOf: (key) => {
      if (isSharedRead(key)) return null;
      const read = parseRead(key);
      if ('file' in read) return read.file;
      const definition = collectionByModelKey.get(read.collection);
      if (!definition || WHERE_ONLY.has(read.collection)) return null;
      if (definition.shape === 'records') return definition;
      return read.part === undefined ? null : `${contentDir}/${definition.pattern}`;
    },
    basisOf: (source) => (source === null ? null : typeof source === 'string' ? dates.get(source) : membershipOf(source)),
  };
}

/** A kept list brought up to date: only keys whose source changed since, or whose stated date did, are dated again. */
function keptDates(keys: readonly string[], kept: KeptKeyDates, dater: KeyDater, declared: ReadonlyMap<ReadKey, number>): ListDating {
  let list = kept.get(keys);
  if (!list)
    kept.set(keys, (list = { length: 0, groups: new Map(), stated: new Map(), dates: new Float64Array(0), generation: 0, moved: [], latest: new WeakMap() }));
  list.generation++;
  list.moved = [];
  const again: number[] = [];
  // Keys new to the list join the group of their source, and are dated.
  if (list.length !== keys.length) {
    const grown = new Float64Array(keys.length);
    grown.set(list.dates.subarray(0, Math.min(list.length, keys.length)));
    list.dates = grown;
    for (let i = list.length; i < keys.length; i++) {
      const source = dater.sourceOf(keys[i]!);
      const group = list.groups.get(source);
      if (group) group.indices.push(i);
      else list.groups.set(source, { indices: [i], basis: UNDATED });
      again.push(i);
    }
    list.length = keys.length;
  }
  for (const [source, group] of list.groups) {
    const basis = dater.basisOf(source);
    if (basis === group.basis) continue;
    group.basis = basis;
    appendAll(again, group.indices);
  }
  if (!sameStated(declared, list.stated)) {
    for (const key of new Set([...declared.keys(), ...list.stated.keys()])) {
      const index = declared.get(key) === list.stated.get(key) ? -1 : keys.indexOf(key);
      if (index >= 0) again.push(index);
    }
    list.stated = declared;
  }
  for (const i of again) {
    const date = dater.dateOfNewKey(keys[i]!);
    if (date !== list.dates[i]) list.moved.push(i);
    list.dates[i] = date;
  }
  return list;
}

/** The latest date among a page's runs, from a kept list's dating: the last build's when none of its keys moved. */
function latestOfKept(runs: ArrayLike<number>, dating: ListDating): number {
  const known = dating.latest.get(runs);
  if (known?.generation === dating.generation - 1 && !coversAny(runs, dating.moved)) {
    known.generation = dating.generation;
    return known.date;
  }
  const date = latestOf(runs, dating.dates);
  dating.latest.set(runs, { date, generation: dating.generation });
  return date;
}

/**
 * A page's date (docs/output-contract.md, "The sitemap"): the latest commit date among what it
 * was built from, at the level of the parts it read (readKeys.ts): a field of a record, a
 * record's field list, a collection's membership, one field of one item of a plan list; and
 * the files of its own template. What the shared layout read does not count, nor does a
 * floor date from site.yaml for a redesign let a page be older. Memoised per read: thousands of
 * pages read the same keys.
 */
export function createPageDates(
  dates: ReadonlyMap<string, FileDates>,
  options: {
    contentDir: string;
    templateFiles: ReadonlyMap<string, readonly string[]>;
    floor?: number;
    /** Dates content states for itself (a guide's `updated`), by the read of that field: a page reading one is no older. */
    declared?: ReadonlyMap<ReadKey, number>;
    /** A watch session's dating from its last build, to be brought up to date rather than done again. */
    kept?: KeptKeyDates | undefined;
    /**
     * The key list the reads of the pages carried over are runs into: the pages rendered afresh,
     * whose reads are keys, are dated through its dates too, not key by key again.
     */
    listed?: readonly string[] | undefined;
  },
): (reads: Iterable<ReadKey>, template: string) => number {
  const { templateFiles, floor = 0, declared = new Map(), kept, listed } = options;
  const dater = keyDater(dates, options.contentDir, declared);
  const templateDates = new Map<string, number>();
  const templateDate = (template: string) => {
    let date = templateDates.get(template);
    if (date === undefined)
      templateDates.set(template, (date = (templateFiles.get(template) ?? []).reduce((latest, file) => Math.max(latest, dates.get(file)?.file ?? 0), 0)));
    return date;
  };
  /** A key's date, memoised: for reads listed page by page, where thousands of pages read the same keys. */
  const memo = new Map<ReadKey, number>();
  const dateOfKey = (key: ReadKey): number => {
    let date = memo.get(key);
    if (date === undefined) memo.set(key, (date = dater.dateOfNewKey(key)));
    return date;
  };
  // Reads kept as runs into a key list (content/readRuns.ts) are dated by index: each key of the
  // list once, then each page by its runs, with no lookup for each of its reads.
  const listDates = new Map<readonly string[], ListDating | Float64Array>();
  const datesOf = (keys: readonly string[]): ListDating | Float64Array => {
    const dated = listDates.get(keys);
    if (dated && (dated instanceof Float64Array ? dated : dated.dates).length === keys.length) return dated;
    const fresh = kept ? keptDates(keys, kept, dater, declared) : Float64Array.from(keys, dater.dateOfNewKey);
    listDates.set(keys, fresh);
    return fresh;
  };
  return (reads, template) => {
    const floorOf = Math.max(floor, templateDate(template));
    if (isReadRuns(reads)) {
      const dating = datesOf(reads.keys);
      return Math.max(floorOf, dating instanceof Float64Array ? latestOf(reads.runs, dating) : latestOfKept(reads.runs, dating));
    }
    let latest = floorOf;
    const dating = listed && datesOf(listed);
    const known = dating && (dating instanceof Float64Array ? dating : dating.dates);
    const index = known && keyIndex(listed);
    for (const key of reads) {
      const at = index?.get(key);
      const date = at !== undefined && at < known!.length ? known![at]! : dateOfKey(key);
      if (date > latest) latest = date;
    }
    return latest;
  };
}

/** Whether two sets of stated dates agree. */
function sameStated(a: ReadonlyMap<ReadKey, number>, b: ReadonlyMap<ReadKey, number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, date] of a) if (b.get(key) !== date) return false;
  return true;
}

/** The latest of `dates` at the indices of `runs` (start, length, start, length…). */
function latestOf(runs: ArrayLike<number>, dates: Float64Array): number {
  let latest = 0;
  for (let i = 0; i < runs.length; i += 2) {
    for (let j = runs[i]!, end = j + runs[i + 1]!; j < end; j++) if (dates[j]! > latest) latest = dates[j]!;
  }
  return latest;
}

/** Whether runs take in any of `indices`. */
function coversAny(runs: ArrayLike<number>, indices: readonly number[]): boolean {
  for (const index of indices) if (covers(runs, index)) return true;
  return false;
}

/** Whether runs, in ascending order, take in `index`: found by halving. */
function covers(runs: ArrayLike<number>, index: number): boolean {
  let [low, high] = [0, runs.length / 2 - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = runs[middle * 2]!;
    if (index < start) high = middle - 1;
    else if (index >= start + runs[middle * 2 + 1]!) low = middle + 1;
    else return true;
  }
  return false;
}

/** A date as a sitemap's `<lastmod>`: a W3C datetime in UTC, to the second. */
export const w3cDatetime = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
