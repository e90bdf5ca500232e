import { mkdir } from 'node:fs/promises';
import type { StoredSource } from '../content/contentCache.ts';
import type { RenderedBody } from '../content/renderMarkdownBodies.ts';
import { changedInputs } from './changedInputs.ts';
import type { FieldHashes } from './fieldHashes.ts';
import type { CollectionName } from '../content/collections.ts';
import type { PageRoute } from '../routes/route.ts';
import type { CodeKeys } from './codeKeys.ts';
import { changedRuns, encodeReads, isReadRuns, keyIndex, remapRuns, RunStore, type ReadRuns } from '../content/readRuns.ts';
import { loadLoggedMap, saveLoggedMap, type LoadedMap } from './loggedMap.ts';
import {
  appendManifestChange,
  readManifest,
  writeManifest,
  type Manifest,
  type ManifestChange,
  type ManifestHead,
  type ManifestRead,
  type MapChange,
} from './manifestFile.ts';

/**
 * Bumped whenever the stored shape, or what a stored value means, changes; an older cache is
 * ignored, never misread (8: field hashes are made from exact JSON, fieldHashes.ts).
 */
const FORMAT = 8;

/** What one page needs to be reused: what it was built from, and what it read. */
export interface CachedPage {
  template: string;
  output: string;
  reads: Iterable<string>;
  /** Links it left out because their target was not built. */
  pending: readonly string[];
}

/** What a build leaves for the next one, in `.site-cache/` beside content/. */
export interface StoredBuild {
  /** The fingerprint in the output folder this build wrote: pages are reused only from it. */
  fingerprint: string;
  code: CodeKeys;
  routesKey: string;
  assetsKey: string;
  /** Content file → hash of its bytes, and the collection it belongs to. */
  content: ReadonlyMap<string, string>;
  /** Record file → a hash of each of its fields in the model, and the key of what every record shares (fieldHashes.ts). */
  fields: ReadonlyMap<string, FieldHashes>;
  sharedKey: string;
  collectionOf: ReadonlyMap<string, CollectionName>;
  pages: Map<string, CachedPage>;
  /** Rendered Markdown bodies by file, first line and body hash. */
  markdown: Map<string, RenderedBody>;
  /** Content file → what it parsed to, with the hash of its bytes. */
  sources: Map<string, StoredSource>;
  /** The deploy files this build wrote, and the key of what they were made from (emit/deployFiles.ts). */
  deploy?: { key: string; files: readonly string[] };
  /**
   * The Markdown bodies, parsed files and manifest as their files held them, when loaded: a
   * save writes what changed since; and the key list the pages' reads were loaded as runs
   * into, with its length when it was last made afresh (`storedReads`).
   */
  loaded?: {
    markdown: LoadedMap<RenderedBody>;
    sources: LoadedMap<StoredSource>;
    keys?: { list: readonly string[]; madeAt: number };
    manifest?: LoadedManifest;
  };
}

/** The manifest as loaded: its pages and maps, which a save compares with (`manifestChange`), and the sizes of its files. */
type LoadedManifest = Pick<StoredBuild, 'pages' | 'content' | 'fields' | 'collectionOf'> & Pick<ManifestRead, 'sizes' | 'torn'>;

/** The last build's cache, or undefined when there is none or it is unreadable or older. */
export async function loadBuildCache(dir: string): Promise<StoredBuild | undefined> {
  try {
    const manifest = await loadManifest(dir);
    if (!manifest) return undefined;
    const [markdown, sources] = await Promise.all([loadLoggedMap<RenderedBody>(dir, 'markdown'), loadLoggedMap<StoredSource>(dir, 'sources')]);
    if (!markdown || !sources) return undefined;
    const { head, maps, pages, keys, read } = manifest;
    const { format: _, keysMadeAt, ...build } = head;
    return {
      ...build,
      ...maps,
      pages,
      markdown: new Map(markdown.entries),
      sources: new Map(sources.entries),
      loaded: {
        markdown,
        sources,
        keys: { list: keys, madeAt: keysMadeAt },
        manifest: { pages, ...maps, sizes: read.sizes, torn: read.torn },
      },
    };
  } catch {
    // A missing, partly written or hand-edited cache only costs a full build.
    return undefined;
  }
}

/**
 * What each page of the last build read, by URL, from the manifest alone (the Markdown bodies
 * and parsed files are not loaded): for `site check`, which traces a page's words back to the
 * content lines they came from. Undefined when there is no readable cache.
 */
