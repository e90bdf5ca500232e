/** C0 and C1 control characters other than tab and newline: never meant to be published. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface ControlCharacter {
  /** Field path of the string that holds it. */
  path: PropertyKey[];
  /** Offset of the character in that string. */
  index: number;
  /** The character as a code point, e.g. "U+0000". */
  codePoint: string;
}

/** The first control character of every string in a parsed record, with where it is. */
export function findControlCharacters(value: unknown, path: PropertyKey[] = []): ControlCharacter[] {
  if (typeof value === 'string') {
    const match = control.exec(value);
    return match ? [{ path, index: match.index, codePoint: `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => findControlCharacters(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => findControlCharacters(item, [...path, key]));
  return [];
}
