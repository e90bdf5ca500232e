/** A stable element id from a heading: "Why choose us?" → "why-choose-us". */
export function idFor(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