export async function loadPageReads(dir: string): Promise<ReadonlyMap<string, Iterable<string>> | undefined> {
  try {
    const manifest = await loadManifest(dir);
    return manifest && new Map([...manifest.pages].map(([url, page]) => [url, page.reads]));
  } catch {
    return undefined;
  }
}

/** The manifest with its log's changes applied, every page's reads as runs into the one key list. */
async function loadManifest(dir: string) {
  const read = await readManifest(dir);
  if (!read || read.runs.length !== read.manifest.runCount) return undefined;
  const { content, fields, collectionOf, keys, pages: stored, runCount: _, ...first } = read.manifest;
  const maps = { content: new Map(Object.entries(content)), fields: new Map(Object.entries(fields)), collectionOf: new Map(Object.entries(collectionOf)) };
  const entries = new Map(
    Object.entries(stored).map(([url, [template, output, start, length, pending]]) => [
      url,
      { template, output, runs: read.runs.subarray(start, start + length), pending },
    ]),
  );
  let head: ManifestHead = first;
  for (const change of read.changes) {
    head = change.head;
    for (const name of ['content', 'fields', 'collectionOf'] as const) applyChange(maps[name] as Map<string, unknown>, change[name]);
    for (const key of change.keys) keys.push(key);
    for (const [url, [template, output, runs, pending]] of change.pages.set) entries.set(url, { template, output, runs: Int32Array.from(runs), pending });
    for (const url of change.pages.deleted) entries.delete(url);
  }
  if (head.format !== FORMAT) return undefined;
  // Kept for the whole build: every page's runs in one store, and each template's name and an empty list once, not once a page.
  const store = new RunStore();
  const templates = new Map<string, string>();
  const pages = new Map<string, CachedPage>();
  for (const [url, { template, output, runs, pending }] of entries) {
    if (!templates.has(template)) templates.set(template, template);
    pages.set(url, { template: templates.get(template)!, output, reads: store.keep(runs, keys), pending: pending.length === 0 ? NONE : pending });
  }
  return { head, maps, pages, keys, read: { sizes: read.sizes, torn: read.torn } };
}

const NONE: readonly string[] = Object.freeze([]);

function applyChange<V>(map: Map<string, V>, change: MapChange<V>): void {
  for (const [key, value] of change.set) map.set(key, value);
  for (const key of change.deleted) map.delete(key);
}

/**
 * Writes the cache through temporary files and renames, so a crash never leaves half a cache;
 * the Markdown bodies and parsed files through their logs (loggedMap.ts), which hold the bodies
 * and files this build made or parsed afresh: entries keyed by what they were made from, so an
 * entry a crash lost is made again, and one it left is still right for its key; and the
 * manifest through its own log (manifestFile.ts), whose change a crash cut short leaves the
 * last build's manifest, from which nothing is reused. `loaded`: what the last build's files held.
 */
export async function saveBuildCache(dir: string, build: StoredBuild, loaded?: StoredBuild['loaded']): Promise<void> {
  const reads = storedReads(build.pages, loaded?.keys);
  const { markdown, sources, loaded: _, content, fields, collectionOf, pages, ...rest } = build;
  const head: ManifestHead = { format: FORMAT, ...rest, keysMadeAt: reads.madeAt };
  await mkdir(dir, { recursive: true });
  // A body rendered again is a new value; a file taken from the cache keeps the values it was stored with.
  await saveLoggedMap(dir, 'markdown', markdown, loaded?.markdown, (before, now) => before === now);
  await saveLoggedMap(
    dir,
    'sources',
    sources,
    loaded?.sources,
    (before, now) => before.data === now.data && before.hash === now.hash && before.sha === now.sha && before.validated === now.validated,
  );
  const change = loaded?.manifest && reads.added && manifestChange(head, build, reads, loaded.manifest);
  if (change) await appendManifestChange(dir, change, loaded.manifest!);
  else await writeManifest(dir, ...wholeManifest(head, build, reads));
}

/** The manifest whole: every page's runs one after another, each put in place as it is made, not held till the end. */
function wholeManifest(head: ManifestHead, build: StoredBuild, reads: StoredReads): [Manifest, Int32Array] {
  const pages: Manifest['pages'] = {};
  let all = new Int32Array(1 << 16);
  let total = 0;
  for (const [url, page] of build.pages) {
    const runs = reads.runsOf(page.reads);
    if (total + runs.length > all.length) {
      const grown = new Int32Array(Math.max(all.length * 2, total + runs.length));
      grown.set(all.subarray(0, total));
      all = grown;
    }
    all.set(runs, total);
    pages[url] = [page.template, page.output, total, runs.length, [...page.pending]];
    total += runs.length;
  }
  const runs = all.subarray(0, total);
  const manifest: Manifest = {
    ...head,
    content: Object.fromEntries(build.content),
    fields: Object.fromEntries(build.fields),
    collectionOf: Object.fromEntries(build.collectionOf),
    keys: reads.keys,
    pages,
    runCount: runs.length,
  };
  return [manifest, runs];
}

