import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredSource } from '../content/contentCache.ts';
import type { RenderedBody } from '../content/renderMarkdownBodies.ts';
import { changedInputs } from './changedInputs.ts';
import type { FieldHashes } from './fieldHashes.ts';
import type { CollectionName } from '../content/collections.ts';
import type { PageRoute } from '../routes/route.ts';
import type { CodeKeys } from './codeKeys.ts';
import { changedRuns, encodeReads, isReadRuns, readRuns, remapRuns } from './readRanges.ts';
import { loadLoggedMap, saveLoggedMap, type LoadedMap } from './loggedMap.ts';

/** Bumped whenever the stored shape changes; an older cache is ignored, never misread. */
const FORMAT = 7;

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
   * The Markdown bodies and parsed files as their files held them, when loaded: a save writes
   * what changed since; and the key list the pages' reads were loaded as runs into, with its
   * length when it was last made afresh (`storedReads`).
   */
  loaded?: { markdown: LoadedMap<RenderedBody>; sources: LoadedMap<StoredSource>; keys?: { list: readonly string[]; madeAt: number } };
}

/**
 * The manifest's JSON part: each page's reads are `length` numbers from `start` of the runs
 * after it. The maps a build keeps in memory are objects on disk.
 */
interface Manifest extends Omit<StoredBuild, 'pages' | 'markdown' | 'sources' | 'loaded' | 'content' | 'fields' | 'collectionOf'> {
  format: number;
  content: Record<string, string>;
  fields: Record<string, FieldHashes>;
  collectionOf: Record<string, CollectionName>;
  keys: string[];
  /** How many keys the list held when it was last made afresh. */
  keysMadeAt: number;
  pages: Record<string, [template: string, output: string, start: number, length: number, pending: string[]]>;
  /** How many numbers of runs follow: fewer is a file cut short. */
  runCount: number;
}

/**
 * The manifest file: the length of its JSON part (4 bytes), the JSON, then every page's read
 * runs as 32-bit integers (from a 4-byte boundary), in one file so that one rename replaces
 * both. 9,000 pages read 1.2 million keys: as JSON numbers they took a build after a one-record
 * edit 120 ms to parse and as long to write; as integers, a view of the bytes read.
 */
const MANIFEST = 'manifest.bin';
const LENGTH_BYTES = 4;
const aligned = (offset: number) => Math.ceil(offset / Int32Array.BYTES_PER_ELEMENT) * Int32Array.BYTES_PER_ELEMENT;

function readManifest(bytes: Buffer): { manifest: Manifest; runs: Int32Array } | undefined {
  if (os.endianness() !== 'LE' || bytes.length < LENGTH_BYTES) return undefined;
  const jsonEnd = LENGTH_BYTES + bytes.readUInt32LE(0);
  const manifest = JSON.parse(bytes.toString('utf8', LENGTH_BYTES, jsonEnd)) as Manifest;
  const start = aligned(jsonEnd);
  // A view needs its start on a 4-byte boundary in memory too: a copy where it is not.
  const from = bytes.byteOffset + start;
  const count = (bytes.length - start) / Int32Array.BYTES_PER_ELEMENT;
  const runs =
    from % Int32Array.BYTES_PER_ELEMENT === 0 ? new Int32Array(bytes.buffer, from, count) : new Int32Array(new Uint8Array(bytes.subarray(start)).buffer);
  return { manifest, runs };
}

/** The manifest file's parts, in order: written one after another, not copied into one buffer first (7 MB for 9,000 pages). */
function manifestParts(manifest: Manifest, runs: Int32Array): Uint8Array[] {
  const json = Buffer.from(JSON.stringify(manifest));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32LE(json.length, 0);
  const padding = Buffer.alloc(aligned(LENGTH_BYTES + json.length) - LENGTH_BYTES - json.length);
  return [length, json, padding, new Uint8Array(runs.buffer, runs.byteOffset, runs.byteLength)];
}

/** The last build's cache, or undefined when there is none or it is unreadable or older. */
export async function loadBuildCache(dir: string): Promise<StoredBuild | undefined> {
  try {
    const read = readManifest(await readFile(path.join(dir, MANIFEST)));
    if (read?.manifest.format !== FORMAT || read.runs.length !== read.manifest.runCount) return undefined;
    const { manifest, runs } = read;
    const [markdown, sources] = await Promise.all([
      loadLoggedMap<RenderedBody>(path.join(dir, MARKDOWN)),
      loadLoggedMap<StoredSource>(path.join(dir, SOURCES)),
    ]);
    if (!markdown || !sources) return undefined;
    const pages = new Map(
      Object.entries(manifest.pages).map(([url, [template, output, start, length, pending]]) => [
        url,
        { template, output, reads: readRuns(runs.subarray(start, start + length), manifest.keys), pending },
      ]),
    );
    return {
      ...manifest,
      content: new Map(Object.entries(manifest.content)),
      fields: new Map(Object.entries(manifest.fields)),
      collectionOf: new Map(Object.entries(manifest.collectionOf)),
      pages,
      markdown: new Map(markdown.entries),
      sources: new Map(sources.entries),
      loaded: { markdown, sources, keys: { list: manifest.keys, madeAt: manifest.keysMadeAt } },
    };
  } catch {
    // A missing, partly written or hand-edited cache only costs a full build.
    return undefined;
  }
}

/** The rendered Markdown bodies and the parsed content files, each a map that later builds append to (loggedMap.ts). */
const MARKDOWN = 'markdown.bin';
const SOURCES = 'sources.bin';

