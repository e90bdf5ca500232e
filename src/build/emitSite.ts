import type { Assets } from '../emit/buildAssets.ts';
import { deployFiles } from '../emit/deployFiles.ts';
import { markerFile } from '../emit/fingerprint.ts';
import type { OutputFile } from '../emit/outputFile.ts';
import { siteFiles } from '../emit/outputFiles.ts';
import type { RouteTable } from '../routes/route.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';

/**
 * Everything besides the pages: for the web root (public files, assets, sitemap, robots,
 * `_headers`, `_redirects`) and for the deploy folder (the nginx configuration,
 * redirects.json), each with the marker that records this build's fingerprint.
 */
export async function emitSite(
  run: BuildRun,
  { plan, content, routes, assets, pages }: { plan: RebuildPlan; content: SiteContent; routes: RouteTable; assets: Assets; pages: number },
): Promise<{ web: OutputFile[]; deploy: OutputFile[] }> {
  const web = await siteFiles(run.paths.publicDir, content.published, content.model, routes, assets);
  const deploy = deployFiles(
    web,
    routes.pages.map((page) => page.output),
  );
  if (plan.fingerprint) for (const files of [web, deploy]) files.push(markerFile(plan.fingerprint, pages));
  return { web, deploy };
}
