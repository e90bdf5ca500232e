/** A URL-bearing attribute found in a page. */
export interface UrlReference {
  tag: string;
  attribute: string;
  value: string;
  /** Offset of the tag that holds it. */
  offset: number;
}

/** One start tag: its name, attributes (lowercased names, decoded values) and where it starts and ends. */
export interface ScannedTag {
  tag: string;
  attributes: Map<string, string>;
  /** Offset of the `<`. */
  offset: number;
  /** Offset just past the `>`. */
  end: number;
}

const tagPattern = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const attributePattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of every start tag, in document order. Scripts' contents are not markup. */
export function scanTags(html: string): ScannedTag[] {
  const tags: ScannedTag[] = [];
  const source = blankOutRawText(html);
  for (const match of source.matchAll(tagPattern)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(attributePattern)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    tags.push({ tag: match[1]!.toLowerCase(), attributes, offset: match.index, end: match.index + match[0].length });
  }
  return tags;
}

/** href, src and srcset values, each srcset candidate on its own. */
export function urlReferences(tags: readonly ScannedTag[]): UrlReference[] {
  const references: UrlReference[] = [];
  for (const { tag, attributes, offset } of tags) {
    for (const attribute of ['href', 'src', 'srcset'] as const) {
      const value = attributes.get(attribute);
      if (value === undefined) continue;
      const values = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean) : [value];
      for (const url of values) references.push({ tag, attribute, value: url, offset });
    }
  }
  return references;
}

/** Every id in the page (fragment targets). */
export function elementIds(tags: readonly ScannedTag[]): Set<string> {
  const ids = new Set<string>();
  for (const { attributes } of tags) {
    const id = attributes.get('id');
    if (id) ids.add(id);
    // <a name> is an old-style fragment target too.
    const name = attributes.get('name');
    if (name) ids.add(name);
  }
  return ids;
}

export function lineStartOffsets(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function position(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}

/** Replaces script and style contents with spaces, keeping offsets, so they are not scanned as tags. */
function blankOutRawText(html: string): string {
  return html.replace(/(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi, (_, open: string, _tag, body: string, close: string) => open + body.replace(/[^\n]/g, ' ') + close);
}

/** Named entities React and our templates write, plus numeric ones: enough for attributes and titles. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d+)|#x([0-9a-f]+));/gi, (entity, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name) return named[name.toLowerCase()] ?? entity;
    const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
