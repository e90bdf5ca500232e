/** One block of `_headers`: a path pattern and the headers for the paths it matches. */
export interface HeaderRule {
  /** As written: a path, `*` matching any run of characters (`/assets/*`). */
  path: string;
  pattern: RegExp;
  headers: readonly [string, string][];
  /** Headers this block takes off what the other blocks give its paths (`! Name`, lowercased). */
  detach: readonly string[];
  /** 1-based line of the path. */
  line: number;
}

/**
 * `_headers` as Netlify and Cloudflare Pages read it: a path on a line of its own, then its
 * headers indented as `Name: value`. The one reader of the format, for the preview, the nginx
 * configuration and the tests.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { path: string; pattern: RegExp; headers: [string, string][]; detach: string[]; line: number }[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      const path = raw.trim();
      rules.push({
        path,
        pattern: new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
        headers: [],
        detach: [],
        line: index + 1,
      });
      return;
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(raw);
    if (detached) {
      rules.at(-1)?.detach.push(detached[1]!.toLowerCase());
      return;
    }
    const colon = raw.indexOf(':');
    if (colon !== -1) rules.at(-1)?.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * Which blocks match a path, as one string (their places in the file): two paths with the same
 * blocks get the same headers from headersFor, so a table of many paths works those out once
 * for each set of blocks (src/emit/nginx/nginxHeaders.ts).
 */
export function matchingBlocks(rules: readonly HeaderRule[], urlPath: string): string {
  let blocks = '';
  rules.forEach((rule, index) => {
    if (rule.pattern.test(urlPath)) blocks += `${index},`;
  });
  return blocks;
}

/**
 * The headers a path is served with: every matching block's, in file order; a header that
 * two blocks set is joined with a comma, as Cloudflare Pages and Netlify do, unless a block
 * detaches it (`! Name`): then only that block's own value is sent, as Cloudflare Pages does.
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const matching = rules.filter((rule) => rule.pattern.test(urlPath));
  const detachedBy = new Map(matching.flatMap((rule) => rule.detach.map((name) => [name, rule] as const)));
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const owner = detachedBy.get(key);
      if (owner && owner !== rule) continue;
      const previous = headers.get(key);
      headers.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...headers.values()];
}
