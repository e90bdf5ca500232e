import type { MarkdownBody } from '../../src/content/model.ts';
import { Markdown } from './Markdown.tsx';

/** A record's Markdown body as a plain band of prose; nothing when the body is empty. */
export function BodySection({ body, label }: { body: MarkdownBody; label: string }) {
  if (!body.html) return null;
  return (
    <section className="section section-plain" aria-label={label}>
      <div className="container narrow">
        <Markdown body={body} />
      </div>
    </section>
  );
}
