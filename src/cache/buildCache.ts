import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
const FORMAT = 5;

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
  content: Record<string, string>;
  /** Record file → a hash of each of its fields in the model, and the key of what every record shares (fieldHashes.ts). */
  fields: Record<string, FieldHashes>;
  sharedKey: string;
  collectionOf: Record<string, CollectionName>;
  pages: Map<string, CachedPage>;
  /** Rendered Markdown bodies by file, first line and body hash. */
  markdown: Map<string, RenderedBody>;
  /** Content file → what it parsed to, with the hash of its bytes. */
  sources: Map<string, StoredSource>;
  /** The deploy files this build wrote, and the key of what they were made from (emit/deployFiles.ts). */
  deploy?: { key: string; files: readonly string[] };
  /** The Markdown bodies and parsed files as their files held them, when loaded: a save writes what changed since. */
  loaded?: { markdown: LoadedMap<RenderedBody>; sources: LoadedMap<StoredSource> };
}

interface Manifest extends Omit<StoredBuild, 'pages' | 'markdown' | 'sources' | 'loaded'> {
  format: number;
  keys: string[];
  pages: Record<string, [template: string, output: string, reads: number[], pending: string[]]>;
}

export function cacheDir(root: string): string {
  return path.join(root, '.site-cache');
}

/** The last build's cache, or undefined when there is none or it is unreadable or older. */
export async function loadBuildCache(dir: string): Promise<StoredBuild | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) return undefined;
    const [markdown, sources] = await Promise.all([
      loadLoggedMap<RenderedBody>(path.join(dir, MARKDOWN)),
      loadLoggedMap<StoredSource>(path.join(dir, SOURCES)),
    ]);
    if (!markdown || !sources) return undefined;
    const pages = new Map(
      Object.entries(manifest.pages).map(([url, [template, output, reads, pending]]) => [
        url,
        { template, output, reads: readRuns(reads, manifest.keys), pending },
      ]),
    );
    return { ...manifest, pages, markdown: new Map(markdown.entries), sources: new Map(sources.entries), loaded: { markdown, sources } };
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
  // Pages carried over keep the runs they were loaded with: their keys are gathered, and their
  // runs renumbered, through the lists those runs index, not key by key.
  const allReads = new Set<string>();
  const usedOf = new Map<readonly string[], Uint8Array>();
  for (const page of build.pages.values()) {
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
  const newIndexOf = new Map([...usedOf.keys()].map((old) => [old, Int32Array.from(old, (key) => indexOf.get(key) ?? -1)]));
  const pages: Manifest['pages'] = {};
  for (const [url, page] of build.pages) {
    const { reads } = page;
    const runs = isReadRuns(reads) ? remapRuns(reads.runs, newIndexOf.get(reads.keys)!) : encodeReads(reads, indexOf);
    pages[url] = [page.template, page.output, runs, [...page.pending]];
  }
  const { markdown, sources, loaded: _, ...rest } = build;
  const manifest: Manifest = { format: FORMAT, ...rest, keys, pages };
  await mkdir(dir, { recursive: true });
  const write = async (name: string, data: string | Uint8Array) => {
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
    (before, now) => before.data === now.data && before.hash === now.hash && before.sha === now.sha,
  );
  await write('manifest.json', JSON.stringify(manifest));
  // What builds before the bodies were logged kept them in, 10 MB for 4,000 guides.
  await rm(path.join(dir, 'markdown.json'), { force: true });
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
  const before = new Map(Object.entries(stored.content));
  const collectionOf = (file: string) => now.collectionOf.get(file) ?? stored.collectionOf[file];
  const invalid = changedInputs({ content: before, fields: new Map(Object.entries(stored.fields)) }, now, collectionOf);
  // Reads still as the runs they were stored as are tested by their runs (readRanges.ts).
  const changedOf = new Map<readonly string[], (runs: readonly number[]) => boolean>();
  const changed = (reads: Iterable<string>) => {
    if (!isReadRuns(reads)) {
      for (const key of reads) if (invalid.has(key)) return true;
      return false;
    }
    let test = changedOf.get(reads.keys);
    if (!test) changedOf.set(reads.keys, (test = changedRuns(reads.keys, (key) => invalid.has(key))));
    return test(reads.runs);
  };
  return (route) => {
    const page = stored.pages.get(route.url);
    if (!page || page.template !== route.template || page.output !== route.output) return undefined;
    if (stored.code.templates[route.template] !== now.code.templates[route.template]) return undefined;
    return changed(page.reads) ? undefined : page;
  };
}
