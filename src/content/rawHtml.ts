import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkRehype from 'remark-rehype';
import { defaultSchema } from 'rehype-sanitize';

/**
 * Raw HTML in a body, as GitHub's own Markdown treats it: parsed (rehype-raw), then sanitised
 * with GitHub's schema (rehype-sanitize's default), so `details`, `summary`, `kbd`, `sub`,
 * `sup`, `ins`, `del`, `br` and the like are kept, and scripts, frames, styles and event
 * attributes go. rehype-raw and its HTML parser load only for a build whose bodies hold raw HTML
 * (`loadRawHtml`): most sites' bodies hold none, and loading them is a start-up cost.
 */
let withRaw: Processor<MdastRoot, MdastRoot, HastRoot> | undefined;

/** Loads what a body with raw HTML needs; call before rendering one (renderMarkdownBodies.ts does). */
export async function loadRawHtml(): Promise<void> {
  if (withRaw) return;
  const { default: rehypeRaw } = await import('rehype-raw');
  withRaw = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
}

/** Whether a body may hold raw HTML: a `<` that starts a tag or a comment, in code or not (so a body is never taken for plain when it is not). */
export const mayHoldHtml = (body: string) => /<[A-Za-z!/]/.test(body);

/** The body's HTML tree with its raw HTML parsed in; undefined until loadRawHtml has run. */
export function hastWithRawHtml(tree: MdastRoot): HastRoot | undefined {
  return withRaw?.runSync(tree);
}

/** The tags of a piece of raw HTML that GitHub's schema removes, lowercase, each once. */
export function removedTags(html: string): string[] {
  const allowed = new Set(defaultSchema.tagNames ?? []);
  return [...new Set([...html.matchAll(/<\/?([A-Za-z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()))].filter((tag) => !allowed.has(tag));
}
