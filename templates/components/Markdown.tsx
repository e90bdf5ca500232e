import type { Root } from 'hast';
import { markdownToReact } from '../../src/render/markdownToReact.ts';

export function Markdown({ tree, className = 'prose' }: { tree: Root; className?: string }) {
  if (tree.children.length === 0) return null;
  return <div className={className}>{markdownToReact(tree)}</div>;
}
