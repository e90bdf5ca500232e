import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Markdown → mdast, as GitHub-flavoured Markdown (tables, footnotes, task lists,
 * strikethrough, bare links). Every body takes this one way: reading house-style bodies
 * without GFM made the real site's cold build only slightly quicker, and guides as writers
 * write them (links to other sites, an email address) always need GFM.
 */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}
