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
  /** Line and column of an offset in the page. */
  at(offset: number): Position;
}

/** Elements whose text the rules read: the title, JSON-LD and inline scripts and styles. */
const textElements = new Set(['title', 'script', 'style']);

/**
 * Parses a page with htmlparser2, a tokenizer that follows the HTML syntax (raw text in
 * scripts and styles, entities, unquoted attributes, comments), so rules never mistake a
 * `<` in a script or a comment for a tag.
 */
export function parsePage(html: string): ParsedPage {
  const tags: PageTag[] = [];
  let open: { tag: PageTag; text: string } | undefined;
  let attributes = new Map<string, string>();
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
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
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
  return { html, tags, at: (offset) => position((lineStarts ??= lineStartOffsets(html)), offset) };
}
