import { analyticsSetup } from '../analytics/analyticsSetup.ts';
import type { Model } from '../content/model.ts';
import type { RouteTable } from '../routes/route.ts';
import type { Assets } from './buildAssets.ts';
import { copyPublic } from './copyPublic.ts';
import { headersFile } from './headersFile.ts';
import { fileText } from './fileData.ts';
import type { OutputFile } from './outputFile.ts';
import { redirectsFile } from './redirectsFile.ts';
import { robotsTxt, sitemapFiles, type SitemapOptions } from './sitemap.ts';
import { feedFile } from './feed.ts';

const optional = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/** Everything dist/ holds besides the pages: public files, assets, sitemap, feed, robots, `_headers` and `_redirects`. */
export async function siteFiles(
  publicDir: string,
  publicPaths: readonly string[],
  model: Model,
  routes: RouteTable,
  assets: Assets,
  sitemap: SitemapOptions = {},
): Promise<OutputFile[]> {
  const copied = await copyPublic(publicDir, publicPaths);
  const ownRobots = copied.find((file) => file.path === 'robots.txt');
  const robots = robotsTxt(model.site, ownRobots ? fileText(ownRobots.data) : undefined);
  const files = [
    ...copied.filter((file) => file !== ownRobots),
    ...assets.files,
    ...sitemapFiles(model.site, routes.pages, sitemap),
    ...optional(feedFile(model, routes.pages)),
    robots,
    headersFile(model.site, analyticsSetup(model.site)),
  ];
  const published = new Set([...routes.pages.map((page) => page.output), ...files.map((file) => file.path)]);
  return [...files, redirectsFile(routes.redirects, published)];
}
