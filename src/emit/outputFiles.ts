import type { Model } from '../content/model.ts';
import type { RouteTable } from '../routes/route.ts';
import type { Assets } from './buildAssets.ts';
import { copyPublic } from './copyPublic.ts';
import { hostFiles } from './hostFiles.ts';
import type { OutputFile } from './outputFile.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';

/** Everything dist/ holds besides the pages: public files, assets, sitemap, robots and host files. */
export async function siteFiles(publicDir: string, model: Model, routes: RouteTable, assets: Assets): Promise<OutputFile[]> {
  return [...(await copyPublic(publicDir)), ...assets.files, ...sitemapFiles(model.site, routes.pages), robotsTxt(model.site), ...hostFiles(routes.redirects)];
}

/** Everything dist/ holds, pages included. */
export async function outputFiles(publicDir: string, model: Model, routes: RouteTable, pages: readonly { output: string; html: string }[], assets: Assets): Promise<OutputFile[]> {
  return [...(await siteFiles(publicDir, model, routes, assets)), ...pages.map((page) => ({ path: page.output, data: page.html }))];
}
