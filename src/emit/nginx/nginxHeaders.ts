import { headersFor, type HeaderRule } from '../../output/parseHeaders.ts';
import { isNginxSafe, mapLines } from './nginxSyntax.ts';
import type { SiteTable } from './siteTable.ts';
import { appendAll } from '../../appendAll.ts';

export interface NginxHeaders {
  /** Headers every published path gets with the same value: written as they are. */
  fixed: [string, string][];
  /** Headers whose value depends on the path (Cache-Control for hashed assets): from a variable. */
  varying: { name: string; variable: string }[];
  /** The `map` blocks that set those variables by canonical path; they belong in the http context. */
  maps: string[];
}

/**
 * The `_headers` rules as nginx `add_header` lines, per published path exactly as
 * headersFor gives them (the preview's own lookup). An empty map value means nginx sends no
 * header, so a path without the header does without it.
 */
export function nginxHeaders(table: SiteTable, headerRules: readonly HeaderRule[]): NginxHeaders {
  const byUrl = new Map(
    [...table.files.keys()].map((url) => [url, new Map(headersFor(headerRules, url).map(([name, value]) => [name.toLowerCase(), [name, value] as const]))]),
  );
  const names = new Map<string, string>();
  for (const headers of byUrl.values()) for (const [key, [name]] of headers) if (!names.has(key)) names.set(key, name);
  const result: NginxHeaders = { fixed: [], varying: [], maps: [] };
  [...names].forEach(([key, name], i) => {
    const values = [...byUrl.values()].map((headers) => headers.get(key)?.[1] ?? '');
    if (values.every((value) => value === values[0])) {
      result.fixed.push([name, values[0]!]);
      return;
    }
    const variable = `$site_header_${i}`;
    result.varying.push({ name, variable });
    const entries = [...byUrl].filter(([url, headers]) => headers.has(key) && isNginxSafe(url)).map(([url, headers]) => [url, headers.get(key)![1]] as const);
    appendAll(result.maps, [`# ${name} by canonical path.`, `map $site_canonical ${variable} {`, '    default "";']);
    appendAll(result.maps, mapLines(entries));
    result.maps.push('}', '');
  });
  return result;
}
