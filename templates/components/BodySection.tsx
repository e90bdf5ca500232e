import type { Root } from 'hast';
import { Markdown } from './Markdown.tsx';

/** A record's Markdown body as a plain band of prose; nothing when the body is empty. */
export function BodySection({ tree, label }: { tree: Root; label: string }) {
  if (tree.children.length === 0) return null;
  return (
    <section className="section section-plain" aria-label={label}>
      <div className="container narrow">
        <Markdown tree={tree} />
      </div>
    </section>
  );
}
