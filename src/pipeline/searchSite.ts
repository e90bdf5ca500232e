import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../cache/cacheDir.ts';
import { placeStoredPage, storedPagePath } from '../cache/pageStore.ts';
import { saveSearchCache, type SearchFrames, type StoredIndex, type StoredSearch } from '../cache/searchCache.ts';
import { packRecord, SearchRecords } from '../search/searchRecords.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { SEARCH_FOLDER, SEARCH_PAGE } from '../search/indexFormat.ts';
import { searchCode } from '../search/searchCode.ts';
import { searchInput, type SearchRecord } from '../search/searchInput.ts';
import { indexFiles } from '../search/indexFiles.ts';
import { indexUpdate, type EarlierIndex } from '../search/indexUpdate.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';

/** The search index's files this build placed in the output, and how to remember the records they were made from. */
export interface SiteSearch {
  placed: string[];
  /**
   * True when the index placed is an earlier one, made again by the next build (watch mode,
   * `deferSearchIndex`): the output is marked as not yet the inputs' own (`pendingFingerprint`).
   */
  pending: boolean;
  /** Stores the records for the next build, once this build's output is in place. */
  save(fingerprint: string): Promise<void>;
}

/**
 * The search index of every indexable page (docs/output-contract.md#the-search-index), made
 * whole from the pages' records each build: each page's record is made where it was rendered;
 * a page the build cache carried over keeps the record stored with the output it is part of (or,
 * when none is, it is read back from that output: a lost cache). The index is the site's own
 * (src/search/indexFiles.ts), made in proportion to the pages' terms; each file is written to
 * the output as it is made (an update leaves one whose bytes did not change as it is), so the
 * index's text is never held whole. When every page's words are as they were, the earlier
 * index's files are kept; in watch mode (`deferSearchIndex`) they are kept until a build that
 * makes the index, off the path to the reload. When some pages' words changed, the earlier
 * index is brought up to date where it can be (src/search/indexUpdate.ts): only the files that
 * hold those pages' words are made again, the others kept from where the carried-over pages
 * came from (the output, or the cache's page store, which holds the index's files beside the pages).
 */
export async function searchSite(run: BuildRun, stage: SearchStage): Promise<SiteSearch> {
  // A site without search (no `search` in site.yaml, so no /search page) has no index.
  if (!stage.routes.pages.some((route) => route.url === SEARCH_PAGE)) return { placed: [], pending: false, save: async () => undefined };
  const { plan, sink, routes, rendered, lastPage, from, frames } = stage;
  const dir = cacheDir(run.paths.siteDir);
  const session = run.options.kept;
  // The records of the build whose pages this one carried over: its output's, or its page store's.
  const previous = from === 'store' ? plan.storedPages : plan.previousFingerprint;
  const stored = plan.readCache ? (session?.search ?? (await frames.load(dir, previous))) : undefined;
  // Each page's record where it is: rendered now (in the spool), or stored; nothing is read here.
  const records = new SearchRecords();
  for (const route of routes.pages) {
    if (!route.indexable || records.take(route.url, rendered.search) || (stored && records.take(route.url, stored.pages))) continue;
    records.put(route.url, packRecord(readBack(route, lastPage)), frames.spool);
  }
  const key = indexKey(records);
  const earlier = stored?.index;
  const folder = from === 'store' ? storedPagePath(dir, '') : run.paths.outDir;
  const folders = new Set<string>();
  const place = from === 'store' ? (file: string) => placeStoredPage(dir, sink, file, folders) : (file: string) => sink.keep(file);
  const there = folderNames(path.join(folder, SEARCH_FOLDER));
  // Kept when every page's words are as they were (a new stylesheet's name changes every page's bytes, not its words), or, in watch mode, until the next build.
  const keep = earlier && (earlier.key === key || run.options.deferSearchIndex) && earlier.files.every(there) && earlier.files.every(place);
  const index = keep
    ? keptIndex(earlier, key, stored)
    : await writeIndex(key, records, sink, {
        earlier: stored && earlierIndex(stored, folder, there),
        place,
        readBack: (url) => readBack(routeOf(routes, url), lastPage),
      });
  const pending = index.key !== key;
  return {
    placed: [...index.files],
    pending,
    save: async (fingerprint) => {
      const next = { fingerprint, pages: records, index };
      if (session) session.search = next;
      else if (plan.saveCache) await saveSearchCache(dir, next, frames);
    },
  };
}

interface SearchStage {
  plan: RebuildPlan;
  sink: OutputSink;
  routes: RouteTable;
  rendered: RenderResult;
  /** A carried-over page's bytes, from where the build carried it over (pipeline/renderSite.ts, `lastPageOf`). */
  lastPage: (route: PageRoute) => string | undefined;
  /** Where the carried-over pages came from: the output this build replaces, or the cache's page store (cache/pageStore.ts). */
  from: 'output' | 'store' | undefined;
  /** The build's frames of search records: the render's spool, and the stored records' file once read. */
  frames: SearchFrames;
}

