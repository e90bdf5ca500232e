import type { PersistentCache } from '../cache/persistentCache.ts';
import type { Assets } from '../emit/buildAssets.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import { renderPages, type RenderResult } from '../render/renderPages.tsx';
import type { RouteTable } from '../routes/route.ts';
import { imagesShown } from '../images/imagesShown.ts';
import type { BuildRun } from './buildRun.ts';
import { packageRoot } from '../projectPaths.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { placeStoredPage } from '../cache/pageStore.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';

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
  }: { plan: RebuildPlan; cache: PersistentCache | undefined; sink: OutputSink; content: SiteContent; routes: RouteTable; assets: Assets },
  { dating }: { dating: boolean },
): Promise<RenderResult> {
  const { options } = run;
  const previous = { output: plan.previousFingerprint, store: plan.storedPages };
  const reusing = cache?.plan(content.wholeModel, routes, assets.urls, previous, imagesShown(content.wholeModel, content.imageSizes));
  // The unchanged pages' bytes: in the output this build replaces, or else in the cache's page store.
  const place = reusing?.from === 'store' ? (file: string) => placeStoredPage(cacheDir(run.paths.siteDir), sink, file) : (file: string) => sink.keep(file);
  return renderPages(content.model, routes, assets.urls, {
    verbose: options.verbose ?? false,
    code: { root: packageRoot, templatesDir: run.paths.templatesDir },
    onPage: (route, html) => sink.write({ path: route.output, data: html }),
    // What a page read is what the cache tests and what dates it in the sitemap.
    track: cache !== undefined || dating,
    reuse: (route) => {
      const page = reusing?.reusable(route);
      return page && place(route.output) ? page : undefined;
    },
    ...(sink.direct ? { direct: sink.direct } : {}),
    onProgress: (done, total) => options.onProgress?.({ stage: 'render', done, total }),
    ...(options.threads !== undefined ? { workers: options.threads - 1 } : {}),
  });
}
