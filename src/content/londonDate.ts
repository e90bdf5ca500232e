/**
 * The site's dates are days in the UK (content/README.md, "Dates"): Europe/London, so a day
 * starts at midnight GMT in winter and at midnight BST (23:00 UTC the day before) in summer.
 *
 * Worked out by the UK's rule, not through Intl: the first date format a process makes loads
 * ICU's time zones and locales, a cost every build would pay. British Summer Time runs from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October (the rule since 1996;
 * test/content/dates.test.ts holds it to Intl's time zone data hour by hour).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Today's date in the UK, YYYY-MM-DD: an hour after midnight in summer is already the next day. */
export function todayInLondon(now: Date = new Date()): string {
  const time = now.getTime();
  return new Date(time + londonOffset(time)).toISOString().slice(0, 10);
}

/** The moment a UK day (YYYY-MM-DD) begins, for formats that need a time, such as Atom's `updated`. */
export function startOfLondonDay(isoDate: string): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // London is never more than an hour ahead of UTC, and never changes its clocks at midnight:
  // its offset at UTC midnight is the day's.
  return new Date(midnightUtc - londonOffset(midnightUtc));
}

/** How far London's clocks are ahead of UTC at `time` (ms since 1970): an hour in summer time, else none. */
function londonOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAt1(year, 2) && time < lastSundayAt1(year, 9) ? HOUR : 0;
}

/** 01:00 UTC on the last Sunday of `month` (0-based), when the UK's clocks change. */
function lastSundayAt1(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}
