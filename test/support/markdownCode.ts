import type { Nodes } from 'mdast';
import { parseMarkdown } from '../../src/content/parseMarkdown.ts';

/** Every code block and code span of a body, in order, as the Markdown parser reads them from the source. */
export function codeNodes(body: string): { kind: 'block' | 'span'; value: string }[] {
  const found: { kind: 'block' | 'span'; value: string }[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code') found.push({ kind: 'block', value: node.value });
    else if (node.type === 'inlineCode') found.push({ kind: 'span', value: node.value });
    else if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parseMarkdown(body));
  return found;
}

/** Page markup's text as a reader sees it: the entities React writes turned back into their characters. */
export const decodeHtml = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
