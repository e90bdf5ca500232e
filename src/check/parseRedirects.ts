/** One line of `_redirects`: `source destination [status]`. */
export interface RedirectRule {
  from: string;
  to: string;
  /** The status as written; Cloudflare Pages defaults to 302 when it is left out. */
  status: string | undefined;
  /** 1-based line in `_redirects`. */
  line: number;
  /** The declaration as written, for the per-rule length limit. */
  text: string;
  /** A source with a `:placeholder` or a `*` splat matches many paths. */
  dynamic: boolean;
  /** Matches the source path; captures are named after the placeholders, `splat` for `*`. */
  pattern: RegExp | undefined;
}

export interface Redirects {
  rules: readonly RedirectRule[];
  /** Lines Cloudflare Pages would ignore: not `source destination [status]`. */
  malformed: readonly { line: number; text: string }[];
}

const placeholderOrSplat = /(:[A-Za-z]\w*|\*)/;

/** `_redirects` as Cloudflare Pages reads it: one rule a line, `#` comments and blank lines ignored. */
export function parseRedirects(text: string): Redirects {
  const rules: RedirectRule[] = [];
  const malformed: { line: number; text: string }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(/\s+/);
    const [from, to, status] = fields;
    if (!to || fields.length > 3) {
      malformed.push({ line: index + 1, text: line });
      return;
    }
    const dynamic = placeholderOrSplat.test(from!);
    rules.push({ from: from!, to, status, line: index + 1, text: line, dynamic, pattern: dynamic ? sourcePattern(from!) : undefined });
  });
  return { rules, malformed };
}

/** Static sources → targets; for a source listed twice the topmost rule wins, as on Cloudflare Pages. */
export function staticRedirects(redirects: Redirects): Map<string, string> {
  const map = new Map<string, string>();
  for (const rule of redirects.rules) if (!rule.dynamic && !map.has(rule.from)) map.set(rule.from, rule.to);
  return map;
}

/** `:name` matches one path segment; `*` matches the rest of the path, slashes included. */
export function sourcePattern(source: string): RegExp {
  const seen = new Set<string>();
  const body = source
    .split(placeholderOrSplat)
    .map((part, i) => {
      // split() puts the captured separators at the odd indices.
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = part === '*' ? 'splat' : part.slice(1);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return part === '*' ? '(?<splat>.*)' : `(?<${name}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${body}$`);
}
