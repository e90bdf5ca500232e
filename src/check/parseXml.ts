/** An element of a parsed XML document. */
export interface XmlElement {
  /** Qualified name as written, e.g. `url` or `image:image`. */
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
  /** Character data directly inside the element, entities decoded. */
  text: string;
  offset: number;
}

export type XmlResult = { ok: true; root: XmlElement } | { ok: false; message: string; offset: number };

const attribute = /\s+([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const reference = /&(?:(lt|gt|amp|quot|apos)|#([0-9]+)|#x([0-9a-fA-F]+));/y;
const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const LESS_THAN = 60;
const GREATER_THAN = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
/** The attributes of every element that has none: most of a sitemap's. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/**
 * A well-formedness parser for the XML that sitemaps use: elements, attributes, character and
 * entity references, comments, CDATA and processing instructions. A DOCTYPE is refused rather
 * than interpreted. No dependency on an XML library for one file per site. The build writes the
 * sitemap afresh with every edit (its dates change), so a check after an edit parses it again:
 * on a large site, matching each tag with regular expressions was slow and made most of the
 * check's garbage. Tags are read character by character, and an element without
 * attributes shares one empty map.
 */
export function parseXml(source: string): XmlResult {
  const start = source.startsWith('\uFEFF') ? 1 : 0;
  let i = start;
  const fail = (message: string, offset = i): XmlResult => ({ ok: false, message, offset });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const at = (text: string) => source.startsWith(text, i);

  if (at('<?xml') && !/^<\?xml\s+version\s*=\s*["']1\.[0-9]["'][^?]*\?>/.test(source.slice(i, i + 200))) return fail('The XML declaration is malformed');
  while (i < source.length) {
    const open = stack.at(-1);
    // Text, the most common step (the line breaks between a sitemap's thousands of entries), is told apart first.
    if (source.charCodeAt(i) !== LESS_THAN) {
      const next = source.indexOf('<', i);
      const text = source.slice(i, next === -1 ? source.length : next);
      if (!open) {
        if (text.trim() !== '') return fail('Text outside the root element');
      } else {
        if (text.includes(']]>')) return fail('"]]>" is not allowed in text', i + text.indexOf(']]>'));
        const decoded = decodeReferences(text);
        if (decoded === undefined) return fail('A bare "&" in text; write &amp;', i + text.indexOf('&'));
        open.text += decoded;
      }
      i += text.length;
      continue;
    }
    const second = source.charCodeAt(i + 1);
    if (second === BANG && at('<!--')) {
      const end = source.indexOf('-->', i + 4);
      if (end === -1 || source.slice(i + 4, end).includes('--')) return fail('A comment is not closed by -->');
      i = end + 3;
    } else if (second === QUESTION) {
      const end = source.indexOf('?>', i);
      if (end === -1) return fail('A processing instruction is not closed by ?>');
      if (i > start && /^<\?xml[\s?]/i.test(source.slice(i, i + 6))) return fail('The XML declaration must come first');
      i = end + 2;
    } else if (second === BANG && at('<!DOCTYPE')) {
      return fail('A DOCTYPE is not expected in a sitemap');
    } else if (second === BANG && at('<![CDATA[')) {
      const end = source.indexOf(']]>', i);
      if (!open || end === -1) return fail(open ? 'CDATA is not closed by ]]>' : 'Text outside the root element');
      open.text += source.slice(i + 9, end);
      i = end + 3;
    } else if (second === SLASH) {
      const nameAt = i + 2;
      const end = nameEnd(source, nameAt);
      const closes = open !== undefined && end - nameAt === open.name.length && source.startsWith(open.name, nameAt);
      if (!closes) {
        const closing = source.slice(nameAt, end);
        return fail(open ? `</${closing}> does not close <${open.name}>` : `</${closing}> closes nothing`);
      }
      const close = skipSpace(source, end);
      if (source.charCodeAt(close) !== GREATER_THAN) return fail(`</${open.name}> is not closed by >`);
      i = close + 1;
      stack.pop();
    } else {
      const tag = readStartTag(source, i, root !== undefined && stack.length === 0);
      if ('message' in tag) return fail(tag.message, tag.offset);
      i = tag.next;
      if (open) open.children.push(tag.element);
      else root = tag.element;
      if (!tag.selfClosing) stack.push(tag.element);
    }
  }
  if (stack.length > 0) return fail(`<${stack.at(-1)!.name}> is never closed`, stack.at(-1)!.offset);
  return root ? { ok: true, root } : fail('The document has no root element', 0);
}

/**
 * The start tag at `from` (`<name attr="value"...>`, or `/>` for an empty element): its element,
 * where the tag ends and whether it closes itself; or what is wrong with it, and where.
 */
function readStartTag(
  source: string,
  from: number,
  secondRoot: boolean,
): { element: XmlElement; next: number; selfClosing: boolean } | { message: string; offset: number } {
  const end = nameEnd(source, from + 1);
  if (end === from + 1) return { message: '"<" must start a tag; write &lt; in text', offset: from };
  const tagName = source.slice(from + 1, end);
  if (secondRoot) return { message: `<${tagName}> is a second root element`, offset: from };
  const element: XmlElement = { name: tagName, attributes: NO_ATTRIBUTES, children: [], text: '', offset: from };
  let j = end;
  for (;;) {
    attribute.lastIndex = j;
    const match = attribute.exec(source);
    if (!match) break;
    if (element.attributes === NO_ATTRIBUTES) element.attributes = new Map();
    if (element.attributes.has(match[1]!)) return { message: `Attribute ${match[1]} appears twice`, offset: j };
    const value = decodeReferences(match[2] ?? match[3] ?? '');
    if (value === undefined) return { message: `Attribute ${match[1]} has a bare "&"; write &amp;`, offset: j };
    (element.attributes as Map<string, string>).set(match[1]!, value);
    j = attribute.lastIndex;
  }
  j = skipSpace(source, j);
  const selfClosing = source.charCodeAt(j) === SLASH;
  if (selfClosing) j++;
  if (source.charCodeAt(j) !== GREATER_THAN) return { message: `<${tagName}> is malformed`, offset: from };
  return { element, next: j + 1, selfClosing };
}

/** Where the XML name that starts at `from` ends (`from` itself when none starts there): [A-Za-z_:] then [-A-Za-z0-9_:.]*. */
function nameEnd(source: string, from: number): number {
  let at = from;
  for (; at < source.length; at++) {
    const code = source.charCodeAt(at);
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 58;
    const later = at > from && ((code >= 48 && code <= 57) || code === 45 || code === 46);
    if (!letter && !later) break;
  }
  return at;
}

/** Past the white space (what `\s` matches) from `from`. */
function skipSpace(source: string, from: number): number {
  let at = from;
  while (at < source.length && isSpace(source.charCodeAt(at))) at++;
  return at;
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || (code >= 160 && /\s/.test(String.fromCharCode(code)));

/** Text with its references decoded, or undefined when an "&" starts no valid reference. */
function decodeReferences(text: string): string | undefined {
  let out = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
    reference.lastIndex = amp;
    const match = reference.exec(text);
    if (!match) return undefined;
    const code = match[2] ? Number(match[2]) : match[3] ? Number.parseInt(match[3], 16) : undefined;
    if (code !== undefined && (code === 0 || code > 0x10ffff)) return undefined;
    out += text.slice(from, amp) + (code === undefined ? entities[match[1]!] : String.fromCodePoint(code));
    from = reference.lastIndex;
  }
  return out + text.slice(from);
}
