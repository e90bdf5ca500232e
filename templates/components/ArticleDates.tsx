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

/** "2024-12-07" → "7 December 2024", as en-GB writes a date, without the host's time zone. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

// Written out, not through Intl: the first date format a process makes loads ICU's locales,
// a cost even a build that renders one guide would pay.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
