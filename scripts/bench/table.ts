// The bench's table: one line per row, the same columns for every set.
import { median, medianMs, pagesOf, type Run } from './run.ts';

const SET = 22;
const WHAT = 32;

export const header = () =>
  `${'set'.padEnd(SET)} ${'what'.padEnd(WHAT)} ${'pages'.padStart(6)} ${'wall ms'.padStart(8)} ${'ms/page'.padStart(9)} ${'RSS MB'.padStart(8)}`;

/** A row of figures: the median wall time over its runs, ms per page and the median peak RSS. */
export function row(set: string, what: string, results: readonly Run[], note = '', pages = pagesOf(results[0]!)): string {
  const ms = medianMs(results);
  const rss = median(results.map((r) => r.rssMb));
  const perPage = pages > 0 ? (ms / pages).toFixed(3) : '';
  return line(set, what, [String(pages || ''), ms.toFixed(0), perPage, Number.isNaN(rss) ? '' : rss.toFixed(0)], note);
}

/** A row in the table's columns from figures already formatted (blank where a figure does not apply). */
export function line(set: string, what: string, figures: readonly string[], note = ''): string {
  const [pages = '', ms = '', perPage = '', rss = ''] = figures;
  return `${set.padEnd(SET)} ${what.padEnd(WHAT)} ${pages.padStart(6)} ${ms.padStart(8)} ${perPage.padStart(9)} ${rss.padStart(8)}${note ? `   ${note}` : ''}`;
}

/** A row that has no figures: skipped (the peer is missing, the corpus is absent) or failed, and why. */
export const skipped = (set: string, what: string, why: string) => line(set, what, [], why);
