/**
 * React serialises void elements XML-style (`<meta/>`) and keeps its own casing for a few
 * attributes. This rewrites those to plain HTML5. It is safe on React's output because React
 * escapes `<` and `>` in text and attribute values, and JSON-LD blocks escape them too, so
 * `/>` only ever ends a tag.
 */
export function toHtml5(markup: string): string {
  return markup
    .replace(/\/>/g, '>')
    .replace(/<meta charSet=/g, '<meta charset=')
    .replace(/ (defer|async|open|hidden)=""/g, ' $1');
}
