import type { Model } from '../content/model.ts';
import type { ReadKey } from '../content/readKeys.ts';
import type { SitemapOptions } from '../emit/sitemap.ts';
import { pageLastmods, type SiteHistory } from '../lastmod/siteDates.ts';
import type { BuildRun } from './buildRun.ts';

/**
 * Each page's `<lastmod>` (docs/output-contract.md, "The sitemap"), or none at all, with the
 * reason in the build's result, when the project's history cannot give true dates.
 */
export function sitemapDates(run: BuildRun, history: SiteHistory, model: Model, reads: ReadonlyMap<string, Iterable<ReadKey>>): SitemapOptions['lastmod'] {
  if ('problem' in history) {
    run.result.undated = history.problem;
    return undefined;
  }
  const floor = model.site.redesigned ? Date.parse(`${model.site.redesigned}T00:00:00Z`) / 1000 : undefined;
  return pageLastmods(history, reads, floor);
}
