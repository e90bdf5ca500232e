import { createHash } from 'node:crypto';
import { cacheDir } from '../cache/cacheDir.ts';
import { loadSearchCache, saveSearchCache } from '../cache/searchCache.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { SEARCH_PAGE } from '../search/indexFormat.ts';
import { searchCode } from '../search/searchCode.ts';
import { searchInput, type SearchRecord } from '../search/searchInput.ts';
import { indexFiles } from '../search/indexFiles.ts';
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
 * makes the index, off the path to the reload.
 */
export async function searchSite(run: BuildRun, stage: SearchStage): Promise<SiteSearch> {
  // A site without search (no `search` in site.yaml, so no /search page) has no index.
  if (!stage.routes.pages.some((route) => route.url === SEARCH_PAGE)) return { placed: [], pending: false, save: async () => undefined };
  const { plan, sink, routes, rendered, lastPage, from } = stage;
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
  const key = indexKey(records);
  const earlier = stored?.index;
  // Kept when every page's words are as they were (a new stylesheet's name changes every page's bytes, not its words), or, in watch mode, until the next build.
  const keep = earlier && (earlier.key === key || run.options.deferSearchIndex) && earlier.files.every((file) => sink.keep(file));
  const index = keep ? earlier : { key, files: await writeIndex(records, sink) };
  const pending = index.key !== key;
  return {
    placed: [...index.files],
    pending,
    save: async (fingerprint) => {
      const next = { fingerprint, pages: records, index };
      if (session) session.search = next;
      else if (plan.saveCache) await saveSearchCache(dir, next, stored?.loaded);
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
}

/** The pending mark of an output whose index is an earlier one: never an inputs' own fingerprint, so the next build is not skipped. */
export const pendingFingerprint = (fingerprint: string) => `${fingerprint}_search_pending`;

/** Writes the index of the records into the output, each file as it is made; the files' paths. */
async function writeIndex(records: ReadonlyMap<string, SearchRecord>, sink: OutputSink): Promise<string[]> {
  const placed: string[] = [];
  for (const file of indexFiles([...records].map(([url, record]) => ({ url, record })))) {
    await sink.write(file);
    placed.push(file.path);
  }
  return placed;
}

/** What an index is made from: every indexable page's address and the hash of its words, in address order. */
function indexKey(records: ReadonlyMap<string, SearchRecord>): string {
  const hash = createHash('sha1').update(searchCode());
  for (const url of [...records.keys()].sort()) hash.update(url).update('\0').update(records.get(url)!.words).update('\0');
  return hash.digest('hex');
}

/** A carried-over page with no stored record (the cache entry lost or damaged): its record, read back from the page as it was carried over. */
function readBack(route: PageRoute, lastPage: SearchStage['lastPage']): SearchRecord {
  const html = lastPage(route);
  // Every page is rendered or carried over before this stage: one with neither is a bug.
  if (html === undefined) throw new Error(`${route.url}: neither rendered nor carried over`);
  return searchInput(html, { kind: route.template, county: 'county' in route ? route.county : undefined });
}
