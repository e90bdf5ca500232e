import { Feed } from 'feed';
import type { Model } from '../content/model.ts';
import { startOfLondonDay } from '../content/londonDate.ts';
import { absoluteUrl } from '../metadata/structuredData.ts';
import { escapeMarkup } from '../output/escapeMarkup.ts';
import type { PageRoute } from '../routes/route.ts';
import { FEED_FILE, FEED_PATH, feedEntries, feedTitle, type FeedEntry } from '../routes/selections/feedEntries.ts';
import type { OutputFile } from './outputFile.ts';

/**
 * The Atom feed of guides and tutorials (docs/output-contract.md#the-feed), written with the
 * `feed` package: absolute links, an id per entry that updating the page never changes, and
 * every date from the content's own `published` and `updated`, never from the build's clock,
 * so the same content gives the same bytes. No feed when the site has no guide or tutorial.
 */
export function feedFile(model: Model, pages: readonly PageRoute[]): OutputFile | undefined {
  const entries = feedEntries(model, pages);
  if (entries.length === 0) return undefined;
  const { site, ui } = model;
  const home = absoluteUrl(site, '/');
  const feed = new Feed({
    id: absoluteUrl(site, FEED_PATH),
    title: feedTitle(model),
    description: ui.feed.subtitle,
    link: home,
    feedLinks: { atom: absoluteUrl(site, FEED_PATH) },
    language: 'en-GB',
    author: { name: site.name, link: home },
    // The newest entry's date: a feed changes only when its content does.
    updated: startOfLondonDay(entries[0]!.dates.modified),
    generator: false,
  });
  for (const entry of entries) {
    feed.addItem({
      id: entryId(site.origin, entry),
      // The package writes titles and summaries as HTML: plain text is escaped to stay text.
      title: escapeMarkup(entry.title),
      description: escapeMarkup(entry.summary),
      link: absoluteUrl(site, entry.url),
      date: startOfLondonDay(entry.dates.modified),
      published: startOfLondonDay(entry.dates.published),
    });
  }
  return { path: FEED_FILE, data: feed.atom1() };
}

/**
 * An entry's id, a tag URI (RFC 4151) minted from the site's host, the day the page was first
 * published and its slug: readers know an entry by it, so updating, retitling or rebuilding
 * the page never changes it, and a new page never takes an old one's.
 */
export function entryId(origin: string, entry: Pick<FeedEntry, 'slug' | 'dates'>): string {
  return `tag:${new URL(origin).hostname},${entry.dates.published}:/${entry.slug}`;
}
