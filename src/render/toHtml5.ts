/**
 * React serialises void elements XML-style (`<meta/>`) and keeps its own casing for a few
 * attributes. This rewrites those to plain HTML5. It is safe on React's output because React
 * escapes `<` and `>` in text and attribute values, and JSON-LD blocks escape them too, so
 * `/>` only ever ends a tag.
 */
export function toHtml5(markup: string): string {
  return markup
    .replace(/\/>/g, '>')
    .replace(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/g, (tag, name: string, attributes: string | undefined) =>
      attributes === undefined || svgElements.has(name) ? tag : `<${name}${lowercaseAttributeNames(attributes)}>`,
    )
    .replace(/ (defer|async|open|hidden)=""/g, ' $1');
}

// SVG attributes are case-sensitive (viewBox), so SVG elements keep React's names.
const svgElements = new Set(['svg', 'path', 'rect', 'circle', 'g', 'line', 'polyline', 'polygon', 'ellipse', 'defs', 'use', 'symbol', 'title']);

/** charSet → charset, dateTime → datetime: HTML attribute names, as html-validate expects. */
function lowercaseAttributeNames(attributes: string): string {
  // React always double-quotes values and escapes quotes inside them, so this only sees names.
  // Each match takes a name with its value, so text inside a value is never taken for a name.
  return attributes.replace(/(\s+)([^\s="]+)(="[^"]*")?/g, (_, space: string, name: string, value = '') => space + name.toLowerCase() + value);
}
