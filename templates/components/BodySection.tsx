import type { ReactNode } from 'react';
import type { MarkdownBody } from '../../src/content/model.ts';
import { Markdown } from './Markdown.tsx';

/** A record's Markdown body as a plain band of prose, after `children` (a dateline); nothing when both are empty. */
export function BodySection({ body, label, children }: { body: MarkdownBody; label: string; children?: ReactNode }) {
  if (!body.html && !children) return null;
  return (
    <section className="section section-plain" aria-label={label}>
      <div className="container narrow">
        {children}
        {body.html && <Markdown body={body} />}
      </div>
    </section>
  );
}
