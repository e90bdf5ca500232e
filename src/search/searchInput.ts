import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { HEADING, packTerms, pageTerms } from './pageTerms.ts';

/**
 * What the search index holds of one page (docs/output-contract.md#the-search-index): its words,
 * a line a block with each heading's level, no other markup (src/search/indexFiles.ts weighs a
 * word by the line it is in), and the hashes it is kept and compared by.
 * Only the page's `<main>` counts, without what repeats from page to page inside it (the
 * breadcrumb, forms, link grids, marked `data-search-ignore`). The title is searched beside the
 * content, and is what a result shows.
 */
export interface SearchRecord {
  /** The SHA-1 of the page's bytes, in hex: what the record was read from. */
  page: string;
  /** The SHA-1 of the words below, in hex: the index is made again only when one page's changes. */
  words: string;
  title: string;
  /**
   * The page's text, a line a block (heading, paragraph, list item), whose words the index weighs
   * by their line and from which a result's excerpt is cut: deflated (`searchText` reads it), as the cache keeps it, a third of its size.
   */
  content: Uint8Array;
  /** The page's terms as the index adds them (pageTerms.ts), read here once: deflated, as the cache keeps them. */
  terms: Uint8Array;
  filters: Record<string, string[]>;
}

/** The filters of a page: its kind (the template) and, for a place's pages, its county. */
export type SearchFilters = Readonly<Record<string, string | undefined>>;

/** Subtrees whose text is not what a visitor reads as the page's content. */
const skipped = new Set(['nav', 'form', 'script', 'style', 'template', 'noscript', 'svg', 'button']);
/** Elements that end a run of text: each block becomes a line of its own, so words of two never run together. */
// A link's words are words of their own (two buttons side by side), so it is set apart by spaces.
const blocks = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'tr',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'figcaption',
  'summary',
  'details',
  'br',
  'table',
  'ul',
  'ol',
]);

/**
 * The search record of a page, from the document the render made: read once, where the page is
 * rendered. `title` is the page's own title, as `<title>` holds it before " | {site name}".
 */
export function searchInput(html: string, filters: SearchFilters): SearchRecord {
  const parts: string[] = [];
  let title = '';
  let inTitle = false;
  let inMain = false;
  let skipDepth = 0;
  let text = '';
  // `closing`: the block whose end cut the run; a heading's line carries its level.
  const flush = (closing?: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    text = '';
    if (words === '') return;
    const level = closing && /^h[1-6]$/.test(closing) ? closing.slice(1) : undefined;
    parts.push(level ? `${HEADING}${level}${words}` : words);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'main') inMain = true;
        if (!inMain) return;
        if (skipDepth > 0 || skipped.has(name) || 'data-search-ignore' in attributes || attributes['aria-hidden'] === 'true') {
          skipDepth++;
          return;
        }
        if (blocks.has(name)) flush();
        else if (name === 'a') text += ' ';
      },
      ontext(data) {
        if (inTitle) title += data;
        else if (inMain && skipDepth === 0) text += data;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (!inMain) return;
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (blocks.has(name)) flush(name);
        else if (name === 'a') text += ' ';
        if (name === 'main') inMain = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(readPart(html));
  flush();
  const kept = Object.entries(filters).flatMap(([name, value]) => (value === undefined ? [] : [[name, [value]] as [string, string[]]]));
  const words = { title: pageTitle(title), content: parts.join('\n'), filters: Object.fromEntries(kept) };
  return {
    page: createHash('sha1').update(html).digest('hex'),
    words: createHash('sha1').update(JSON.stringify(words)).digest('hex'),
    ...words,
    // A copy of its own: zlib's result is a view of a 16 KB buffer, and a record sent from a
    // render worker takes the whole buffer with it, 16 KB a page kept by the build's thread.
    content: new Uint8Array(deflateRawSync(words.content, { level: 1 })),
    terms: packTerms(pageTerms(words.title, words.content)),
  };
}

/**
 * What of the page the record is read from: its `<title>` and its `<main>`, so the parser skips
 * the head and the header and footer that every page repeats (half of a page's bytes). React
 * escapes `<` in attribute values and text alike, so the first `<main` and the last `</main>`
 * are the element's own; a document without them is read whole.
 */
function readPart(html: string): string {
  const title = html.indexOf('<title');
  const titleEnd = html.indexOf('</title>', title);
  const main = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (title === -1 || titleEnd === -1 || main === -1 || mainEnd < main) return html;
  return html.slice(title, titleEnd + '</title>'.length) + html.slice(main, mainEnd + '</main>'.length);
}

/** A record's text: a line a block, a heading's line led by HEADING and its level. */
export const searchText = (record: Pick<SearchRecord, 'content'>): string => inflateRawSync(record.content).toString('utf8');

// What leads a heading's line in a record, before its level (1 to 6): a control character, which
// no text of a page holds (HTML does not allow it in text).
export { HEADING } from './pageTerms.ts';

/** `Colocation in Maidstone | Kent Web Hosting` → `Colocation in Maidstone`. */
function pageTitle(title: string): string {
  const cut = title.lastIndexOf(' | ');
  // A copy of its own: the parser's text is a slice of the page's `<title>` and `<main>`, and V8
  // keeps a slice's whole string alive, so each record made on the build's own thread kept the
  // page it was read from (docs/benchmark.md, "the search index in parts").
  return Buffer.from((cut === -1 ? title : title.slice(0, cut)).trim()).toString();
}
