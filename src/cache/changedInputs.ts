import { collections, type CollectionName } from '../content/collections.ts';
import { collectionRead, fieldRead, isOwnFileRead, isSharedRead, parseRead, recordRead, type ReadKey } from '../content/readKeys.ts';
import type { FieldHashes } from './fieldHashes.ts';

/** The model keys a collection fills, where they differ from its name. */
export const modelKeys: Partial<Record<CollectionName, readonly string[]>> = {
  site: ['site', 'siteOrigin'],
  figures: ['figures', 'figuresOrigin'],
  colocation: ['colocationOptions'],
  // Kent towns are the Kent places of the locations collection.
  locations: ['locations', 'kentTowns'],
};

const singleFile = new Set(collections.filter((c) => c.shape === 'single').map((c) => c.name));

/** The content of one build as the cache compares it: file hashes, and the field hashes of each record. */
export interface ContentState {
  content: ReadonlyMap<string, string>;
  fields: ReadonlyMap<string, FieldHashes>;
}

/**
 * What an edit between two content loads invalidates, as a test of read keys (readKeys.ts):
 * - a record file whose bytes changed: the record as a whole, and each field whose value
 *   changed (all of them when either load has no field hashes for it);
 * - a collection whose membership changed (a file added or removed), and a single-file
 *   collection whose file changed (with every part of it).
 * A shared read (the layout's, on a page's behalf) counts as the key it names.
 */
export function changedInputs(
  before: ContentState,
  after: ContentState,
  collectionOf: (file: string) => CollectionName | undefined,
): {
  /** Whether a key changed, with each answer kept: a site's pages ask about the same keys over and over. */
  has(key: ReadKey): boolean;
  /** The same answer, worked out afresh: for a caller that asks about each key once. */
  decide: (key: ReadKey) => boolean;
} {
  const keys = new Set<string>();
  const wholly = new Set<string>();
  const touchCollection = (file: string) => {
    const name = collectionOf(file);
    if (name) for (const key of modelKeys[name] ?? [name]) keys.add(collectionRead(key));
  };
  for (const file of new Set([...before.content.keys(), ...after.content.keys()])) {
    const was = before.content.get(file);
    const is = after.content.get(file);
    if (was === is) continue;
    keys.add(recordRead(file));
    const name = collectionOf(file);
    if (was === undefined || is === undefined || (name && singleFile.has(name))) touchCollection(file);
    const [old, now] = [before.fields.get(file), after.fields.get(file)];
    if (!old || !now) wholly.add(file);
    else for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) if (old[field] !== now[field]) keys.add(fieldRead(file, field));
  }
  // Field hashes can change with the bytes the same (a claim of site.yaml, an image's size).
  for (const [file, now] of after.fields) {
    const old = before.fields.get(file);
    if (!old || old === now || before.content.get(file) !== after.content.get(file)) continue;
    for (const field of Object.keys(now)) if (old[field] !== now[field]) keys.add(fieldRead(file, field)).add(recordRead(file));
  }
  // Every page asks about each key it read, and the pages of a site read the same keys over and
  // over (a few hundred reads a page): the answer is worked out once per distinct key.
  const answers = new Map<ReadKey, boolean>();
  const decide = (key: ReadKey): boolean => {
    if (keys.has(key)) return true;
    // Most keys are a page's own reads of a record's fields: changed only when listed above, or
    // with their whole file. A save of one file lists that file's fields, and nothing wholly.
    if (wholly.size === 0 && isOwnFileRead(key)) return false;
    const read = parseRead(key);
    // A part of a collection changes with the collection; a shared read as the page's own.
    if ('collection' in read) return (read.part !== undefined || isSharedRead(key)) && keys.has(collectionRead(read.collection));
    if (isSharedRead(key) && keys.has(read.field === undefined ? recordRead(read.file) : fieldRead(read.file, read.field))) return true;
    return wholly.has(read.file);
  };
  return {
    decide,
    has(key) {
      let answer = answers.get(key);
      if (answer === undefined) answers.set(key, (answer = decide(key)));
      return answer;
    },
  };
}
