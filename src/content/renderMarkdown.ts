import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeReact from 'rehype-react';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { MarkdownBody } from './model.ts';

// GitHub's schema prefixes ids with "user-content-"; our bodies carry no ids worth keeping.
const sanitizeSchema = { ...defaultSchema, clobberPrefix: '', protocols: { href: ['http', 'https', 'mailto', 'tel'] } };

const parser = unified().use(remarkParse);
const toHast = unified().use(remarkRehype).use(rehypeSanitize, sanitizeSchema);
const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs });

/**
 * A record's Markdown body, rendered once: remark-parse → remark-rehype → rehype-sanitize →
 * rehype-react → static markup (PRODUCT.md §3). Pages embed the markup, so a body shown on
 * many pages is never parsed or rendered twice, and the build holds a short string per record
 * instead of a syntax tree. Raw HTML is dropped (remark-rehype ignores it), unsafe link
 * protocols are stripped by the sanitiser, and each is reported as a warning at its line so
 * the writer knows what vanished.
 */
export function renderMarkdown(markdown: string, file: string, firstLine: number): { body: MarkdownBody; diagnostics: Diagnostic[] } {
  const mdast = parser.parse(markdown) as MdastRoot;
  const diagnostics: Diagnostic[] = [];
  visit(mdast, (node) => {
    const line = (node.position?.start.line ?? 1) + firstLine - 1;
    const column = node.position?.start.column ?? 1;
    if (node.type === 'html') {
      diagnostics.push(problem('content/unsafe-markdown', { file, line, column }, {
        severity: 'warning',
        message: 'Raw HTML in Markdown was removed',
        found: node.value.length > 60 ? `${node.value.slice(0, 57)}...` : node.value,
      }));
    } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !isSafeUrl(node.url)) {
      diagnostics.push(problem('content/unsafe-markdown', { file, line, column }, {
        severity: 'warning',
        message: `Unsafe link removed: ${node.url.slice(0, 60)}`,
        found: node.url.slice(0, 60),
      }));
    }
  });
  const tree = toHast.runSync(mdast) as HastRoot;
  const html = tree.children.length === 0 ? '' : renderToStaticMarkup(toReact.stringify(tree) as ReactElement);
  return { body: { html }, diagnostics };
}

function isSafeUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

function visit(node: MdastNodes, callback: (node: MdastNodes) => void): void {
  callback(node);
  if ('children' in node) for (const child of node.children) visit(child as MdastNodes, callback);
}
