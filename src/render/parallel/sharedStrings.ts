import type { RouteTable } from '../../routes/route.ts';

/** The fields of a route that many routes share: a place's pages share its file and its county, a service's its slug. */
const SHARED_FIELDS = ['source', 'template', 'slug', 'location', 'county'] as const;

/**
 * The route table a render worker copied, its repeated fields made to share one string each
 * again, in place. node:v8's deserialiser makes a string for every use of one, where the build's
 * thread holds one: at 100,000 pages each place's file path came nine times and each route
 * held its own copy of its template's name and its service's slug, most of the strings a worker
 * held twice (docs/benchmark.md, "2026-12-06"). The table is the worker's own copy, not yet shared.
 */
export function withSharedStrings(routes: RouteTable): RouteTable {
  const one = new Map<string, string>();
  const shared = (text: string) => one.get(text) ?? (one.set(text, text), text);
  for (const route of routes.pages) {
    const fields = route as unknown as Partial<Record<(typeof SHARED_FIELDS)[number], string>>;
    for (const field of SHARED_FIELDS) {
      const value = fields[field];
      if (typeof value === 'string') fields[field] = shared(value);
    }
  }
  return routes;
}
