import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { countySlug } from './countySlug.ts';
import { isCompleteLocation } from './findIncomplete.ts';
import type { KentTown, Location } from './model.ts';
import type { ValidRecord } from './validateRecords.ts';

/** The county whose places also get a town page (/kent/{slug}). */
export const KENT = 'kent';

/** A place with a town page at /kent/{slug}: a complete location in Kent. */
export function isKentTown(location: Location): location is KentTown {
  return location.countySlug === KENT && isCompleteLocation(location);
}

/**
 * Rules across the fields of one place record that a schema cannot say: business hosting
 * pages (/business-web-hosting-{slug}) exist for Kent towns only, since they sit under the Kent
 * pages in the breadcrumb and the copy.
 */
export function checkPlaces(records: readonly ValidRecord[]): Diagnostic[] {
  return records
    .filter((record) => record.data['businessHosting'] === true && countySlug(String(record.data['county'])) !== KENT)
    .map((record) =>
      problem('content/invalid-value', { file: record.file, ...record.source.locate(['businessHosting']) }, {
        message: '`businessHosting` is only for places in Kent',
        field: 'businessHosting',
        expected: 'false, or county: Kent',
        found: `true, with county: ${String(record.data['county'])}`,
        hint: 'Business web hosting pages are Kent town pages: remove the line, or correct the county.',
      }),
    );
}
