import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { ValidRecord } from './validateRecords.ts';

/**
 * A county's slug, its part of every address under it, as a person would write it
 * (docs/content-model.md#slugs): accents folded ("Ynys Môn" → `ynys-mon`), `&` read as "and"
 * ("Brighton & Hove" → `brighton-and-hove`), apostrophes dropped, every other run of
 * characters that are not letters or digits one hyphen ("Tyne and Wear" → `tyne-and-wear`).
 */
export function countySlug(county: string): string {
  return county
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019\u2018]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Two counties written differently that make one address ("Brighton & Hove" and "Brighton and
 * Hove") would merge their pages: each place after the first spelling is reported at its
 * `county`, and a county with no letters or digits at all makes no address.
 */
export function checkCountySlugs(places: readonly ValidRecord[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const firstSpelling = new Map<string, { county: string; file: string }>();
  for (const place of places) {
    const county = String(place.data['county']);
    const slug = countySlug(county);
    // Located only when reported: a cached source parses its file again to find a line.
    const at = () => ({ file: place.file, ...place.source.locate(['county']) });
    if (slug === '') {
      diagnostics.push(
        problem('content/invalid-value', at(), {
          message: `The county "${county}" has no letters or digits to make an address from`,
          field: 'county',
          found: county,
        }),
      );
      continue;
    }
    const first = firstSpelling.get(slug);
    if (!first) firstSpelling.set(slug, { county, file: place.file });
    else if (first.county !== county)
      diagnostics.push(
        problem('content/invalid-value', at(), {
          message: `The county "${county}" makes the same address, /locations/${slug}, as "${first.county}" in ${first.file}`,
          field: 'county',
          expected: first.county,
          found: county,
          hint: `Write the county as "${first.county}" here, or give the two counties names that differ in more than punctuation.`,
        }),
      );
  }
  return diagnostics;
}
