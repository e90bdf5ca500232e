import MarkdownIt, { type Token } from 'markdown-it';
import type { Element as HastElement, ElementContent as HastContent, Root as HastRoot, Text as HastText } from 'hast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { trimLines } from 'trim-lines';
import type { BodyLink } from './model.ts';
import { mayUseGfm } from './parseMarkdown.ts';

/**
 * The quick way to a body's HTML syntax tree, for the bodies most writers write: markdown-it
 * reads CommonMark over ten times as fast as micromark (0.05 ms against 0.8 ms for a 1 KB
 * article; markdown-it 14, since 15's build sets each token field through a defineProperty
 * helper and parses at half the speed), and micromark was most of the cost of a site with
 * thousands of articles. It builds the very tree remark-parse and remark-rehype build (mdast-util-to-hast's rules, line endings
 * included), so everything after it (sanitising, heading ids, images, React) is shared and the
 * markup is the same to the byte: test/content/markdownItTree.test.ts holds the two equal on
 * every body of the site and the benchmark sets, and on one of each kind of syntax.
 *
 * It only takes bodies it can read exactly as remark does, and returns undefined for the rest,
 * which take the full pipeline (renderMarkdown.ts): GitHub-flavoured syntax, anything with a
 * `<` (raw HTML, autolinks), link reference definitions, tabs, and any body a warning would be
 * given for (unsafe links, images from other sites). So it never has a warning to give, and
 * a link's line and column are found by counting brackets, which it checks can be counted.
 */
export function markdownItTree(markdown: string, firstLine: number): { tree: HastRoot; links: BodyLink[] } | undefined {
  if (!mayTakeQuickly(markdown)) return undefined;
  const tokens = parser.parse(markdown, {});
  const lines = markdown.split('\n');
  const links: BodyLink[] = [];
  const reader = { tokens, at: 0 };
  try {
    const children = blocks(reader, undefined, (inline) => inlines(inline, lines, firstLine, links));
    return { tree: { type: 'root', children: wrap(children, false) }, links };
  } catch (error) {
    if (error instanceof NotQuick) return undefined;
    throw error;
  }
}

/** Thrown inside the walk when a body turns out to need the full pipeline. */
class NotQuick extends Error {}

// The CommonMark preset: no tables, strikethrough or bare links. URLs are kept as written, as
// remark keeps them (normalizeUri encodes them below, as remark-rehype does), and every URL is
// let through: a body with an unsafe one is sent back before it gets here.
const parser = new MarkdownIt('commonmark', { html: false });
parser.normalizeLink = (url) => url;
parser.normalizeLinkText = (text) => text;
parser.validateLink = () => true;

/** What may open a link reference definition, `[label]:`, anywhere (a quote or list item holds them too). */
const DEFINITION = /\[(?:[^\]\\]|\\.)+\]:/;

/** A link's empty title (`""`, `''`, `()`): remark keeps it, markdown-it drops it. */
const EMPTY_TITLE = /\]\([^)]*\s(?:""|''|\(\))\s*\)/;

function mayTakeQuickly(markdown: string): boolean {
  return (
    !mayUseGfm(markdown) &&
    !markdown.includes('<') &&
    !markdown.includes('\t') &&
    !markdown.includes('\r') &&
    !DEFINITION.test(markdown) &&
    !EMPTY_TITLE.test(markdown) &&
    !unsafeDestination(markdown)
  );
}

/**
 * A link or image destination with a scheme other than the four kept (http, https, mailto,
 * tel), or any scheme at all for an image: the full pipeline removes those with a warning.
 * (`http:` itself never gets here: it is a GFM marker.) Found in the text, before parsing: a
 * false alarm only costs the quick way.
 */
function unsafeDestination(markdown: string): boolean {
  for (const match of markdown.matchAll(/(!?)\]\(\s*([a-z][a-z0-9+.-]*:|\/\/)/gi)) {
    const scheme = match[2]!.toLowerCase();
    if (match[1] === '!' || !['mailto:', 'tel:'].includes(scheme)) return true;
  }
  return false;
}

interface Reader {
  tokens: Token[];
  at: number;
}

