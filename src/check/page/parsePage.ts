import { Parser } from 'htmlparser2';
import { lineStartOffsets, position, type Position } from './position.ts';

/** One start tag of a page: lowercased name, attributes as a browser reads them, where it starts. */
export interface PageTag {
  tag: string;
  /** Lowercased names, entity-decoded values; the first of a repeated attribute wins, as in a browser. */
  attributes: ReadonlyMap<string, string>;
  /** Offset of the `<`. */
  offset: number;
  /** The text inside a `<title>`, `<script>` or `<style>`, entity-decoded for a title only. */
  text?: string;
}

/** A page as `site check`'s rules read it: one HTML parse, start tags in document order. */
export interface ParsedPage {
  html: string;
  tags: readonly PageTag[];
  /**
   * The text a reader sees: the body's text, entity-decoded, without what is in a script, a
   * style or a template (the head's title and metadata are not the page's text either).
   */
  visibleText: string;
  /** Line and column of an offset in the page. */
  at(offset: number): Position;
}

/** Elements whose text the rules read: the title, JSON-LD and inline scripts and styles. */
const textElements = new Set(['title', 'script', 'style']);
/** Elements whose text is not shown (a template is shown only once a script copies it). */
const hiddenTextElements = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Parses a page with htmlparser2, a tokenizer that follows the HTML syntax (raw text in
 * scripts and styles, entities, unquoted attributes, comments), so rules never mistake a
 * `<` in a script or a comment for a tag.
 */
export function parsePage(html: string): ParsedPage {
  const tags: PageTag[] = [];
  let open: { tag: PageTag; text: string } | undefined;
  let attributes = new Map<string, string>();
  let inBody = false;
  let hiddenDepth = 0;
  let visibleText = '';
  const parser = new Parser(
    {
      onattribute(name, value) {
        if (!attributes.has(name)) attributes.set(name, value);
      },
      onopentag(name) {
        const tag: PageTag = { tag: name, attributes, offset: parser.startIndex };
        attributes = new Map();
        tags.push(tag);
        if (textElements.has(name)) open = { tag, text: '' };
        if (name === 'body') inBody = true;
        if (hiddenTextElements.has(name)) hiddenDepth++;
      },
      ontext(text) {
        if (open) open.text += text;
        else if (inBody && hiddenDepth === 0) visibleText += text;
      },
      onclosetag(name) {
        if (hiddenTextElements.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        if (open && open.tag.tag === name) {
          open.tag.text = open.text;
          open = undefined;
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  let lineStarts: number[] | undefined;
  return { html, tags, visibleText, at: (offset) => position((lineStarts ??= lineStartOffsets(html)), offset) };
}
