import { headersFor, matchingBlocks, type HeaderRule } from '../../output/parseHeaders.ts';
import { isNginxSafe, mapLines } from './nginxSyntax.ts';
import type { SiteTable } from './siteTable.ts';

export interface NginxHeaders {
  /** Headers every published path gets with the same value: written as they are. */
  fixed: [string, string][];
  /** Headers whose value depends on the path (Cache-Control for hashed assets): from a variable. */
  varying: { name: string; variable: string }[];
  /**
   * The `map` blocks that set those variables by canonical path; they belong in the http
   * context. Made as they are read, a line for each path, never held as a list (fileData.ts).
   */
  maps: () => Iterable<string>;
}

/**
 * The `_headers` rules as nginx `add_header` lines, per published path exactly as
 * headersFor gives them (the preview's own lookup). An empty map value means nginx sends no
 * header, so a path without the header does without it.
 */
export function nginxHeaders(table: SiteTable, headerRules: readonly HeaderRule[]): NginxHeaders {
  const { urls, sets, setOf } = headerSets(table, headerRules);
  const names = new Map<string, string>();
  for (const headers of sets) for (const [key, [name]] of headers) if (!names.has(key)) names.set(key, name);
  const fixed: NginxHeaders['fixed'] = [];
  const varying: (NginxHeaders['varying'][number] & { key: string })[] = [];
  [...names].forEach(([key, name], i) => {
    const values = sets.map((headers) => headers.get(key)?.[1] ?? '');
    if (values.every((value) => value === values[0])) fixed.push([name, values[0]!]);
    else varying.push({ name, variable: `$site_header_${i}`, key });
  });
  function* entries(key: string): Generator<readonly [string, string]> {
    for (const [at, url] of urls.entries()) {
      const value = sets[setOf[at]!]!.get(key)?.[1];
      if (value !== undefined && isNginxSafe(url)) yield [url, value];
    }
  }
  function* maps(): Generator<string> {
    for (const { name, variable, key } of varying) {
      yield* [`# ${name} by canonical path.`, `map $site_canonical ${variable} {`, '    default "";'];
      yield* mapLines(entries(key));
      yield* ['}', ''];
    }
  }
  return { fixed, varying: varying.map(({ name, variable }) => ({ name, variable })), maps };
}

/**
 * Each canonical path's headers, by lower-case name: a site's paths get only a few sets of
 * headers (a page's, a hashed asset's), so each set is kept once and each path names its own
 * (`setOf`, by the path's place in `urls`), not a map for every file the site publishes. A set
 * is the headers of one set of matching blocks (two such may give the same headers, which
 * changes no line written). Sets are in the order of the first path that has each.
 */
function headerSets(table: SiteTable, headerRules: readonly HeaderRule[]) {
  const urls = [...table.files.keys()];
  const sets: Map<string, readonly [string, string]>[] = [];
  const known = new Map<string, number>();
  const setOf = new Int32Array(urls.length);
  urls.forEach((url, at) => {
    // Worked out once for each set of blocks that match, not for each path: a large site has hundreds of thousands.
    const blocks = matchingBlocks(headerRules, url);
    let set = known.get(blocks);
    if (set === undefined) {
      known.set(blocks, (set = sets.length));
      sets.push(new Map(headersFor(headerRules, url).map(([name, value]) => [name.toLowerCase(), [name, value] as const])));
    }
    setOf[at] = set;
  });
  return { urls, sets, setOf };
}
