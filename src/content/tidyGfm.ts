import type { Element as HastElement, ElementContent, Root as HastRoot } from 'hast';

/** Column alignment of a GFM table cell, as a class of the stylesheet. */
const ALIGN_CLASSES: Readonly<Record<string, string>> = { left: 'align-left', center: 'align-center', right: 'align-right' };

/** Elements that end the text of a task-list item: a nested list or a block after it. */
const BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'blockquote', 'pre', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr']);

/**
 * GFM markup made fit for the site, after sanitising:
 * - a table cell's alignment becomes a class, since the CSP forbids the inline style React
 *   would write for `align` (and html-validate the deprecated attribute);
 * - the footnotes' hidden heading uses the stylesheet's `visually-hidden` class;
 * - a task's checkbox is wrapped with its text in a `<label>`, so the disabled box has an
 *   accessible name (axe, html-validate) and reads as "done" or "not done".
 */
export function tidyGfm(tree: HastRoot): void {
  walk(tree);
}

function walk(node: HastRoot | HastElement): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const align = child.properties['align'];
    if ((child.tagName === 'td' || child.tagName === 'th') && typeof align === 'string') {
      delete child.properties['align'];
      if (ALIGN_CLASSES[align]) child.properties['className'] = [ALIGN_CLASSES[align]];
    }
    if (child.tagName === 'h2' && classes(child).includes('sr-only')) child.properties['className'] = ['visually-hidden'];
    labelTask(child);
    walk(child);
  }
}

/** `<li>[<p>]<input> text</p>…` → `<li>[<p>]<label><input> text</label></p>…`. */
function labelTask(element: HastElement): void {
  const at = element.children.findIndex((child) => child.type === 'element' && child.tagName === 'input');
  if (at === -1 || !(element.tagName === 'li' || element.tagName === 'p')) return;
  let end = at + 1;
  while (end < element.children.length && !isBlock(element.children[end]!)) end++;
  const label: HastElement = { type: 'element', tagName: 'label', properties: {}, children: element.children.slice(at, end) };
  element.children.splice(at, end - at, label);
}

function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && BLOCKS.has(node.tagName);
}

function classes(element: HastElement): string[] {
  const value = element.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
}
