/**
 * React serialises void elements XML-style (`<meta/>`) and keeps its own casing for a few
 * attributes. This rewrites those to plain HTML5. It is safe on React's output because React
 * escapes `<`, `>` and `"` in text and attribute values, and JSON-LD blocks escape them too,
 * so `/>` only ever ends a tag and `="` only ever follows an attribute's name.
 *
 * A page is the longest string the build handles and this runs on every one, so it looks only
 * at those two markers (found with indexOf, which is far faster than a regular expression that
 * must try every space in the text) and copies what lies between them in slices.
 */
export function toHtml5(markup: string): string {
  const parts: string[] = [];
  let copied = 0;
  let slash = markup.indexOf('/>');
  let equals = markup.indexOf('="');
  while (slash !== -1 || equals !== -1) {
    if (equals === -1 || (slash !== -1 && slash < equals)) {
      // `<meta .../>` → `<meta ...>`
      parts.push(markup.slice(copied, slash), '>');
      copied = slash + 2;
      slash = markup.indexOf('/>', copied);
      continue;
    }
    const start = attributeStart(markup, equals);
    if (start !== -1) {
      const empty = markup.charCodeAt(equals + 2) === QUOTE;
      if (isLower(markup.charCodeAt(start)) && hasCapital(markup, start + 1, equals)) {
        const name = markup.slice(start, equals);
        // ` charSet="` → ` charset="`
        if (!svgAttributes.has(name)) {
          parts.push(markup.slice(copied, start), name.toLowerCase());
          copied = equals;
        }
      } else if (empty && booleanAttributes.has(markup.slice(start, equals))) {
        // ` defer=""` → ` defer`
        parts.push(markup.slice(copied, equals));
        copied = equals + 3;
      }
    }
    equals = markup.indexOf('="', equals + 2);
  }
  if (copied === 0) return markup;
  parts.push(markup.slice(copied));
  return parts.join('');
}

const QUOTE = 0x22;
const SPACE = 0x20;
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;
const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;

/**
 * Where the attribute name that ends at `end` starts: letters only, after a space; -1 when
 * no such name ends there. Nothing is copied: most attributes need no change, and this runs
 * for every attribute of every page.
 */
function attributeStart(markup: string, end: number): number {
  let start = end;
  for (let code = markup.charCodeAt(start - 1); isLower(code) || isUpper(code); code = markup.charCodeAt(--start - 1));
  return start === end || markup.charCodeAt(start - 1) !== SPACE ? -1 : start;
}

/** Whether markup[from, to) holds a capital letter (camelCase: charSet, dateTime). */
function hasCapital(markup: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isUpper(markup.charCodeAt(i))) return true;
  return false;
}

/** Boolean attributes React writes as `name=""`. */
const booleanAttributes = new Set(['defer', 'async', 'open', 'hidden', 'disabled', 'checked', 'required']);

// SVG attributes are case-sensitive, so these keep React's spelling.
const svgAttributes = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'clipPathUnits',
  'stdDeviation',
  'textLength',
]);
