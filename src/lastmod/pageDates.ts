import { modelKeys } from '../cache/changedInputs.ts';
import { isReadRuns } from '../cache/readRanges.ts';
import { collections, patternMatcher, type CollectionDefinition } from '../content/collections.ts';
import { isSharedRead, parseRead, SHAPE, type ReadKey } from '../content/readKeys.ts';
import type { FileDates } from './fileDates.ts';

/** Model keys that say where a file is, not what it says: they date nothing. */
const WHERE_ONLY = new Set(['siteOrigin', 'figuresOrigin', 'redirectsOrigin']);

/** Model key (`kentTowns`, `colocationOptions`) → the collection that fills it. */
const collectionByModelKey = new Map<string, CollectionDefinition>(
  collections.flatMap((definition) => (modelKeys[definition.name] ?? [definition.name]).map((key) => [key, definition] as const)),
);

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
  {
    contentDir,
    templateFiles,
    floor = 0,
    declared = new Map(),
  }: {
    contentDir: string;
    templateFiles: ReadonlyMap<string, readonly string[]>;
    floor?: number;
    /** Dates content states for itself (a guide's `updated`), by the read of that field: a page reading one is no older. */
    declared?: ReadonlyMap<ReadKey, number>;
  },
): (reads: Iterable<ReadKey>, template: string) => number {
  const memo = new Map<ReadKey, number>();
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
  const templateDates = new Map<string, number>();
  const templateDate = (template: string) => {
    let date = templateDates.get(template);
    if (date === undefined) templateDates.set(template, (date = Math.max(0, ...(templateFiles.get(template) ?? []).map((file) => dates.get(file)?.file ?? 0))));
    return date;
  };
  const dateOfKey = (key: ReadKey): number => {
    if (isSharedRead(key)) return 0;
    let date = memo.get(key);
    if (date === undefined) memo.set(key, (date = Math.max(dateOfRead(key), declared.get(key) ?? 0)));
    return date;
  };
  // Reads kept as runs into a key list (cache/readRanges.ts) are dated by index: each key of the
  // list once, then each page by its runs, with no lookup for each of its reads.
  const listDates = new Map<readonly string[], Float64Array>();
  const datesOf = (keys: readonly string[]) => {
    let dates = listDates.get(keys);
    if (dates?.length !== keys.length) listDates.set(keys, (dates = Float64Array.from(keys, dateOfKey)));
    return dates;
  };
  return (reads, template) => {
    let latest = Math.max(floor, templateDate(template));
    if (isReadRuns(reads)) {
      const [dates, { runs }] = [datesOf(reads.keys), reads];
      for (let i = 0; i < runs.length; i += 2) {
        for (let j = runs[i]!, end = j + runs[i + 1]!; j < end; j++) if (dates[j]! > latest) latest = dates[j]!;
      }
      return latest;
    }
    for (const key of reads) {
      const date = dateOfKey(key);
      if (date > latest) latest = date;
    }
    return latest;
  };
}

/** A date as a sitemap's `<lastmod>`: a W3C datetime in UTC, to the second. */
export const w3cDatetime = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
