import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';

const gfmParser = unified().use(remarkParse).use(remarkGfm);
const commonMarkParser = unified().use(remarkParse);

/**
 * Every GitHub-flavoured addition to CommonMark needs one of these in the text: a table's `|`,
 * strikethrough's `~`, a footnote's `[^`, a task's `[ ]` or `[x]`, and the bare links that
 * start `www.`, `http:`, `https:` or hold an email's `@`. Letters are matched in either case,
 * as GFM matches them. A body with none of them parses to the same tree without GFM.
 */
const GFM_MARKERS = /[|~@]|\[\^|\[[ \txX]\]|www\.|https?:/i;

/** True when a body may use GitHub-flavoured syntax, so only the GFM parser reads it right. */
export function mayUseGfm(markdown: string): boolean {
  return GFM_MARKERS.test(markdown);
}

/**
 * Markdown → mdast, as GitHub-flavoured Markdown. GFM's extensions cost more than the rest of
 * the parse together (about 1 ms of a short body's 1.5 ms), though most bodies use none of
 * their syntax: those are read by the plain CommonMark parser, whose tree is the same
 * (test/content/parseMarkdown.test.ts holds the two equal over every body of the site).
 */
export function parseMarkdown(markdown: string): Root {
  return (mayUseGfm(markdown) ? gfmParser : commonMarkParser).parse(markdown);
}
