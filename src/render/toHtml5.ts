/**
 * React serialises void elements XML-style (`<meta/>`) and keeps its own casing for a few
 * attributes. This rewrites those to plain HTML5. It is safe on React's output because React
 * escapes `<` and `>` in text and attribute values, and JSON-LD blocks escape them too, so
 * `/>` only ever ends a tag.
 */
export function toHtml5(markup: string): string {
  // One pass: a page is the longest string the build handles, and three passes cost three scans.
  return markup.replace(rewrites, (match, camelCase: string | undefined, boolean: string | undefined) => {
    if (camelCase !== undefined) return svgAttributes.has(camelCase) ? match : ` ${camelCase.toLowerCase()}="`;
    if (boolean !== undefined) return ` ${boolean}`;
    return '>';
  });
}

/**
 * A camelCase attribute name (charSet, dateTime) right before its value. React escapes `"` in
 * text and in attribute values, so `="` can only follow a real attribute name.
 */
const camelCaseAttribute = / ([a-z]+[A-Z][A-Za-z]*)="/;
/** A self-closing `/>`, a camelCase attribute, or an empty boolean attribute. */
const rewrites = new RegExp(`\\/>|${camelCaseAttribute.source}| (defer|async|open|hidden|disabled|checked)=""`, 'g');

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
