import type { Assets } from '../emit/buildAssets.ts';
import type { PersistentCache } from '../cache/persistentCache.ts';
import { deployFiles, deployInputsKey } from '../emit/deployFiles.ts';
import { markerFile } from '../emit/fingerprint.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { siteFiles } from '../emit/outputFiles.ts';
import type { SitemapOptions } from '../emit/sitemap.ts';
import type { RouteTable } from '../routes/route.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';

/** The deploy folder's files: those to write, and those the folder keeps from the last build. */
export interface DeployOutput {
  files: OutputFile[];
  kept: readonly string[];
  /** The kept files made afresh: for a folder that has lost one since. */
  make: () => OutputFile[];
}

/**
 * Everything besides the pages: for the web root (public files, assets, sitemap, robots,
 * `_headers`, `_redirects`) and for the deploy folder (the nginx configuration,
 * redirects.json), each with the marker that records this build's fingerprint. The deploy
 * files the last build made are kept as they are when what they are made from is the same
 * (the cache keeps their key).
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
  }: {
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    content: SiteContent;
    routes: RouteTable;
    assets: Assets;
    pages: number;
    lastmod: SitemapOptions['lastmod'];
  },
): Promise<{ web: OutputFile[]; deploy: DeployOutput }> {
  const session = run.options.kept;
  const sitemap = { ...(lastmod ? { lastmod } : {}), ...(session ? { kept: (session.sitemap ??= {}) } : {}) };
  const web = await siteFiles(run.paths.publicDir, content.published, content.model, routes, assets, sitemap);
  const pageFiles = routes.pages.map((page) => page.output);
  const key = deployInputsKey(web, pageFiles);
  const make = () => deployFiles(web, pageFiles);
  const kept = await cache?.deployFilesMade(key);
  const files = kept ? [] : make();
  cache?.madeDeployFiles(key, kept ?? files.map((file) => file.path));
  if (plan.fingerprint) for (const list of [web, files]) list.push(markerFile(plan.fingerprint, pages));
  return { web, deploy: { files, kept: kept ?? [], make } };
}