/**
 * What this build changed in the manifest as loaded, to append to its log; undefined when the
 * whole manifest is to be written: the log has passed a quarter of the file, or more than a
 * quarter of the pages changed. A page carried over keeps its reads, the very runs it was
 * loaded with, so only the pages rendered afresh, or gone, are written.
 */
function manifestChange(head: ManifestHead, build: StoredBuild, reads: StoredReads, loaded: LoadedManifest): ManifestChange | undefined {
  if (!reads.added || loaded.sizes.log >= loaded.sizes.file / 4) return undefined;
  const pages: ManifestChange['pages'] = { set: [], deleted: [] };
  for (const [url, page] of build.pages) {
    const before = loaded.pages.get(url);
    if (before && before.reads === page.reads && before.template === page.template && before.output === page.output && sameList(before.pending, page.pending))
      continue;
    pages.set.push([url, [page.template, page.output, Array.from(reads.runsOf(page.reads)), [...page.pending]]]);
  }
  for (const url of loaded.pages.keys()) if (!build.pages.has(url)) pages.deleted.push(url);
  if (pages.set.length + pages.deleted.length > build.pages.size / 4) return undefined;
  return {
    head,
    content: mapChange(loaded.content, build.content, (a, b) => a === b),
    fields: mapChange(loaded.fields, build.fields, sameFieldHashes),
    collectionOf: mapChange(loaded.collectionOf, build.collectionOf, (a, b) => a === b),
    keys: reads.added,
    pages,
  };
}

