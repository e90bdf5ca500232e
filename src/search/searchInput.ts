import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/**
 * What the search index holds of one page (docs/output-contract.md#the-search-index): its words,
 * a line a block with each heading's level, no other markup (`searchDocument` makes Pagefind's
 * document of them), and the hashes it is kept and compared by.
 * Only the page's `<main>` counts, without what repeats from page to page inside it (the
 * breadcrumb, forms, link grids, marked `data-pagefind-ignore`). The title is Pagefind's `title`
 * meta, which it searches beside the content.
 */
export interface SearchRecord {
  /** The SHA-1 of the page's bytes, in hex: what the record was read from. */
  page: string;
  /** The SHA-1 of the words below, in hex: the index is made again only when one page's changes. */
  words: string;
  title: string;
  /**
   * The page's text, a line a block (heading, paragraph, list item), from which Pagefind cuts its
   * excerpts: deflated (`searchText` reads it), as the cache keeps it, a third of its size.
   */
  content: Uint8Array;
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
        if (skipDepth > 0 || skipped.has(name) || 'data-pagefind-ignore' in attributes || attributes['aria-hidden'] === 'true') {
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

/**
 * What leads a heading's line in a record, before its level (1 to 6): a control character, which
 * no text of a page holds (HTML does not allow it in text).
 */
export const HEADING = '\u0001';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Metadata fields that stand a page above the pages that repeat its heading's words
 * (`pageStanding` in indexParts.ts says which a page gets): `hub`, a page with pages under its
 * address (/colocation, /colocation/kent); `section`, a hub at the top of the address
 * (/colocation). Each holds the page's heading.
 */
export type StandingField = 'hub' | 'section';

/**
 * A record as the small document Pagefind reads (`addHTMLFile`): its headings as headings, so
 * they weigh as Pagefind weighs them (a page found by its own heading: plain text gave a heading
 * no more weight than a line of a list); its title and filters as Pagefind's metadata and
 * filters, left out of the words; and its standing, the heading again under each field given.
 * Why the standing: a hub's heading is made of the words its pages share ("Server Colocation"
 * above "Server Colocation across Kent" and 40 more); Pagefind's ranking sees which words
 * matched, not that a heading matched whole, and the shorter pages under the hub won (Pagefind
 * issue #437). Pagefind adds a score for each metadata field the query's words are found in, so
 * each field of standing lifts the page above the pages that repeat its heading, and a section's
 * page above the hubs under it (docs/output-contract.md#the-search-index says by how much).
 */
export function searchDocument(record: Omit<SearchRecord, 'page' | 'words'>, standing: readonly StandingField[] = []): string {
  const text = searchText(record).split('\n');
  const heading = text.find((line) => line.startsWith(`${HEADING}1`))?.slice(2);
  const stood = heading === undefined ? [] : standing.map((field) => `<span data-pagefind-ignore data-pagefind-meta="${field}">${escaped(heading)}</span>`);
  const lines = text
    .filter((line) => line !== '')
    .map((line) => {
      if (!line.startsWith(HEADING)) return `<p>${escaped(line)}</p>`;
      const level = line.charAt(1);
      return `<h${level}>${escaped(line.slice(2))}</h${level}>`;
    });
  const filters = Object.entries(record.filters).flatMap(([name, values]) =>
    values.map((value) => `<span data-pagefind-ignore data-pagefind-filter="${escaped(name)}">${escaped(value)}</span>`),
  );
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>',
    `<span data-pagefind-ignore data-pagefind-meta="title">${escaped(record.title)}</span>`,
    ...filters,
    ...stood,
    ...lines,
    '</body></html>',
  ].join('\n');
}

/** `Colocation in Maidstone | Kent Web Hosting` → `Colocation in Maidstone`. */
function pageTitle(title: string): string {
  const cut = title.lastIndexOf(' | ');
  // A copy of its own: the parser's text is a slice of the page's `<title>` and `<main>`, and V8
  // keeps a slice's whole string alive, so each record made on the build's own thread kept the
  // page it was read from (docs/benchmark.md, "the search index in parts").
  return Buffer.from((cut === -1 ? title : title.slice(0, cut)).trim()).toString();
}
