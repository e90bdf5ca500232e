import type { Assets } from '../emit/buildAssets.ts';
import type { PersistentCache } from '../cache/persistentCache.ts';
import { DEPLOY_FILES, deployFiles, deployInputsKey } from '../emit/deployFiles.ts';
import { appendAll } from '../appendAll.ts';
import { markerFile } from '../emit/fingerprint.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { siteFiles } from '../emit/outputFiles.ts';
import type { SitemapOptions } from '../emit/sitemap.ts';
import type { ProcessedImages } from '../images/processImages.ts';
import type { RouteTable } from '../routes/route.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import { withImages } from './siteImages.ts';
import type { SiteSearch } from './searchSite.ts';

/** The deploy folder's files: those it keeps from the last build, and those to write. */
export interface DeployOutput {
  /** The files the last build made, kept as they are: what they are made from is the same. */
  kept: readonly string[];
  /**
   * The files made afresh, when none is kept or a kept one has gone: made as they are written
   * (writeSite.ts), so that a large site's tables are written a part at a time, never held whole
   * while the rest of the output is written (fileData.ts).
   */
  make: () => OutputFile[];
  /** Written whatever is kept: the marker of this build. */
  always: OutputFile[];
}

/**
 * Everything besides the pages: for the web root (public files with the image stage's files
 * in place of the raster originals, assets, sitemap, robots, `_headers`, `_redirects`, the
 * search index the search stage made) and for
 * the deploy folder (the nginx configuration, redirects.json), each with the marker that
 * records this build's fingerprint. The deploy files list every file the web root will hold:
 * the pages, these files, and the image files placed from the image cache, so nginx serves
 * each one; they are made as they are written. The deploy files the last build made are kept
 * as they are when what they are made from is the same (the cache keeps their key).
 */
export async function emitSite(
  run: BuildRun,
  {
    plan,
    cache,
    content,
    routes,
    assets,
    pages,
    lastmod,
    images,
    search,
    cards,
  }: {
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    content: SiteContent;
    routes: RouteTable;
    assets: Assets;
    pages: number;
    lastmod: SitemapOptions['lastmod'];
    images: { processed: ProcessedImages; unpublished: ReadonlySet<string> };
    search: SiteSearch;
    /** The share cards' paths: placed in the output once drawn (siteCards.ts, placeCards). */
    cards: readonly string[];
  },
): Promise<{ web: OutputFile[]; deploy: DeployOutput }> {
  const session = run.options.kept;
  const sitemap = { ...(lastmod ? { lastmod } : {}), ...(session ? { kept: (session.sitemap ??= {}) } : {}) };
  const publicAndMade = await siteFiles(run.paths.publicDir, content.published, content.model, routes, assets, sitemap);
  const web = withImages(publicAndMade, images.processed, images.unpublished);
  const placedFiles = [...routes.pages.map((page) => page.output), ...images.processed.cached.map((file) => file.path), ...search.placed, ...cards];
  const key = deployInputsKey(web, placedFiles);
  const make = () => deployFiles(web, placedFiles);
  const kept = await cache?.deployFilesMade(key);
  cache?.madeDeployFiles(key, kept ?? DEPLOY_FILES);
  const always = plan.fingerprint ? [markerFile(plan.fingerprint, pages)] : [];
  appendAll(web, always);
  return { web, deploy: { kept: kept ?? [], make, always } };
}
