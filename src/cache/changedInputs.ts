import { collections, type CollectionName } from '../content/collections.ts';

/** The model keys a collection fills, where they differ from its name. */
const modelKeys: Partial<Record<CollectionName, readonly string[]>> = {
  site: ['site', 'siteOrigin'],
  figures: ['figures', 'figuresOrigin'],
  colocation: ['colocationOptions'],
  // Kent towns are the Kent places of the locations collection.
  locations: ['locations', 'kentTowns'],
};

const singleFile = new Set(collections.filter((c) => c.shape === 'single').map((c) => c.name));

/**
 * The read keys (see trackModelReads) that an edit between two content loads invalidates:
 * a changed record file; a collection whose membership changed (a file added or removed);
 * a single-file collection whose file changed.
 */
export function changedInputs(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  collectionOf: (file: string) => CollectionName | undefined,
): Set<string> {
  const keys = new Set<string>();
  const touchCollection = (file: string) => {
    const name = collectionOf(file);
    if (name) for (const key of modelKeys[name] ?? [name]) keys.add(`collection:${key}`);
  };
  for (const file of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(file);
    const is = after.get(file);
    if (was === is) continue;
    keys.add(file);
    const name = collectionOf(file);
    if (was === undefined || is === undefined || (name && singleFile.has(name))) touchCollection(file);
  }
  return keys;
}
