/** One block of `_headers`: a path pattern and the headers for the paths it matches. */
export interface HeaderRule {
  /** As written: a path, `*` matching any run of characters (`/assets/*`). */
  path: string;
  pattern: RegExp;
  headers: readonly [string, string][];
  /** 1-based line of the path. */
  line: number;
}

/**
 * `_headers` as Netlify and Cloudflare Pages read it: a path on a line of its own, then its
 * headers indented as `Name: value`. The one reader of the format, for the preview, the nginx
 * configuration and the tests.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { path: string; pattern: RegExp; headers: [string, string][]; line: number }[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      const path = raw.trim();
      rules.push({ path, pattern: new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`), headers: [], line: index + 1 });
      return;
    }
    const colon = raw.indexOf(':');
    if (colon !== -1) rules.at(-1)?.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * The headers a path is served with: every matching block's, in file order; a header that
 * two blocks set is joined with a comma, as Cloudflare Pages and Netlify do.
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...headers.values()];
}
