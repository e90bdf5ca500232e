import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from '../cache/cacheDir.ts';
import { loadSearchCache, saveSearchCache, type StoredSearch } from '../cache/searchCache.ts';
import type { OutputFile, OutputSink } from '../emit/outputFile.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { RouteTable } from '../routes/route.ts';
import { searchInput, type SearchInput } from '../search/searchInput.ts';
import { searchIndex, searchIndexKey } from '../search/searchIndex.ts';
import type { BuildRun } from './buildRun.ts';
import { problem } from '../errors/problem.ts';
import type { RebuildPlan } from './planRebuild.ts';

/** The search index's files for this build: those to write, those kept as they are, and how to remember them. */
export interface SiteSearch {
  files: OutputFile[];
  kept: readonly string[];
  /** Stores the inputs and the index's key for the next build, once this build's output is in place. */
  save(fingerprint: string): Promise<void>;
}

/**
 * The search index of every indexable page (docs/output-contract.md#the-search-index). Each
 * page's input is made where it was rendered; a page the build cache carried over keeps the
 * input stored with the output it is part of (or, when none is, is read back from that output).
 * When every input is as it was, the index files are kept where they are and Pagefind does not
 * run; otherwise it indexes every page again, since a Pagefind index cannot be changed in place.
 */
export async function searchSite(run: BuildRun, stage: SearchStage): Promise<SiteSearch | undefined> {
  try {
    return await indexPages(run, stage);
  } catch (error) {
    // Undefined: the problem is reported, and the build stops before writing.
    const message = `Pagefind failed: ${error instanceof Error ? error.message : String(error)}`;
    run.report([problem('emit/search-index-failed', { file: 'dist/pagefind', line: 1, column: 1 }, { message })]);
    return undefined;
  }
}

interface SearchStage {
  plan: RebuildPlan;
  sink: OutputSink;
  routes: RouteTable;
  rendered: RenderResult;
}

async function indexPages(run: BuildRun, { plan, sink, routes, rendered }: SearchStage): Promise<SiteSearch> {
  const dir = cacheDir(run.paths.siteDir);
  const kept = run.options.kept;
  const stored = plan.readCache ? (kept?.search ?? (await loadSearchCache(dir, plan.previousFingerprint))) : undefined;
  const inputs: Record<string, SearchInput> = {};
  for (const route of routes.pages) {
    if (!route.indexable) continue;
    inputs[route.url] =
      rendered.search.get(route.url) ??
      stored?.pages[route.url] ??
      searchInput(await readFile(path.join(run.paths.outDir, route.output), 'utf8'), {
        kind: route.template,
        county: 'county' in route ? route.county : undefined,
      });
  }
  const pages = Object.entries(inputs).map(([url, input]) => ({ url, html: input.html }));
  const key = searchIndexKey(pages);
  const same = stored?.index?.key === key ? stored.index.files : undefined;
  const keptFiles = same && same.every((file) => sink.keep(file)) ? same : undefined;
  const files = keptFiles ? [] : await searchIndex(pages);
  const index = { key, files: keptFiles ?? files.map((file) => file.path) };
  return {
    files,
    kept: keptFiles ?? [],
    save: async (fingerprint) => {
      const next: StoredSearch = { fingerprint, pages: inputs, index };
      if (kept) kept.search = next;
      else if (plan.saveCache) await saveSearchCache(dir, next);
    },
  };
}
