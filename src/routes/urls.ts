import type { Location } from '../content/model.ts';

/**
 * Every URL the site builds for a record, written once: the routes are expanded with these
 * and templates link with them, so a page and the links to it cannot disagree.
 */

/** The directory of places: /locations lists every county, /locations/{county} its places. */
export const PLACE_DIRECTORY = '/locations';

/** /{slug}: a service, comparison, article, tutorial or use-case. */
export function serviceUrl(serviceSlug: string): string {
  return `/${serviceSlug}`;
}

export function countyUrl(serviceSlug: string, county: string): string {
  return `/${serviceSlug}/${county}`;
}

export function locationUrl(serviceSlug: string, location: Pick<Location, 'slug' | 'countySlug'>): string {
  return `/${serviceSlug}/${location.countySlug}/${location.slug}`;
}

export function kentTownUrl(slug: string): string {
  return `/kent/${slug}`;
}

export function businessTownUrl(slug: string): string {
  return `/business-web-hosting-${slug}`;
}

export function countyDirectoryUrl(county: string): string {
  return `${PLACE_DIRECTORY}/${county}`;
}

/** The id of a place's entry on its county's directory page, which /locations links to. */
export function placeAnchor(slug: string): string {
  return `place-${slug}`;
}