function mapChange<V>(before: ReadonlyMap<string, V>, now: ReadonlyMap<string, V>, same: (a: V, b: V) => boolean): MapChange<V> {
  const change: MapChange<V> = { set: [], deleted: [] };
  for (const [key, value] of now) if (!before.has(key) || !same(before.get(key)!, value)) change.set.push([key, value]);
  for (const key of before.keys()) if (!now.has(key)) change.deleted.push(key);
  return change;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function sameFieldHashes(a: FieldHashes, b: FieldHashes): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The key list a save stores, a page's reads as runs into it, and the keys added at the end of the loaded list, when it was kept. */
interface StoredReads {
  keys: string[];
  madeAt: number;
  added?: string[];
  runsOf: (reads: Iterable<string>) => ArrayLike<number>;
}

/**
 * The key list the manifest stores, and a page's reads as runs into it. After an edit nearly
 * every page is carried over, its reads still runs into the list it was loaded with (`loaded`):
 * that list is kept as it is, with the keys it lacks that pages rendered afresh read added at
 * its end, so those pages keep their runs, and saving costs what was rendered, not every
 * read of the site. Keys no page reads any more stay until the list has grown by a quarter
 * since it was last made afresh: then, as with no list loaded, it is made afresh of the keys
 * the pages read (freshReads), and every page's runs are renumbered into it.
 */
function storedReads(pages: ReadonlyMap<string, CachedPage>, loaded: { list: readonly string[]; madeAt: number } | undefined): StoredReads {
  // Pages rendered afresh have runs into the render's own list (renderPages.tsx): their keys are read one by one.
  const inLoaded = (reads: Iterable<string>) => isReadRuns(reads) && reads.keys === loaded?.list;
  if (loaded) {
    const keys = [...loaded.list];
    const listed = keyIndex(loaded.list);
    const added = new Map<string, number>();
    const indexOf = { get: (key: string) => listed.get(key) ?? added.get(key) };
    for (const { reads } of pages.values())
      if (!inLoaded(reads)) for (const key of reads) if (indexOf.get(key) === undefined) added.set(key, keys.push(key) - 1);
    if (keys.length <= loaded.madeAt * 1.25)
      return {
        keys,
        madeAt: loaded.madeAt,
        added: keys.slice(loaded.list.length),
        runsOf: (reads) => (inLoaded(reads) ? (reads as ReadRuns).runs : encodeReads(reads, indexOf)),
      };
  }
  return freshReads(pages);
}

/**
 * The key list made afresh: the keys in the order the pages, in route order, first read them,
 * each page's new keys sorted. Keys that pages read together sit together (a record's fields,
 * the site-wide keys every page reads), so each page's reads are few runs, where a list sorted
 * by name splits them wherever another page's keys sort between; and the order is the same
 * whichever thread rendered which page. Pages carried over keep the runs they were loaded with:
 * their keys are gathered, and their runs renumbered, through the lists those runs index, not
 * key by key.
 */
function freshReads(pages: ReadonlyMap<string, CachedPage>): StoredReads {
  const keys: string[] = [];
  const indexOf = new Map<string, number>();
  /** Each list's index → its key's index in `keys`; -1 for a key no page reads. */
  const newIndexOf = new Map<readonly string[], Int32Array>();
  for (const { reads } of pages.values()) {
    const fresh: string[] = [];
    if (!isReadRuns(reads)) {
      for (const key of reads) if (!indexOf.has(key)) fresh.push(key);
    } else {
      let newIndex = newIndexOf.get(reads.keys);
      if (!newIndex) newIndexOf.set(reads.keys, (newIndex = new Int32Array(reads.keys.length).fill(-1)));
      const { runs } = reads;
      for (let i = 0; i < runs.length; i += 2)
        for (let j = runs[i]!, end = j + runs[i + 1]!; j < end; j++) {
          if (newIndex[j] !== -1) continue;
          const key = reads.keys[j]!;
          newIndex[j] = indexOf.get(key) ?? -2;
          if (newIndex[j] === -2) fresh.push(key);
        }
    }
    for (const key of [...new Set(fresh)].sort()) if (!indexOf.has(key)) indexOf.set(key, keys.push(key) - 1);
  }
  for (const [list, newIndex] of newIndexOf) newIndex.forEach((at, j) => at === -2 && (newIndex[j] = indexOf.get(list[j]!)!));
  // A list that is the new one keeps its runs as they are.
  const same = new Set([...newIndexOf].filter(([list, newIndex]) => list.length === keys.length && newIndex.every((at, j) => at === j)).map(([list]) => list));
  return {
    keys,
    madeAt: keys.length,
    runsOf: (reads) => {
      if (!isReadRuns(reads)) return encodeReads(reads, indexOf);
      return same.has(reads.keys) ? reads.runs : remapRuns(reads.runs, newIndexOf.get(reads.keys)!);
    },
  };
}

export interface CurrentInputs {
  /** The fingerprint recorded in the output folder now, if any. */
  distFingerprint: string | undefined;
  code: CodeKeys;
  routesKey: string;
  assetsKey: string;
  content: ReadonlyMap<string, string>;
  fields: ReadonlyMap<string, FieldHashes>;
  collectionOf: ReadonlyMap<string, CollectionName>;
}

/**
 * The pages of the last build that would come out byte for byte the same: same template code,
 * same routes and assets, and nothing they read has changed since. Anything in doubt is
 * rendered again: a cache that might serve stale output is worse than none.
 */
export function reusablePages(stored: StoredBuild | undefined, now: CurrentInputs): (route: PageRoute) => CachedPage | undefined {
  const none = () => undefined;
  if (!stored || now.distFingerprint !== stored.fingerprint) return none;
  // A new or removed page changes which links templates may publish, so every page is redone.
  if (stored.code.common !== now.code.common || stored.routesKey !== now.routesKey || stored.assetsKey !== now.assetsKey) return none;
  const collectionOf = (file: string) => now.collectionOf.get(file) ?? stored.collectionOf.get(file);
  const invalid = changedInputs(stored, now, collectionOf);
  // Reads still as the runs they were stored as are tested by their runs (src/content/readRuns.ts).
  const changedOf = new Map<readonly string[], (runs: ArrayLike<number>) => boolean>();
  const changed = (reads: Iterable<string>) => {
    if (!isReadRuns(reads)) {
      for (const key of reads) if (invalid.has(key)) return true;
      return false;
    }
    let test = changedOf.get(reads.keys);
    // Asked once per key of the list, so the answers need not be kept.
    if (!test) changedOf.set(reads.keys, (test = changedRuns(reads.keys, invalid.decide)));
    return test(reads.runs);
  };
  return (route) => {
    const page = stored.pages.get(route.url);
    if (!page || page.template !== route.template || page.output !== route.output) return undefined;
    if (stored.code.templates[route.template] !== now.code.templates[route.template]) return undefined;
    return changed(page.reads) ? undefined : page;
  };
}
