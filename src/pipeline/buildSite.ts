import { openPersistentCache, type PersistentCache } from '../cache/persistentCache.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../output/pageUrl.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { entryStore } from '../cache/siteCache.ts';
import { assetsFor, assetsOnce } from '../emit/buildAssets.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import { packageRoot } from '../projectPaths.ts';
import type { BuildResult, BuildRun } from './buildRun.ts';
import { emitSite } from './emitSite.ts';
import type { RebuildPlan } from './planRebuild.ts';
import { readContent, type SiteContent } from './readContent.ts';
import { lastPageOf, planReuse, renderSite } from './renderSite.ts';
import { checkLinksAndDrops, routeSite } from './routeSite.ts';
import type { RouteTable } from '../routes/route.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import { writeFailed, writeSite } from './writeSite.ts';
import { asStageError, systemErrorCode } from '../errors/InternalError.ts';
import { placeCached, startImages } from './siteImages.ts';
import { sitemapDates } from './sitemapDates.ts';
import { pendingFingerprint, searchSite, type SiteSearch } from './searchSite.ts';
import { cardFiles, placeCards, saveCards, withCardSalt } from './siteCards.ts';
import { readSiteHistory } from '../lastmod/siteDates.ts';
import { SearchFrames } from '../cache/searchCache.ts';

/**
 * The build's stages, once the plan says there is work to do: content → routes → (content
 * links, dropped pages) → render → emit → write. Problems are collected per stage; the build
 * stops before writing if any is an error, so the output is never half-built.
 */
export async function buildSite(run: BuildRun, plan: RebuildPlan): Promise<BuildResult> {
  const { result } = run;
  const prepared = await prepareSite(run, plan);
  if (!prepared) return result;
  const { cache, history, content, images, routes, assets, reusing } = prepared;

  const begun = await beginOutput(run, plan, content);
  if (!begun) {
    images.cards.close();
    return result;
  }
  const { sink, searchFrames } = begun;
  try {
    const rendered = await run.stage('render', () =>
      renderSite(
        run,
        { reusing, plan, cache, sink, content, routes, assets, cards: images.cards, searchFrames: searchFrames.spool },
        { dating: !('problem' in plan.git) },
      ),
    );
    run.report(rendered.diagnostics);
    // The render workers are gone: card workers may take their cores for the cards still to draw.
    void images.cards.help();
    result.pendingLinks = rendered.links.pending;
    if (run.failed()) {
      await sink.abort();
      return result;
    }
    const processed = await run.stage('images', async () => {
      images.showProgress();
      return images.done;
    });
    run.report(processed.diagnostics);
    result.images = { processed: processed.processed, reused: processed.reused };
    if (run.failed()) {
      await sink.abort();
      return result;
    }
    await placeCached(sink, processed.cached);
    const search = await run.stage('search', () =>
      searchSite(run, { plan, sink, routes, rendered, lastPage: lastPageOf(run, reusing), from: reusing?.from, frames: searchFrames }),
    );
    // An output with an earlier index is not the inputs' own: its marker says so, and the next build is not skipped.
    const written = search.pending && plan.fingerprint ? { ...plan, fingerprint: pendingFingerprint(plan.fingerprint) } : plan;
    const lastmod = sitemapDates(run, await history, content.model, rendered.reads);
    const cards = cardFiles(rendered.cards.values());
    const files = await run.stage('emit', () =>
      emitSite(run, {
        plan: written,
        cache,
        content,
        routes,
        assets,
        pages: rendered.pages,
        lastmod,
        images: { processed, unpublished: images.unpublished },
        search,
        cards,
      }),
    );
    const placing = () => placeCards(run, sink, images.cards);
    if (!(await run.stage('write', () => writeSite(run, { plan: written, cache, sink, files, content, rendered, search, placeCards: placing })))) {
      await sink.abort();
      return result;
    }
    await saveCards(run, plan, rendered.cards);
    await images.prune().catch(() => {});
    return built(run, { cache, plan, content, routes, rendered, search });
  } catch (error) {
    await sink.abort().catch(() => {});
    // The system's failure is the user's to mend (a full disk); anything else is a bug in site.
    if (!systemErrorCode(error)) throw asStageError(run.current() ?? 'render', error);
    run.report([writeFailed(run, error)]);
    return result;
  } finally {
    // A build that stopped early leaves no card worker running, and no spool of search records.
    images.cards.close();
    searchFrames.close();
  }
}