/** Block tokens up to `close` (or the end) → hast nodes, by mdast-util-to-hast's rules. */
function blocks(reader: Reader, close: string | undefined, inline: (token: Token) => HastContent[]): HastContent[] {
  const out: HastContent[] = [];
  while (reader.at < reader.tokens.length) {
    const token = reader.tokens[reader.at++]!;
    if (token.type === close) return out;
    switch (token.type) {
      case 'paragraph_open': {
        const content = inline(reader.tokens[reader.at++]!);
        reader.at++; // paragraph_close
        const paragraph = element('p', {}, content);
        // markdown-it hides a tight list item's paragraphs: the li takes their content (listItem).
        if (token.hidden) tightParagraphs.add(paragraph);
        out.push(paragraph);
        break;
      }
      case 'heading_open': {
        const content = inline(reader.tokens[reader.at++]!);
        reader.at++;
        out.push(element(token.tag, {}, content));
        break;
      }
      case 'blockquote_open':
        out.push(element('blockquote', {}, wrap(blocks(reader, 'blockquote_close', inline), true)));
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        out.push(list(reader, token, inline));
        break;
      case 'fence':
      case 'code_block':
        out.push(code(token));
        break;
      case 'hr':
        out.push(element('hr', {}, []));
        break;
      default:
        // html_block cannot happen (no `<`); anything else is syntax this reader does not know.
        throw new NotQuick();
    }
  }
  return out;
}

/** Paragraphs markdown-it hid: those of tight list items. */
const tightParagraphs = new WeakSet<HastContent>();

function list(reader: Reader, open: Token, inline: (token: Token) => HastContent[]): HastElement {
  const ordered = open.type === 'ordered_list_open';
  const closeType = ordered ? 'ordered_list_close' : 'bullet_list_close';
  const items: HastContent[][] = [];
  let loose = false;
  while (reader.at < reader.tokens.length) {
    const token = reader.tokens[reader.at++]!;
    if (token.type === closeType) break;
    if (token.type !== 'list_item_open') throw new NotQuick();
    const children = blocks(reader, 'list_item_close', inline);
    // markdown-it hides the paragraphs of a tight list; a loose list shows them all.
    loose ||= children.some((child) => child.type === 'element' && child.tagName === 'p' && !tightParagraphs.has(child));
    items.push(children);
  }
  const properties: HastElement['properties'] = {};
  const start = Number(attribute(open, 'start') ?? 1);
  if (ordered && start !== 1) properties['start'] = start;
  return element(ordered ? 'ol' : 'ul', properties, wrap(items.map((children) => listItem(children, loose)), true));
}

/** mdast-util-to-hast's listItem: line endings around the children, a tight item's paragraphs unwrapped. */
function listItem(results: HastContent[], loose: boolean): HastElement {
  const children: HastContent[] = [];
  results.forEach((child, index) => {
    const paragraph = child.type === 'element' && child.tagName === 'p';
    if (loose || index !== 0 || !paragraph) children.push(text('\n'));
    if (paragraph && !loose) children.push(...child.children);
    else children.push(child);
  });
  const tail = results.at(-1);
  if (tail && (loose || tail.type !== 'element' || tail.tagName !== 'p')) children.push(text('\n'));
  return element('li', {}, children);
}

function code(token: Token): HastElement {
  // remark's value leaves out the last line ending; remark-rehype puts one back.
  const value = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const language = token.type === 'fence' ? token.info.split(/\s+/)[0] : '';
  const properties = language ? { className: [`language-${language}`] } : {};
  return element('pre', {}, [element('code', properties, [text(value ? `${value}\n` : '')])]);
}

