import type { Service } from './model.ts';

export interface ArticleDates {
  published: string;
  updated?: string;
  /** What structured data and the feed call the last change: `updated`, else `published`. */
  modified: string;
}

/**
 * A guide's, tutorial's or comparison's own dates. The schema requires `published` on those
 * page types (src/content/schemas/service.ts), so a record without one reaching here is a bug.
 */
export function articleDates(service: Service): ArticleDates {
  const { published, updated } = service;
  if (!published) throw new Error(`Service "${service.slug}" is dated but has no published date`);
  return { published, ...(updated ? { updated } : {}), modified: updated ?? published };
}
