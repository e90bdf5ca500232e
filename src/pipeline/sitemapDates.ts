import { startOfLondonDay } from '../content/londonDate.ts';
import type { Model } from '../content/model.ts';
import { fieldRead, type ReadKey } from '../content/readKeys.ts';
import type { SitemapOptions } from '../emit/sitemap.ts';
import { pageLastmods, type SiteHistory } from '../lastmod/siteDates.ts';
import type { BuildRun } from './buildRun.ts';

/**
 * Each page's `<lastmod>` (docs/output-contract.md, "The sitemap"), or none at all, with the
 * reason in the build's result, when the project's history cannot give true dates.
 */
export function sitemapDates(run: BuildRun, history: SiteHistory, model: Model, reads: ReadonlyMap<string, Iterable<ReadKey>>): SitemapOptions['lastmod'] {
  if ('problem' in history) {
    run.result.undated = history;
    return undefined;
  }
  // Content's days are UK days (content/README.md, "Dates"), as in the feed.
  const day = (date: string) => startOfLondonDay(date).getTime() / 1000;
  // A page reading a guide's `updated` is no older than that day, whatever the commit's date.
  const declared = new Map(
    model.services.flatMap((service) => (service.updated ? [[fieldRead(service.origin.file, 'updated'), day(service.updated)] as const] : [])),
  );
  return pageLastmods(history, reads, { floor: model.site.redesigned ? day(model.site.redesigned) : undefined, declared, session: run.options.kept });
}