/**
 * Writes the cache through temporary files and renames, so a crash never leaves half a cache;
 * the Markdown bodies and parsed files through their logs (loggedMap.ts), which hold the bodies
 * and files this build made or parsed afresh: entries keyed by what they were made from, so an
 * entry a crash lost is made again, and one it left is still right for its key. `loaded`: what
 * the last build's files held.
 */
export async function saveBuildCache(dir: string, build: StoredBuild, loaded?: StoredBuild['loaded']): Promise<void> {
  const reads = storedReads(build.pages, loaded?.keys);
  const pages: Manifest['pages'] = {};
  const pageRuns: ArrayLike<number>[] = [];
  let total = 0;
  for (const [url, page] of build.pages) {
    const runs = reads.runsOf(page.reads);
    pages[url] = [page.template, page.output, total, runs.length, [...page.pending]];
    pageRuns.push(runs);
    total += runs.length;
  }
  const runs = new Int32Array(total);
  let at = 0;
  for (const page of pageRuns) {
    runs.set(page, at);
    at += page.length;
  }
  const { markdown, sources, loaded: _, content, fields, collectionOf, ...rest } = build;
  const manifest: Manifest = {
    format: FORMAT,
    ...rest,
    content: Object.fromEntries(content),
    fields: Object.fromEntries(fields),
    collectionOf: Object.fromEntries(collectionOf),
    keys: reads.keys,
    keysMadeAt: reads.madeAt,
    pages,
    runCount: runs.length,
  };
  await mkdir(dir, { recursive: true });
  const write = async (name: string, data: string | Uint8Array | Iterable<Uint8Array>) => {
    const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, path.join(dir, name));
  };
  // A body rendered again is a new value; a file taken from the cache keeps the values it was stored with.
  await saveLoggedMap(path.join(dir, MARKDOWN), markdown, loaded?.markdown, (before, now) => before === now);
  await saveLoggedMap(
    path.join(dir, SOURCES),
    sources,
    loaded?.sources,
    (before, now) => before.data === now.data && before.hash === now.hash && before.sha === now.sha && before.validated === now.validated,
  );
  await write(MANIFEST, manifestParts(manifest, runs));
  // What builds before these files kept the manifest and the bodies in, 17 MB for 4,000 guides.
  for (const old of ['manifest.json', 'markdown.json']) await rm(path.join(dir, old), { force: true });
}

/**
 * The key list the manifest stores, and a page's reads as runs into it. After an edit nearly
 * every page is carried over, its reads still runs into the list it was loaded with (`loaded`):
 * that list is kept as it is, with the keys it lacks that pages rendered afresh read added at
 * its end, so those pages keep their runs, and saving costs what was rendered, not the site's
 * 1.2 million reads. Keys no page reads any more stay until the list has grown by a quarter
 * since it was last made afresh: then, as with no list loaded or pages from another list (a
 * watch session's), it is made afresh of the keys the pages read, sorted, and every page's
 * runs are renumbered into it.
 */
function storedReads(
  pages: ReadonlyMap<string, CachedPage>,
  loaded: { list: readonly string[]; madeAt: number } | undefined,
): { keys: string[]; madeAt: number; runsOf: (reads: Iterable<string>) => ArrayLike<number> } {
  const carried = [...pages.values()].every(({ reads }) => !isReadRuns(reads) || reads.keys === loaded?.list);
  if (loaded && carried) {
    const keys = [...loaded.list];
    const indexOf = new Map(keys.map((key, i) => [key, i]));
    for (const { reads } of pages.values()) if (!isReadRuns(reads)) for (const key of reads) if (!indexOf.has(key)) indexOf.set(key, keys.push(key) - 1);
    if (keys.length <= loaded.madeAt * 1.25)
      return { keys, madeAt: loaded.madeAt, runsOf: (reads) => (isReadRuns(reads) ? reads.runs : encodeReads(reads, indexOf)) };
  }
  // Pages carried over keep the runs they were loaded with: their keys are gathered, and their
  // runs renumbered, through the lists those runs index, not key by key.
  const allReads = new Set<string>();
  const usedOf = new Map<readonly string[], Uint8Array>();
  for (const page of pages.values()) {
    if (!isReadRuns(page.reads)) {
      for (const key of page.reads) allReads.add(key);
      continue;
    }
    const { runs, keys } = page.reads;
    let used = usedOf.get(keys);
    if (!used) usedOf.set(keys, (used = new Uint8Array(keys.length)));
    for (let i = 0; i < runs.length; i += 2) used.fill(1, runs[i], runs[i]! + runs[i + 1]!);
  }
  for (const [keys, used] of usedOf) keys.forEach((key, i) => used[i] && allReads.add(key));
  const keys = [...allReads].sort();
  const indexOf = new Map(keys.map((key, i) => [key, i]));
  // A list that is the new one keeps its runs as they are.
  const newIndexOf = new Map(
    [...usedOf.keys()].map((old) => [
      old,
      old.length === keys.length && old.every((key, i) => key === keys[i]) ? undefined : Int32Array.from(old, (key) => indexOf.get(key) ?? -1),
    ]),
  );
  return {
    keys,
    madeAt: keys.length,
    runsOf: (reads) => {
      if (!isReadRuns(reads)) return encodeReads(reads, indexOf);
      const newIndex = newIndexOf.get(reads.keys);
      return newIndex ? remapRuns(reads.runs, newIndex) : reads.runs;
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
  // Reads still as the runs they were stored as are tested by their runs (readRanges.ts).
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
