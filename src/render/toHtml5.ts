/**
 * React serialises void elements XML-style (`<meta/>`) and keeps its own casing for a few
 * attributes. This rewrites those to plain HTML5. It is safe on React's output because React
 * escapes `<` and `>` in text and attribute values, and JSON-LD blocks escape them too, so
 * `/>` only ever ends a tag.
 */
export function toHtml5(markup: string): string {
  return markup
    .replace(/\/>/g, '>')
    .replace(camelCaseAttribute, (match, name: string) => (svgAttributes.has(name) ? match : ` ${name.toLowerCase()}="`))
    .replace(/ (defer|async|open|hidden)=""/g, ' $1');
}

/**
 * A camelCase attribute name (charSet, dateTime) right before its value. React escapes `"` in
 * text and in attribute values, so `="` can only follow a real attribute name.
 */
const camelCaseAttribute = / ([a-z]+[A-Z][A-Za-z]*)="/g;

// SVG attributes are case-sensitive, so these keep React's spelling.
const svgAttributes = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits', 'clipPathUnits', 'stdDeviation', 'textLength']);
