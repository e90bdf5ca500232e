/**
 * Characters a path may have to be written into the nginx configuration as it is: no quote,
 * backslash, `$` (which nginx would read as a variable), `;`, braces or whitespace. A page
 * whose address needs more is left out of the tables, and `site check` reports it.
 */
const safe = /^[\w./~!*'(),:@+=&%-]*$/;

export function isNginxSafe(value: string): boolean {
  return safe.test(value);
}

/** A value in double quotes, so nginx reads it as one word. */
export function quoted(value: string): string {
  return `"${value}"`;
}

/** `key value;` lines of a map, aligned for reading. */
export function* mapLines(entries: Iterable<readonly [string, string]>): Generator<string> {
  for (const [key, value] of entries) yield `    ${quoted(key)} ${quoted(value)};`;
}
