import type { Model } from '../../src/content/model.ts';

/** A guide's, tutorial's or comparison's own dates: "Published 7 December 2024", and "Updated …" when it has been. */
export function ArticleDates({ dates, labels }: { dates: { published: string; updated?: string | undefined }; labels: Model['ui']['labels'] }) {
  return (
    <p className="article-date">
      <span>
        {labels.published} <time dateTime={dates.published}>{formatDate(dates.published)}</time>
      </span>
      {dates.updated && (
        <span>
          {labels.updated} <time dateTime={dates.updated}>{formatDate(dates.updated)}</time>
        </span>
      )}
    </p>
  );
}

/** "2024-12-07" → "7 December 2024", in en-GB, without the host's time zone. */
export function formatDate(isoDate: string): string {
  return (dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

// Creating a formatter is far slower than using one, and the first one made loads the locale
// data (20 ms): made when a page first shows a date, not when the templates load.
let dateFormat: Intl.DateTimeFormat | undefined;
