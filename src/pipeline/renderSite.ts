import type { PersistentCache } from '../cache/persistentCache.ts';
import { keptCards, type SiteAssets } from './siteCards.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import { renderPages, type RenderResult } from '../render/renderPages.tsx';
import type { RouteTable } from '../routes/route.ts';
import { imagesShown } from '../images/imagesShown.ts';
import type { BuildRun } from './buildRun.ts';
import { packageRoot } from '../projectPaths.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import type { CardSpec } from '../metadata/shareCard.ts';

/**
 * Renders every page into the output as it goes (nothing is visible until commit): pages the
 * build cache says are unchanged are carried over from the previous output, the rest rendered,
 * on worker threads too when there are many; workers write their pages into the output
 * themselves (the sink's `direct`).
 */
export function renderSite(
  run: BuildRun,
  {
    plan,
    cache,
    sink,
    content,
    routes,
    assets,
    onCard,
  }: {
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    sink: OutputSink;
    content: SiteContent;
    routes: RouteTable;
    assets: SiteAssets;
    onCard?: (card: CardSpec | null) => void;
  },
  { dating }: { dating: boolean },
): Promise<RenderResult> {
  const { options } = run;
  const cards = keptCards(run, plan);
  const reusable = cache?.plan(content.wholeModel, routes, assets.urls, plan.previousFingerprint, imagesShown(content.wholeModel, content.imageSizes));
  return renderPages(content.model, routes, assets.urls, {
    verbose: options.verbose ?? false,
    code: { root: packageRoot, templatesDir: run.paths.templatesDir },
    onPage: (route, html) => sink.write({ path: route.output, data: html }),
    // What a page read is what the cache tests and what dates it in the sitemap.
    track: cache !== undefined || dating,
    // A page is reused with the card it named; one whose card is not known is rendered again.
    reuse: (route) => {
      const card = cards?.get(route.url);
      if (card === undefined) return undefined;
      const page = reusable?.(route);
      return page && sink.keep(route.output) ? { ...page, card } : undefined;
    },
    ...(sink.direct ? { direct: sink.direct } : {}),
    ...(onCard ? { onCard } : {}),
    onProgress: (done, total) => options.onProgress?.({ stage: 'render', done, total }),
    ...(options.threads !== undefined ? { workers: options.threads - 1 } : {}),
  });
}
