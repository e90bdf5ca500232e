import { cacheDir } from '../cache/cacheDir.ts';
import { loadSearchCache, saveSearchCache, type StoredIndex, type StoredSearch } from '../cache/searchCache.ts';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DirectOutput, OutputFile, OutputSink } from '../emit/outputFile.ts';
import { readIfThere } from '../emit/updateInPlace.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { searchInput, type SearchRecord } from '../search/searchInput.ts';
import { SEARCH_PAGE, searchIndex, searchIndexKey, writeSearchIndex, type IndexedPage, type IndexFile } from '../search/searchIndex.ts';
import type { BuildRun } from './buildRun.ts';
import type { Model } from '../content/model.ts';
import { problem } from '../errors/problem.ts';
import type { RebuildPlan } from './planRebuild.ts';

/** The search index's files for this build: those to write, those kept as they are, and how to remember them. */
export interface SiteSearch {
  files: OutputFile[];
  /** The index's files already in the output: kept from the last build, or written there by Pagefind itself (`writeSearchIndex`). */
  kept: readonly string[];
  /**
   * True when the index kept is an earlier one, made again after the build (watch mode,
   * `deferSearchIndex`): the output is marked as not yet the inputs' own (`pendingFingerprint`).
   */
  pending: boolean;
  /** Stores the records and the index's key for the next build, once this build's output is in place. */
  save(fingerprint: string): Promise<void>;
}

/**
 * The search index of every indexable page (docs/output-contract.md#the-search-index). Each
 * page's record is made where it was rendered; a page the build cache carried over keeps the
 * record stored with the output it is part of (or, when none is, it is read back from that
 * output: a lost cache). When every page's words are as they were, the index files are kept
 * where they are and Pagefind does not run; otherwise it indexes every page's record again,
 * since a Pagefind index cannot be changed in place: in a watch session after the build, off
 * the path to the reload (`prepareSearchIndex`).
 */
export async function searchSite(run: BuildRun, stage: SearchStage): Promise<SiteSearch | undefined> {
  // A site without search (no `search` in site.yaml, so no /search page) has no index.
  if (!stage.routes.pages.some((route) => route.url === SEARCH_PAGE)) return { files: [], kept: [], pending: false, save: async () => undefined };
  try {
    return await indexPages(run, stage);
  } catch (error) {
    // Undefined: the problem is reported, and the build stops before writing.
    const message = `Pagefind failed: ${error instanceof Error ? error.message : String(error)}`;
    // At the setting that asked for the index: the one line a writer can change about it.
    run.report([problem('emit/search-index-failed', stage.setting, { message })]);
    return undefined;
  }
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
  /** Where `search` is in site.yaml, which a failure of the index is reported at. */
  setting: { file: string; line: number; column: number };
}

/** Where site.yaml turns the search on: what a failure of the index is reported at. */
export function searchSetting(model: Model): SearchStage['setting'] {
  const file = model.siteOrigin.file;
  return { file, ...model.locate(file, ['search']) };
}

/** The fingerprint an output is marked with while its index is an earlier one: never an inputs' own, so the next build is not skipped. */
export const pendingFingerprint = (fingerprint: string) => `${fingerprint}_search_pending`;

async function indexPages(run: BuildRun, { plan, sink, routes, rendered, lastPage, from }: SearchStage): Promise<SiteSearch> {
  const dir = cacheDir(run.paths.siteDir);
  const session = run.options.kept;
  // The records of the build whose pages this one carried over: its output's, or its page store's.
  const previous = from === 'store' ? plan.storedPages : plan.previousFingerprint;
  const stored = plan.readCache ? (session?.search ?? (await loadSearchCache(dir, previous))) : undefined;
  const records = new Map<string, SearchRecord>();
  for (const route of routes.pages) {
    if (!route.indexable) continue;
    records.set(route.url, rendered.search.get(route.url) ?? stored?.pages.get(route.url) ?? readBack(route, lastPage));
  }
  const pages = indexedPages(records);
  const key = searchIndexKey(pages);
  const keep = (index: StoredIndex | undefined) => (index && index.files.every((file) => sink.keep(file)) ? index : undefined);
  const ready = session?.searchReady?.key === key ? session.searchReady : undefined;
  const same = stored?.index?.key === key ? keep(stored.index) : undefined;
  const earlier = !same && !ready && run.options.deferSearchIndex ? keep(stored?.index) : undefined;
  const made = same || earlier ? undefined : (ready?.files ?? (await makeIndex(pages, sink)));
  const files = Array.isArray(made) ? made : [];
  if (session) delete session.searchReady;
  const index = same ?? earlier ?? { key, files: Array.isArray(made) ? files.map((file) => file.path) : made!.placed };
  return {
    files,
    kept: (same ?? earlier)?.files ?? (Array.isArray(made) ? [] : made!.placed),
    pending: earlier !== undefined,
    save: async (fingerprint) => {
      const next: StoredSearch = { fingerprint, pages: records, index };
      if (session) session.search = next;
      else if (plan.saveCache) await saveSearchCache(dir, next, stored?.loaded);
    },
  };
}

/**
 * The index of `pages`: written by Pagefind straight into an output on disk (its files placed
 * there, as a render worker's pages are), or else its files, to be written like any other.
 */
async function makeIndex(pages: readonly IndexedPage[], sink: OutputSink): Promise<IndexFile[] | { placed: string[] }> {
  const { direct } = sink;
  if (!direct) return searchIndex(pages);
  const placed = await writeSearchIndex(pages, direct.dir);
  for (const file of placed) placeWritten(direct, file);
  return { placed };
}

/** A file written into the output's folder: an update keeps the one there when the bytes are the same, as it does for a page (updateInPlace.ts). */
function placeWritten(direct: DirectOutput, file: string): void {
  const staged = path.join(direct.dir, file);
  const previous = direct.previous === undefined ? undefined : readIfThere(path.join(direct.previous, file));
  if (direct.unchanged && previous?.equals(readFileSync(staged))) {
    rmSync(staged);
    direct.unchanged(file);
  } else direct.wrote(file);
}

/** A carried-over page with no stored record (the cache entry lost or damaged): its record, read back from the page as it was carried over. */
function readBack(route: PageRoute, lastPage: SearchStage['lastPage']): SearchRecord {
  const html = lastPage(route);
  // Every page is rendered or carried over before this stage: one with neither is a bug.
  if (html === undefined) throw new Error(`${route.url}: neither rendered nor carried over`);
  return searchInput(html, { kind: route.template, county: 'county' in route ? route.county : undefined });
}

const indexedPages = (records: ReadonlyMap<string, SearchRecord>): IndexedPage[] => [...records].map(([url, record]) => ({ url, record }));

/**
 * In a watch session, after a build that kept an earlier index (`pending`): the index of the
 * session's records now, made while the preview already shows the pages, and held for the next
 * build to write (`searchReady`). Undefined when the index is already theirs. Saves that come
 * while Pagefind runs are caught up by the next call: each makes the index of the records as
 * they are when it starts.
 */
export async function prepareSearchIndex(session: NonNullable<BuildRun['options']['kept']>): Promise<StoredIndex | undefined> {
  const records = session.search?.pages;
  if (!records) return undefined;
  const pages = indexedPages(records);
  const key = searchIndexKey(pages);
  if (session.search?.index?.key === key || session.searchReady?.key === key) return undefined;
  const files = await searchIndex(pages);
  session.searchReady = { key, files };
  return { key, files: files.map((file) => file.path) };
}