/** The pending mark of an output whose index is an earlier one: never an inputs' own fingerprint, so the next build is not skipped. */
export const pendingFingerprint = (fingerprint: string) => `${fingerprint}_search_pending`;

/**
 * Writes the index of the records into the output, each file as it is made, brought up to date
 * from the earlier index where it can be: a file it keeps is placed as the carried-over pages
 * are (`place`), or copied from the earlier output where it cannot be.
 */
async function writeIndex(
  key: string,
  records: SearchRecords,
  sink: OutputSink,
  { earlier, place, readBack }: { earlier: EarlierIndex | undefined; place: (file: string) => boolean; readBack: (url: string) => SearchRecord },
): Promise<StoredIndex> {
  // Each record is read when the index comes to it, and let go; one whose frame cannot be read (a damaged cache) is read from its page.
  const pages = [...records.urls()].map((url) => new RecordToIndex(url, records, readBack));
  const files = (earlier && indexUpdate(pages, earlier)) ?? indexFiles(pages);
  const placed: string[] = [];
  let step = files.next();
  for (; !step.done; step = files.next()) {
    const file = step.value;
    placed.push(file.path);
    if (!('kept' in file)) await sink.write(file);
    else if (!place(file.path)) {
      const data = earlier?.read(file.path);
      // indexUpdate keeps only files it found there: one gone since is a bug.
      if (!data) throw new Error(`search index: ${file.path} was there to keep, and now is not`);
      await sink.write({ path: file.path, data });
    }
  }
  return { key, files: placed, made: step.value };
}

/** A page as the index reads it: its record read back only when asked for, by a getter all pages share (a large site has a hundred thousand). */
class RecordToIndex {
  readonly words: string;

  constructor(
    readonly url: string,
    private readonly records: SearchRecords,
    private readonly readBack: (url: string) => SearchRecord,
  ) {
    this.words = records.words(url)!;
  }

  get record(): SearchRecord {
    return this.records.get(this.url) ?? this.readBack(this.url);
  }
}

/**
 * An earlier index kept as it is. Kept while the pages' words changed (watch mode), it is no
 * longer the records' own: it keeps the records it was made from, for the build that brings it
 * up to date (its unchanged pages' records are the same objects, so this holds little more).
 */
function keptIndex(earlier: StoredIndex, key: string, stored: StoredSearch | undefined): StoredIndex {
  if (earlier.key === key) return { key, files: earlier.files, ...(earlier.made ? { made: earlier.made } : {}) };
  const madeFrom = earlier.madeFrom ?? stored?.pages;
  return { ...earlier, ...(madeFrom ? { madeFrom } : {}) };
}

/** The index the stored records made, in `folder` (the output, or the page store), for indexUpdate; undefined when none was kept. */
function earlierIndex(stored: StoredSearch, folder: string, there: (file: string) => boolean): EarlierIndex | undefined {
  const made = stored.index?.made;
  if (!made) return undefined;
  return {
    made,
    records: stored.index?.madeFrom ?? stored.pages,
    has: there,
    read: (file) => {
      try {
        return readFileSync(path.join(folder, file));
      } catch {
        return undefined;
      }
    },
  };
}

/** Whether a file of the index (a path under dist/) is in `folder`: the folder is listed once, when first asked. */
function folderNames(folder: string): (file: string) => boolean {
  let names: Set<string> | undefined;
  return (file) => {
    if (!names) {
      try {
        names = new Set(readdirSync(folder));
      } catch {
        names = new Set();
      }
    }
    return names.has(path.basename(file));
  };
}

/** What an index is made from: every indexable page's address and the hash of its words, in address order. */
function indexKey(records: SearchRecords): string {
  const hash = createHash('sha1').update(searchCode());
  for (const url of [...records.urls()].sort()) hash.update(url).update('\0').update(records.words(url)!).update('\0');
  return hash.digest('hex');
}

/** The route of an indexable page: asked for only when its stored record cannot be read. */
function routeOf(routes: RouteTable, url: string): PageRoute {
  const route = routes.pages.find((page) => page.url === url);
  if (!route) throw new Error(`search index: ${url} has a record and no route`);
  return route;
}

/** A carried-over page with no stored record (the cache entry lost or damaged): its record, read back from the page as it was carried over. */
function readBack(route: PageRoute, lastPage: SearchStage['lastPage']): SearchRecord {
  const html = lastPage(route);
  // Every page is rendered or carried over before this stage: one with neither is a bug.
  if (html === undefined) throw new Error(`${route.url}: neither rendered nor carried over`);
  return searchInput(html, { kind: route.template, county: 'county' in route ? route.county : undefined });
}
