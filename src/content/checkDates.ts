import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { ValidRecord } from './validateRecords.ts';
import { todayInLondon } from './londonDate.ts';

/** The date fields a record may carry (the schema checks their form and order). */
const DATE_FIELDS = ['published', 'updated'] as const;

/**
 * A guide dated after today would claim a publication that has not happened: search engines
 * distrust such dates, and the feed would sort it first for days. "Today" is the UK's, since
 * the site's dates are (content/README.md, "Dates").
 */
export function checkDates(services: readonly ValidRecord[], today: string = todayInLondon()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const record of services) {
    // A draft is not published yet: it may carry the day it is meant to be.
    if (record.data['draft'] === true) continue;
    for (const field of DATE_FIELDS) {
      const value = record.data[field];
      if (typeof value !== 'string' || value <= today) continue;
      diagnostics.push(
        problem(
          'content/invalid-value',
          { file: record.file, ...record.source.locate([field]) },
          {
            message: `\`${field}\` is ${value}, after today (${today}): a page cannot be dated in the future`,
            field,
            expected: `a date up to ${today}`,
            found: value,
            hint: 'Write the day it was (or is) published; to publish later, keep `draft: true` until then.',
          },
        ),
      );
    }
  }
  return diagnostics;
}
