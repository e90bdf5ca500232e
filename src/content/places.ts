import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { countySlug } from './countySlug.ts';
import { isCompleteLocation } from './findIncomplete.ts';
import type { KentTown, Location } from './model.ts';
import { suggestClosest } from './suggest.ts';
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
      problem(
        'content/invalid-value',
        { file: record.file, ...record.source.locate(['businessHosting']) },
        {
          message: '`businessHosting` is only for places in Kent',
          field: 'businessHosting',
          expected: 'false, or county: Kent',
          found: `true, with county: ${String(record.data['county'])}`,
          hint: 'Business web hosting pages are Kent town pages: remove the line, or correct the county.',
        },
      ),
    );
}

/**
 * `places.majorCityCounties` of figures.yaml names counties by their slug; each must be the
 * county of at least one place, or the list would silently show fewer cities. (The other
 * place lists name places, checked as references: collections.ts.)
 */
export function checkCountyLists(figures: ValidRecord | undefined, places: readonly ValidRecord[]): Diagnostic[] {
  const listed = (figures?.data['places'] as { majorCityCounties?: unknown[] } | undefined)?.majorCityCounties ?? [];
  const known = [...new Set(places.map((place) => countySlug(String(place.data['county']))))];
  return listed.flatMap((slug, i) => {
    if (typeof slug !== 'string' || known.includes(slug)) return [];
    const fieldPath = ['places', 'majorCityCounties', i];
    const suggestion = suggestClosest(slug, known);
    return [
      problem(
        'content/unknown-reference',
        { file: figures!.file, ...figures!.source.locate(fieldPath) },
        {
          message: `\`places.majorCityCounties[${i}]\` names no county of a place: "${slug}"`,
          field: `places.majorCityCounties[${i}]`,
          expected: 'the slug of a county that a place in locations/ is in (Greater London: greater-london)',
          found: slug,
          hint: suggestion ? `Did you mean \`${suggestion}\`?` : `Counties with places: ${known.slice(0, 8).join(', ')}${known.length > 8 ? ', ...' : ''}`,
        },
      ),
    ];
  });
}
