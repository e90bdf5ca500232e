import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import type { Root } from 'hast';

const compiler = unified().use(rehypeReact, { Fragment, jsx, jsxs });
const cache = new WeakMap<Root, ReactElement>();

/**
 * A record's parsed (and already sanitised) Markdown as React elements. Elements are
 * immutable, so one record shown on many pages is compiled once.
 */
export function markdownToReact(tree: Root): ReactElement {
  let element = cache.get(tree);
  if (!element) {
    element = compiler.stringify(tree) as ReactElement;
    cache.set(tree, element);
  }
  return element;
}
