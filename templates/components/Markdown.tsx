import type { MarkdownBody } from '../../src/content/model.ts';

/**
 * A record's Markdown body. The content stage has already parsed, sanitised and rendered it
 * (src/content/renderMarkdown.ts), so the markup is safe to embed as it is.
 */
export function Markdown({ body, className = 'prose' }: { body: MarkdownBody; className?: string }) {
  if (!body.html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: body.html }} />;
}
