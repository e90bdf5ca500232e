/**
 * The site's dates are days in the UK (content/README.md, "Dates"): Europe/London, so a day
 * starts at midnight GMT in winter and at midnight BST (23:00 UTC the day before) in summer.
 */

/** Today's date in the UK, YYYY-MM-DD: an hour after midnight in summer is already the next day. */
export function todayInLondon(now: Date = new Date()): string {
  return (londonDay ??= dayFormat()).format(now);
}

/** The moment a UK day (YYYY-MM-DD) begins, for formats that need a time, such as Atom's `updated`. */
export function startOfLondonDay(isoDate: string): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // London is never more than an hour ahead of UTC: its offset at UTC midnight is the day's.
  const offset = /GMT([+-]\d+)?/.exec((londonOffset ??= offsetFormat()).format(midnightUtc))?.[1];
  return new Date(midnightUtc - Number(offset ?? 0) * 3_600_000);
}

// Creating a formatter is far slower than using one, and the first one loads the time zones
// (20 ms): each is made when first used, by a build that dates something. en-CA writes a date as YYYY-MM-DD.
let londonDay: Intl.DateTimeFormat | undefined;
let londonOffset: Intl.DateTimeFormat | undefined;
const dayFormat = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' });
