/** A URL-bearing attribute found in a page, with its position for findings. */
export interface UrlReference {
  tag: string;
  attribute: string;
  value: string;
  line: number;
  column: number;
}

const tagPattern = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const attributePattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of every start tag, in document order. Scripts' contents are not markup. */
export function scanTags(html: string): { tag: string; attributes: Map<string, string>; offset: number }[] {
  const tags: { tag: string; attributes: Map<string, string>; offset: number }[] = [];
  const source = blankOutRawText(html);
  for (const match of source.matchAll(tagPattern)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(attributePattern)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    tags.push({ tag: match[1]!.toLowerCase(), attributes, offset: match.index });
  }
  return tags;
}

/** href, src and srcset values with line and column. */
export function urlReferences(html: string): UrlReference[] {
  const lineStarts = lineStartOffsets(html);
  const references: UrlReference[] = [];
  for (const { tag, attributes, offset } of scanTags(html)) {
    for (const attribute of ['href', 'src', 'srcset'] as const) {
      const value = attributes.get(attribute);
      if (value === undefined) continue;
      const values = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean) : [value];
      for (const url of values) references.push({ tag, attribute, value: url, ...position(lineStarts, offset) });
    }
  }
  return references;
}

/** Every id in the page (fragment targets). */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const { attributes } of scanTags(html)) {
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

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[entity]!);
}
