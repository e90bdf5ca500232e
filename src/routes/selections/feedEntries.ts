import type { Model } from '../../content/model.ts';
import type { PageRoute } from '../route.ts';
import { articleDates, type ArticleDates } from '../../content/articleDates.ts';
import { publishedService } from './records.ts';

/** Where the feed is published. `.atom`, so every host's own table serves it as application/atom+xml. */
export const FEED_FILE = 'feed.atom';
export const FEED_PATH = `/${FEED_FILE}`;

/** The feed's title, as readers list it and as the pages that announce it name it. */
export function feedTitle(model: Model): string {
  return `${model.ui.feed.title} | ${model.site.name}`;
}

/** The `<link rel="alternate">` of the pages the feed lists. */
export function feedLink(model: Model): { href: string; title: string } {
  return { href: FEED_PATH, title: feedTitle(model) };
}

/** How many entries the feed holds: the newest, as feed readers poll for what changed. */
export const FEED_SIZE = 20;

export interface FeedEntry {
  slug: string;
  /** The page's path, as its route has it. */
  url: string;
  title: string;
  summary: string;
  dates: ArticleDates;
}

/**
 * The guides and tutorials of the feed: the built ones, newest change first (`updated`, else
 * `published`), then newest publication, then by address, so the same content always gives
 * the same feed; at most FEED_SIZE.
 */
export function feedEntries(model: Model, pages: readonly PageRoute[]): FeedEntry[] {
  const entries = pages.flatMap((page): FeedEntry[] => {
    if ((page.template !== 'knowledge' && page.template !== 'tutorial') || !page.indexable) return [];
    const service = publishedService(model, page.slug);
    return [{ slug: page.slug, url: page.url, title: service.name, summary: service.description, dates: articleDates(service) }];
  });
  const newestFirst = (a: FeedEntry, b: FeedEntry) =>
    b.dates.modified.localeCompare(a.dates.modified) || b.dates.published.localeCompare(a.dates.published) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  return entries.sort(newestFirst).slice(0, FEED_SIZE);
}
