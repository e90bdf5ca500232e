import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { escapeMarkup } from '../output/escapeMarkup.ts';

/**
 * What the search index holds of one page (docs/output-contract.md#the-search-index): a small
 * HTML document of what a visitor reads there, for Pagefind's `addHTMLFile`, and the hash of
 * the page's bytes it was made from. Only the page's `<main>` counts, without what repeats from
 * page to page inside it (the breadcrumb, forms, link grids, marked `data-pagefind-ignore`);
 * headings stay headings, since Pagefind ranks a word in a heading above one in a paragraph.
 */
export interface SearchInput {
  /** The SHA-1 of the page's bytes, in hex. */
  page: string;
  /** The document Pagefind indexes, with the page's title and filters on its body. */
  html: string;
}

/** The filters of a page: its kind (the template) and, for a place's pages, its county. */
export type SearchFilters = Readonly<Record<string, string | undefined>>;

/** Subtrees whose text is not what a visitor reads as the page's content. */
const skipped = new Set(['nav', 'form', 'script', 'style', 'template', 'noscript', 'svg', 'button']);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements that end a run of text: each block becomes a paragraph of its own, so words of two never run together. */
// A link's words are words of their own (two buttons side by side), so it is set apart by spaces.
const blocks = new Set([
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
 * The index input of a page, from the document the render made. `title` is the page's own
 * title, as `<title>` holds it before " | {site name}".
 */
export function searchInput(html: string, filters: SearchFilters): SearchInput {
  const parts: string[] = [];
  let title = '';
  let inTitle = false;
  let inMain = false;
  let skipDepth = 0;
  let text = '';
  let heading: string | undefined;
  const flush = () => {
    const words = text.replace(/\s+/g, ' ').trim();
    text = '';
    if (words === '') return;
    const tag = heading ?? 'p';
    parts.push(`<${tag}>${escapeMarkup(words)}</${tag}>`);
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
        if (headings.has(name) || blocks.has(name)) flush();
        else if (name === 'a') text += ' ';
        if (headings.has(name)) heading = name;
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
        if (headings.has(name) || blocks.has(name)) flush();
        else if (name === 'a') text += ' ';
        if (name === heading) heading = undefined;
        if (name === 'main') inMain = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  // One element per filter: an element's attribute is read once, and a value may hold a comma.
  const filterTags = Object.entries(filters).flatMap(([name, value]) =>
    value === undefined ? [] : [`<span data-pagefind-filter="${name}:${escapeMarkup(value)}"></span>`],
  );
  return {
    page: createHash('sha1').update(html).digest('hex'),
    html: `<html lang="en"><body data-pagefind-body data-pagefind-meta="title:${escapeMarkup(pageTitle(title))}">${filterTags.join('')}${parts.join('')}</body></html>`,
  };
}

/** `Colocation in Maidstone | Kent Web Hosting` → `Colocation in Maidstone`. */
function pageTitle(title: string): string {
  const cut = title.lastIndexOf(' | ');
  return (cut === -1 ? title : title.slice(0, cut)).trim();
}
