import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { suggestClosest } from './suggest.ts';
import type { ValidRecord } from './validateRecords.ts';

/**
 * Tokens a template fills per page (e.g. the town name on /kent/{slug}, a plan's name in the
 * labels of content/ui.yaml); left untouched here.
 */
export const PAGE_TOKENS: ReadonlySet<string> = new Set([
  'town',
  'service',
  'location',
  'county',
  'place',
  'plan',
  'platform',
  'name',
  'figure',
  'table',
  'site',
  // The site search's words: the script fills the words searched and the count, the page the engine.
  'query',
  'count',
  'engine',
]);

const tokenPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

type Resolved = { data: Record<string, unknown>; diagnostics: Diagnostic[] };

/** An unknown token, at its place in the file, with the claim it most looks like. */
export function unknownToken(
  file: string,
  at: { line: number; column: number },
  token: string,
  name: string,
  field: string,
  claims: Readonly<Record<string, string>>,
): Diagnostic {
  const known = [...Object.keys(claims), ...PAGE_TOKENS];
  const suggestion = suggestClosest(name, known);
  return problem(
    'content/unknown-reference',
    { file, ...at },
    {
      message: `Unknown token {${name}} in \`${field}\``,
      field,
      expected: `one of ${known.map((k) => `{${k}}`).join(', ')}`,
      found: token,
      hint: suggestion
        ? `Did you mean {${suggestion}}?`
        : `Tokens name the claims in content/site.yaml. To show the braces as written, put a backslash before the first: \\{${name}}.`,
    },
  );
}

/**
 * What each record's data resolved to, with the claims and body it was resolved with. A
 * record's validated data is the same object while its file is unchanged (validateRecords.ts),
 * so a watch session's rebuild resolves only the records of the files that changed, or all of
 * them when site.yaml's claims did: not every record's every value on every save.
 */
const resolvedBefore = new WeakMap<object, { claims: object; resolved: Resolved }>();

/**
 * Replaces `{uptimeSla}`-style tokens in the front matter's copy with the marketing claims of
 * site.yaml, so each figure is written once (docs/content-model.md#figures-are-written-once). An
 * unknown token is an error at its line. The body's tokens are filled as it renders, in its prose
 * only (bodyTokens.ts). Returns data that shares what holds no token with the record's; the
 * record itself is not changed.
 */
export function resolveClaims(record: ValidRecord, claims: Readonly<Record<string, string>>): Resolved {
  const before = resolvedBefore.get(record.data);
  if (before?.claims === claims) return before.resolved;
  const resolved = resolveAll(record, claims);
  resolvedBefore.set(record.data, { claims, resolved });
  return resolved;
}

function resolveAll(record: ValidRecord, claims: Readonly<Record<string, string>>): Resolved {
  const diagnostics: Diagnostic[] = [];
  const unknown = (token: string, name: string, path: readonly PropertyKey[]) =>
    diagnostics.push(unknownToken(record.file, record.source.locate(path), token, name, path.map(String).join('.'), claims));
  /**
   * The value with its tokens filled: the same value where it holds none, so that thousands of
   * records whose copy names no claim are walked, not copied. `path` is how to reach it, made
   * into a list only for a token that is not known.
   */
  const fill = (value: unknown, path: () => PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{')) return value;
      return value.replace(tokenPattern, (token, name: string) => {
        if (name in claims) return claims[name]!;
        if (!PAGE_TOKENS.has(name)) unknown(token, name, path());
        return token;
      });
    }
    if (Array.isArray(value)) {
      const items = value as unknown[];
      let copy: unknown[] | undefined;
      items.forEach((item, i) => {
        const filled = fill(item, () => [...path(), i]);
        if (filled !== item) (copy ??= [...items])[i] = filled;
      });
      return copy ?? items;
    }
    if (value && typeof value === 'object') {
      let copy: Record<string, unknown> | undefined;
      for (const [key, item] of Object.entries(value)) {
        const filled = fill(item, () => [...path(), key]);
        if (filled !== item) (copy ??= { ...value })[key] = filled;
      }
      return copy ?? value;
    }
    return value;
  };
  const data = fill(record.data, () => []) as Record<string, unknown>;
  return { data, diagnostics };
}

/** `Web Hosting in {town}, Kent` → `Web Hosting in Dover, Kent`. */
export function fillPageTokens(text: string, values: Readonly<Record<string, string>>): string {
  const parts = tokenParts(text);
  if (parts.length === 1) return text;
  let filled = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) filled += (values[parts[i]!] ?? `{${parts[i]}}`) + parts[i + 1]!;
  return filled;
}

/**
 * A text split around its tokens: text, token name, text, … The same few hundred strings of page
 * copy are filled on every generated page, so each is split once.
 */
const splitTexts = new Map<string, readonly string[]>();
function tokenParts(text: string): readonly string[] {
  let parts = splitTexts.get(text);
  if (!parts) {
    // A long watch session sees many versions of the copy: start afresh rather than keep them all.
    if (splitTexts.size >= 10_000) splitTexts.clear();
    splitTexts.set(text, (parts = text.split(tokenPattern)));
  }
  return parts;
}
