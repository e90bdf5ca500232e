import { isDynamicSource, sourcePattern } from './sourcePattern.ts';

/** One rule of `_redirects`: `source destination [status]`, the status optionally forced with `!`. */
export interface RedirectRule {
  from: string;
  to: string;
  /** The status as written, without `!`; hosts disagree on the default when it is left out. */
  status: string | undefined;
  /** `301!`: Netlify applies the rule even where a file exists at the source; Cloudflare Pages ignores the line. */
  force: boolean;
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
  /** Lines no host reads as a rule: not `source destination [status]`. */
  malformed: readonly { line: number; text: string }[];
}

/**
 * `_redirects` as Netlify and Cloudflare Pages read it: one rule a line, `#` comments and
 * blank lines ignored, rules kept in file order (the topmost matching rule wins). The one
 * reader of the format: emit, check, the preview and the tests all go through it.
 */
export function parseRedirects(text: string): Redirects {
  const rules: RedirectRule[] = [];
  const malformed: { line: number; text: string }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(/\s+/);
    const [from, to, written] = fields;
    if (!to || fields.length > 3) {
      malformed.push({ line: index + 1, text: line });
      return;
    }
    const force = written?.endsWith('!') ?? false;
    const status = force ? written!.slice(0, -1) : written;
    const dynamic = isDynamicSource(from!);
    rules.push({ from: from!, to, status, force, line: index + 1, text: line, dynamic, pattern: dynamic ? sourcePattern(from!) : undefined });
  });
  return { rules, malformed };
}

/** Static sources → targets; for a source listed twice the topmost rule wins. */
export function staticRedirects(redirects: Redirects): Map<string, string> {
  const map = new Map<string, string>();
  for (const rule of redirects.rules) if (!rule.dynamic && !map.has(rule.from)) map.set(rule.from, rule.to);
  return map;
}

/**
 * The status a rule answers with. Left out, Netlify answers 301 and Cloudflare Pages 302;
 * the build always writes it, and `site check` warns when a rule leaves it out.
 */
export function redirectStatus(rule: RedirectRule, fallback = 301): number {
  const status = Number(rule.status);
  return rule.status !== undefined && Number.isInteger(status) ? status : fallback;
}

/**
 * True for the plain copy of a forced rule written right after it: the build writes a rule
 * that a file would shadow twice (`301!` for Netlify, `301` for Cloudflare Pages, which
 * rejects the `!`), and each host reads one of the pair, so the copy is no duplicate.
 */
export function isForcedTwin(rules: readonly RedirectRule[], index: number): boolean {
  const rule = rules[index]!;
  const previous = rules[index - 1];
  return !rule.force && previous !== undefined && previous.force && previous.from === rule.from && previous.to === rule.to && previous.status === rule.status;
}