/** One inline token (a paragraph's or heading's text) → hast, recording its links where they are in the file. */
function inlines(inline: Token, lines: readonly string[], firstLine: number, links: BodyLink[]): HastContent[] {
  const children = inline.children ?? [];
  const brackets = bracketPositions(inline, lines);
  const linkCount = children.filter((child) => child.type === 'link_open' || child.type === 'image').length;
  // Every `[` must open a link or an image, so the nth link is at the nth bracket.
  if (brackets.length !== linkCount) throw new NotQuick();
  let nextBracket = 0;
  const stack: HastContent[][] = [[]];
  const elements: HastElement[] = [];
  let run = '';
  const flush = () => {
    if (run !== '') stack.at(-1)!.push(text(trimLines(run)));
    run = '';
  };
  const linkAt = (kind: BodyLink['kind'], href: string) => {
    const [line, column] = brackets[nextBracket++]!;
    links.push({ kind, href, line: firstLine + line, column: kind === 'image' ? column - 1 : column });
  };
  for (const token of children) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        run += token.content;
        break;
      case 'softbreak':
        run += '\n';
        break;
      case 'hardbreak':
        flush();
        stack.at(-1)!.push(element('br', {}, []), text('\n'));
        break;
      case 'code_inline':
        flush();
        stack.at(-1)!.push(element('code', {}, [text(token.content.replace(/\r?\n|\r/g, ' '))]));
        break;
      case 'em_open':
      case 'strong_open':
      case 'link_open': {
        flush();
        const properties: HastElement['properties'] = {};
        if (token.type === 'link_open') {
          const href = attribute(token, 'href') ?? '';
          linkAt('link', href);
          properties['href'] = normalizeUri(href);
          const title = attribute(token, 'title');
          if (title !== undefined) properties['title'] = title;
        }
        const opened = element(token.tag, properties, []);
        stack.at(-1)!.push(opened);
        elements.push(opened);
        stack.push(opened.children);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 'link_close':
        flush();
        stack.pop();
        elements.pop();
        break;
      case 'image': {
        flush();
        const src = attribute(token, 'src') ?? '';
        linkAt('image', src);
        const properties: HastElement['properties'] = { src: normalizeUri(src), alt: altText(token) };
        const title = attribute(token, 'title');
        if (title !== undefined) properties['title'] = title;
        stack.at(-1)!.push(element('img', properties, []));
        break;
      }
      default:
        throw new NotQuick();
    }
  }
  flush();
  if (stack.length !== 1) throw new NotQuick();
  return stack[0]!;
}

/** An image's alt text, when it is plain text (as remark makes it then); otherwise the full pipeline decides. */
function altText(image: Token): string {
  let alt = '';
  for (const child of image.children ?? []) {
    if (child.type !== 'text' && child.type !== 'text_special') throw new NotQuick();
    alt += child.content;
  }
  return alt;
}

/**
 * Where each `[` of an inline token's text is in the body: [line from 0, column from 1]. The
 * text's lines are the source's lines from the token's first, less what a list item or block
 * quote puts in front (never a `[`), so the kth bracket of a line of text is the kth of the
 * same line of source.
 */
function bracketPositions(inline: Token, lines: readonly string[]): [number, number][] {
  const first = inline.map?.[0];
  if (first === undefined || !inline.content.includes('[')) return [];
  const positions: [number, number][] = [];
  inline.content.split('\n').forEach((textLine, i) => {
    const source = lines[first + i];
    if (source === undefined) throw new NotQuick();
    let inText = textLine.indexOf('[');
    let inSource = source.indexOf('[');
    while (inText !== -1) {
      if (inSource === -1) throw new NotQuick();
      positions.push([first + i, inSource + 1]);
      inText = textLine.indexOf('[', inText + 1);
      inSource = source.indexOf('[', inSource + 1);
    }
  });
  return positions;
}

/** mdast-util-to-hast's wrap: children separated by line endings, and surrounded by them when loose. */
function wrap(nodes: HastContent[], loose: boolean): HastContent[] {
  const result: HastContent[] = loose ? [text('\n')] : [];
  nodes.forEach((node, index) => {
    if (index) result.push(text('\n'));
    result.push(node);
  });
  if (loose && nodes.length > 0) result.push(text('\n'));
  return result;
}

function element(tagName: string, properties: HastElement['properties'], children: HastContent[]): HastElement {
  return { type: 'element', tagName, properties, children };
}

/** An attribute markdown-it set, as the text it is. */
function attribute(token: Token, name: string): string | undefined {
  const value = token.attrGet(name);
  return value === null ? undefined : String(value);
}

function text(value: string): HastText {
  return { type: 'text', value };
}