/**
 * The output to write into, and the spool of the search records to come (src/cache/searchCache.ts:
 * in memory for a watch session, which never saves them, and a site without search). Undefined,
 * reported, when the output cannot be begun.
 */
async function beginOutput(run: BuildRun, plan: RebuildPlan, content: SiteContent) {
  let searchFrames: SearchFrames | undefined;
  try {
    searchFrames = new SearchFrames(cacheDir(run.paths.siteDir), {
      saving: plan.saveCache,
      inMemory: run.options.kept !== undefined || content.model.site.search === undefined,
    });
    return { sink: countingFiles(await run.writer.begin(), run.result), searchFrames };
  } catch (error) {
    searchFrames?.close();
    run.report([writeFailed(run, error)]);
    return undefined;
  }
}

/**
 * What the build knows before it writes anything: the cache, the content, the routes, the
 * assets and which pages it can reuse, with the content's links checked. Undefined when the
 * content or the routes have errors, or warnings under --strict (reported).
 */
async function prepareSite(run: BuildRun, plan: RebuildPlan) {
  const { paths, options } = run;
  // Kept in the build cache between builds, unless it is not to be read or written.
  const assetsReady = assetsOnce(paths.templatesDir, plan.readCache && plan.saveCache ? entryStore(cacheDir(paths.siteDir), 'assets') : undefined);
  const cache = plan.saveCache
    ? await openPersistentCache(paths.siteDir, packageRoot, paths.templatesDir, {
        kept: options.kept,
        read: plan.readCache,
        deployDir: paths.deployDir,
      })
    : undefined;
  // The history is read beside the content: one git log and one cat-file for the whole site.
  const history = readSiteHistory(paths, plan.git, { read: plan.readCache, save: plan.saveCache }, undefined, options.kept);
  const content = await run.stage('content', () => readContent(run, cache, plan));
  if (!content) return undefined;
  const images = startImages(run, plan, content);
  try {
    const routes = await run.stage('routes', () => routeSite(run, content));
    if (!routes) return (images.cards.close(), undefined);
    const assets = await withCardSalt(run, assetsFor(await assetsReady, content.model), content.model);
    const reusing = planReuse(plan, cache, content, routes, assets);
    checkLinksAndDrops(run, content, routes, assets, lastPageOf(run, reusing));
    // A build that stops here leaves no card worker running.
    if (run.failedStrictly()) return (images.cards.close(), undefined);
    return { cache, history, content, images, routes, assets, reusing };
  } catch (error) {
    images.cards.close();
    throw error;
  }
}

/** The result of a build whose output is in place. */
function built(
  run: BuildRun,
  {
    cache,
    plan,
    content,
    routes,
    rendered,
    search,
  }: { cache: PersistentCache | undefined; plan: RebuildPlan; content: SiteContent; routes: RouteTable; rendered: RenderResult; search: SiteSearch },
): BuildResult {
  const { bodies } = content;
  const changed = run.writer.changes?.changedFiles;
  return {
    ...run.result,
    ok: true,
    ...(changed ? { changedPages: changed.filter(isPage).map(pageUrl) } : {}),
    pages: rendered.pages,
    redirects: routes.redirects.length,
    renderThreads: 1 + rendered.workers,
    ...(search.pending ? { searchPending: true } : {}),
    ...(bodies ? { contentThreads: bodies.threads } : {}),
    // Hits only when the cache was read: a build from scratch reuses nothing, by design.
    ...(cache && plan.readCache && bodies
      ? { cache: { pages: rendered.reused, bodies: bodies.cached, totalBodies: bodies.total, renderedUrls: rendered.renderedUrls } }
      : {}),
  };
}

/** An output file that is a page: what a writer means by "what changed". */
const isPage = (file: string) => file.endsWith('.html') && file !== NOT_FOUND_PAGE;

/** The output sink, counting into `result.files` every file that reaches the output: written, kept, or written by a worker. */
function countingFiles(sink: OutputSink, result: BuildResult): OutputSink {
  const { direct } = sink;
  return {
    ...sink,
    write: (file) => (result.files++, sink.write(file)),
    keep: (file) => sink.keep(file) && (result.files++, true),
    ...(direct
      ? {
          direct: {
            ...direct,
            wrote: (file: string) => (result.files++, direct.wrote(file)),
            ...(direct.unchanged ? { unchanged: (file: string) => (result.files++, direct.unchanged!(file)) } : {}),
            ...(direct.holds ? { holds: (file: string, from: string) => direct.holds!(file, from) && (result.files++, true) } : {}),
          },
        }
      : {}),
  };
}
