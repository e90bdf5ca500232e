import { cacheDir } from '../cache/cacheDir.ts';
import { placeStoredPage, storedPagePath } from '../cache/pageStore.ts';
import { loadSearchCache, saveSearchCache, type StoredIndex, type StoredSearch } from '../cache/searchCache.ts';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DirectOutput, OutputFile, OutputSink } from '../emit/outputFile.ts';
import { readIfThere } from '../emit/updateInPlace.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { searchInput, type SearchRecord } from '../search/searchInput.ts';
import { indexParts, PAGES_PER_PART, PARTS_FILE, SEARCH_FOLDER, type IndexPart } from '../search/indexParts.ts';
import { SEARCH_PAGE, searchParts, writeSearchParts, type IndexFile, type ReadyPart } from '../search/searchIndex.ts';
import { appendAll } from '../appendAll.ts';
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
  /** The index's files as the output holds them, which the cache's page store keeps beside the pages (cache/pageStore.ts). */
  stored: readonly string[];
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
  if (!stage.routes.pages.some((route) => route.url === SEARCH_PAGE)) return { files: [], kept: [], stored: [], pending: false, save: async () => undefined };
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
  /** site.yaml's `search.pagesPerPart` (src/search/indexParts.ts). */
  pagesPerPart: number;
}

/** Where site.yaml turns the search on (what a failure of the index is reported at), and how large its parts are. */
export function searchSetting(model: Model): Pick<SearchStage, 'setting' | 'pagesPerPart'> {
  const file = model.siteOrigin.file;
  return { setting: { file, ...model.locate(file, ['search']) }, pagesPerPart: model.site.search?.pagesPerPart ?? PAGES_PER_PART };
}

/** The fingerprint an output is marked with while its index is an earlier one: never an inputs' own, so the next build is not skipped. */
export const pendingFingerprint = (fingerprint: string) => `${fingerprint}_search_pending`;

async function indexPages(run: BuildRun, { plan, sink, routes, rendered, lastPage, from, pagesPerPart }: SearchStage): Promise<SiteSearch> {
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
  const parts = indexParts(indexedPages(records), pagesPerPart);
  // A part's files are carried over from where the pages were: the output this build replaces, or the page store.
  const carry = (files: readonly string[]) => carryOver(files, from === 'store' ? { store: dir, sink } : from === 'output' ? { sink } : undefined);
  const earlierParts = new Map(stored?.index?.parts.map((part) => [part.key, part]));
  const readyParts = new Map(session?.searchReady?.map((part) => [part.key, part]));
  if (session) delete session.searchReady;
  const kept = parts.map((part) => {
    const earlier = earlierParts.get(part.key);
    return earlier && carry(earlier.files) ? earlier : undefined;
  });
  const toMake = parts.filter((part, i) => !kept[i] && !readyParts.has(part.key));
  // In watch mode the index is made after the reload: until then, the earlier index whole.
  if (toMake.length > 0 && run.options.deferSearchIndex && stored?.index && stored.index.parts.every((part) => kept.includes(part) || carry(part.files)))
    return outcome(stored.index, [], { pending: true, records, pagesPerPart, plan, dir, session, stored });
  const made = await makeParts(toMake, sink);
  const files: IndexFile[] = [];
  const index: StoredIndex = {
    parts: parts.map((part, i) => {
      const ready = readyParts.get(part.key);
      if (kept[i]) return kept[i];
      const got = ready ?? made.get(part.key)!;
      if ('files' in got) appendAll(files, got.files);
      const paths = 'files' in got ? got.files.map((file) => file.path) : got.placed;
      return { key: part.key, folder: part.folder, files: paths };
    }),
  };
  return outcome(index, files, { pending: false, records, pagesPerPart, plan, dir, session, stored });
}

/** The stage's outcome for an index: its files to write (the list of parts among them), those already in the output, and its save. */
function outcome(
  index: StoredIndex,
  files: IndexFile[],
  how: {
    pending: boolean;
    records: Map<string, SearchRecord>;
    pagesPerPart: number;
    plan: RebuildPlan;
    dir: string;
    session: BuildRun['options']['kept'];
    stored: StoredSearch | undefined;
  },
): SiteSearch {
  const { pending, records, pagesPerPart, plan, dir, session, stored } = how;
  const written = new Set(files.map((file) => file.path));
  const all = index.parts.flatMap((part) => part.files);
  return {
    files: [...files, partsList(index)],
    kept: all.filter((file) => !written.has(file)),
    stored: all,
    pending,
    save: async (fingerprint) => {
      const next: StoredSearch = { fingerprint, pages: records, index, pagesPerPart };
      if (session) session.search = next;
      else if (plan.saveCache) await saveSearchCache(dir, next, stored?.loaded);
    },
  };
}

/** `pagefind/parts.json`: the folders of the parts after the first, for the search page's script to merge (templates/client/search.ts). */
function partsList(index: StoredIndex): IndexFile {
  const folders = index.parts.slice(1).map((part) => `/${part.folder}/`);
  return { path: `${SEARCH_FOLDER}/${PARTS_FILE}`, data: new TextEncoder().encode(`${JSON.stringify(folders)}\n`) };
}

/**
 * Carries a part's files over into the output, all or none: from the page store (`store`, a
 * build with only `.site-cache/` kept) or from the output this one replaces. None when one is
 * missing: a part linked in half and then made again would have Pagefind write through the
 * links into the store's files.
 */
function carryOver(files: readonly string[], where: { store?: string; sink: OutputSink } | undefined): boolean {
  if (!where) return false;
  const { store, sink } = where;
  if (store === undefined) return files.every((file) => sink.keep(file));
  if (!files.every((file) => existsSync(storedPagePath(store, file)))) return false;
  return files.every((file) => placeStoredPage(store, sink, file));
}

/**
 * The parts given, by key: written by Pagefind straight into an output on disk (their files
 * placed there, as a render worker's pages are), or else their files, to be written like any other.
 */
async function makeParts(parts: readonly IndexPart[], sink: OutputSink): Promise<Map<string, { files: IndexFile[] } | { placed: string[] }>> {
  if (parts.length === 0) return new Map();
  const { direct } = sink;
  if (!direct) return new Map((await searchParts(parts)).map((files, i) => [parts[i]!.key, { files }]));
  const placed = await writeSearchParts(parts, direct.dir);
  for (const files of placed) for (const file of files) placeWritten(direct, file);
  return new Map(placed.map((files, i) => [parts[i]!.key, { placed: files }]));
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

const indexedPages = (records: ReadonlyMap<string, SearchRecord>) => [...records].map(([url, record]) => ({ url, record }));

/**
 * In a watch session, after a build that kept an earlier index (`pending`): the parts of the
 * session's records that the earlier index lacks, made now, while the preview already shows the
 * pages, and held for the next build to write (`searchReady`). Undefined when the index is
 * already theirs. Saves that come while Pagefind runs are caught up by the next call: each makes
 * the parts of the records as they are when it starts.
 */
export async function prepareSearchIndex(session: NonNullable<BuildRun['options']['kept']>): Promise<ReadyPart[] | undefined> {
  const records = session.search?.pages;
  if (!records) return undefined;
  const have = new Set([...(session.search?.index?.parts ?? []), ...(session.searchReady ?? [])].map((part) => part.key));
  const missing = indexParts(indexedPages(records), session.search?.pagesPerPart).filter((part) => !have.has(part.key));
  if (missing.length === 0) return undefined;
  const made = (await searchParts(missing)).map((files, i) => ({ key: missing[i]!.key, files }));
  session.searchReady = [...(session.searchReady ?? []), ...made];
  return made;
}
