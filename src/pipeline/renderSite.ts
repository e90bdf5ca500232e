import type { PersistentCache } from '../cache/persistentCache.ts';
import { keptCards, type SiteAssets } from './siteCards.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import { renderPages, type RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { imagesShown } from '../images/imagesShown.ts';
import type { BuildRun } from './buildRun.ts';
import { packageRoot } from '../projectPaths.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { placeStoredPage, storedPagePath } from '../cache/pageStore.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import type { CardDrawer } from '../cards/drawCards.ts';
import { cardRef, type CardRef } from '../metadata/shareCard.ts';
import type { CardThere } from '../cards/cardsThere.ts';
import type { Frames } from '../search/frames.ts';
import { sessionKeys } from '../content/readRuns.ts';

/** The pages of the last build this one can reuse, and where their bytes are (PersistentCache.plan). */
export type Reusing = ReturnType<PersistentCache['plan']>;

/** Which pages of the last build can be reused, before any is rendered: the content-link check reads their ids from them too. */
export function planReuse(
  plan: RebuildPlan,
  cache: PersistentCache | undefined,
  content: SiteContent,
  routes: RouteTable,
  assets: SiteAssets,
): Reusing | undefined {
  const previous = { output: plan.previousFingerprint, store: plan.storedPages };
  return cache?.plan(content.wholeModel, routes, assets.urls, previous, imagesShown(content.wholeModel, content.imageSizes));
}

/** The bytes a reusable page had in the last build, from the output or the page store, as text; undefined for a page to render. */
export function lastPageOf(run: BuildRun, reusing: Reusing | undefined): (route: PageRoute) => string | undefined {
  return (route) => {
    if (!reusing?.reusable(route)) return undefined;
    const file = reusing.from === 'store' ? storedPagePath(cacheDir(run.paths.siteDir), route.output) : path.join(run.paths.outDir, route.output);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
}

/**
 * Renders every page into the output as it goes (nothing is visible until commit): pages the
 * build cache says are unchanged are carried over from the previous output (or the cache's
 * copies), the rest rendered, on worker threads too when there are many; workers write their
 * pages into the output themselves (the sink's `direct`).
 */
export function renderSite(
  run: BuildRun,
  {
    reusing,
    cache,
    sink,
    content,
    routes,
    assets,
    plan,
    cards: drawer,
    searchFrames,
  }: {
    reusing: Reusing | undefined;
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    sink: OutputSink;
    content: SiteContent;
    routes: RouteTable;
    assets: SiteAssets;
    /** The share cards' drawer: told each page's card, and asked whether a reused page's is still there. */
    cards?: Pick<CardDrawer, 'add' | 'find' | 'cache'>;
    /** Where the rendered pages' search records go (src/cache/searchCache.ts, SearchFrames). */
    searchFrames?: Frames;
  },
  { dating }: { dating: boolean },
): Promise<RenderResult> {
  const { options } = run;
  const cards = keptCards(run, plan);
  // The unchanged pages' bytes: in the output this build replaces, or else in the cache's page store.
  const folders = new Set<string>();
  const place =
    reusing?.from === 'store' ? (file: string) => placeStoredPage(cacheDir(run.paths.siteDir), sink, file, folders) : (file: string) => sink.keep(file);
  // A card is named by its hash, so the output this build updates holds a reused page's card
  // when it holds its path: kept there, it is neither looked for in the image cache nor placed
  // again, two looks at the disk for each page of the site, which made a large site's edit slow.
  const keptCard = (card: CardRef): CardThere | undefined => (reusing?.from === 'output' && sink.keep(card.file) ? { kept: true } : undefined);
  return renderPages(content.model, routes, assets.urls, {
    verbose: options.verbose ?? false,
    code: { root: packageRoot, templatesDir: run.paths.templatesDir },
    onPage: (route, html) => sink.write({ path: route.output, data: html }),
    // What a page read is what the cache tests and what dates it in the sitemap.
    track: cache !== undefined || dating,
    // A watch session keeps its pages' reads as runs into its one key list, from build to build.
    ...(run.options.kept ? { readKeys: (run.options.kept.readKeys ??= sessionKeys()) } : {}),
    // A page is reused with the card it named; one whose card is not known, or gone from the image cache, is rendered again.
    reuse: (route) => {
      const key = cards?.get(route.url);
      if (key === undefined) return undefined;
      const page = reusing?.reusable(route);
      if (!page) return undefined;
      const card = key === null ? undefined : cardRef(key);
      const there = card && (keptCard(card) ?? drawer?.find(card));
      if (card && !there) return undefined;
      if (!place(route.output)) return undefined;
      if (card) drawer?.add(card, there);
      return { ...page, card: key };
    },
    ...(sink.direct ? { direct: sink.direct } : {}),
    ...(drawer ? { onCard: drawer.add } : {}),
    ...(drawer?.cache ? { cardCache: drawer.cache } : {}),
    ...(searchFrames ? { searchFrames } : {}),
    onProgress: (done, total) => options.onProgress?.({ stage: 'render', done, total }),
    ...(options.threads !== undefined ? { workers: options.threads - 1 } : {}),
  });
}
