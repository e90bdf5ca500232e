import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeReact from 'rehype-react';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { BodyLink, MarkdownBody } from './model.ts';
import type { ImageSizes } from './imageSizes.ts';
import { altText, pictureElement } from './picture.ts';
import { tidyGfm } from './tidyGfm.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { fillBodyTokens } from './bodyTokens.ts';
import { hastWithRawHtml, removedTags } from './rawHtml.ts';

// GitHub's schema prefixes ids with "user-content-"; our bodies carry no ids worth keeping.
// Image sources lose javascript:, data: and vbscript: here; images from other sites go in
// prepareImages, since the CSP shows images from the site only.
const sanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  attributes: { ...defaultSchema.attributes, img: [...(defaultSchema.attributes?.['img'] ?? []), 'loading', 'decoding'] },
};

// Heading ids come after the sanitiser, from the heading's text alone, so a writer can link
// `/guide#choosing-a-plan`; GFM footnotes keep their own "user-content-" ids, which the
// sanitiser (no prefix of its own) leaves as they are.
const toHast = unified().use(remarkRehype);
const sanitiseAndSlug = unified().use(rehypeSanitize, sanitizeSchema).use(rehypeSlug);
const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs });

/**
 * A record's Markdown body, rendered once: remark-parse with GitHub-flavoured Markdown
 * (tables, footnotes, task lists, strikethrough, bare links) → remark-rehype → rehype-sanitize
 * → heading ids → rehype-react → static markup (docs/architecture.md#content), with the claims
 * of site.yaml filled into its prose (bodyTokens.ts). Pages embed the markup, so a body shown on
 * many pages is never parsed or rendered twice, and the build holds a short string per record
 * instead of a syntax tree. Raw HTML is kept as GitHub keeps it (rawHtml.ts): what its schema
 * removes, and unsafe link protocols the sanitiser strips, are each reported as a warning at
 * its line so the writer knows what vanished; a comment goes without a word.
 */
export function renderMarkdown(
  markdown: string,
  file: string,
  firstLine: number,
  images: ImageSizes = {},
  /** The claims of site.yaml; none (site.yaml is not valid) leaves every token as it is. */
  claims?: Readonly<Record<string, string>>,
): { body: MarkdownBody; diagnostics: Diagnostic[] } {
  const { tree: unsanitised, links, diagnostics } = remarkTree(markdown, file, firstLine, claims);
  const tree = sanitiseAndSlug.runSync(unsanitised);
  prepareImages(tree, images);
  tidyGfm(tree);
  const html = tree.children.length === 0 ? '' : renderToStaticMarkup(toReact.stringify(tree) as ReactElement);
  return { body: { html, links }, diagnostics };
}

/** remark's way: the body's syntax tree with positions, its warnings and links, then the HTML tree. */
function remarkTree(
  markdown: string,
  file: string,
  firstLine: number,
  claims: Readonly<Record<string, string>> | undefined,
): { tree: HastRoot; links: BodyLink[]; diagnostics: Diagnostic[] } {
  const mdast = parseMarkdown(markdown);
  const diagnostics: Diagnostic[] = claims ? fillBodyTokens(mdast, markdown, claims, file, firstLine) : [];
  const links: BodyLink[] = [];
  let hasHtml = false;
  visit(mdast, (node) => {
    const line = (node.position?.start.line ?? 1) + firstLine - 1;
    const column = node.position?.start.column ?? 1;
    // A comment is the writer's note to other writers: it never reaches a page, and that is no news.
    if (node.type === 'html' && isComment(node.value)) return;
    if (node.type === 'html') {
      hasHtml = true;
      const removed = removedTags(node.value);
      if (removed.length === 0) return;
      diagnostics.push(
        problem(
          'content/unsafe-markdown',
          { file, line, column },
          {
            severity: 'warning',
            message: `Raw HTML in Markdown was removed: ${removed.map((tag) => `<${tag}>`).join(', ')}`,
            found: node.value.length > 60 ? `${node.value.slice(0, 57)}...` : node.value,
            hint: "Write it in Markdown instead; GitHub's safe HTML (details, summary, kbd, sub, sup, ins, del, br) is kept.",
          },
        ),
      );
    } else if (node.type === 'image' && hasScheme(node.url)) {
      diagnostics.push(
        problem(
          'content/unsafe-markdown',
          { file, line, column },
          {
            severity: 'warning',
            message: `Image removed: only images in public/ are shown, not ${node.url.slice(0, 60)}`,
            found: node.url.slice(0, 60),
            hint: 'Put the image in public/ and write its path from the site root, e.g. ![A photo](/images/photo.jpg).',
          },
        ),
      );
    } else if (node.type === 'image' && !node.alt?.trim()) {
      diagnostics.push(
        problem(
          'content/image-alt',
          { file, line, column },
          { message: `Image ${node.url.slice(0, 60)} has no description`, found: `![](${node.url.slice(0, 60)})` },
        ),
      );
    } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !isSafeUrl(node.url)) {
      diagnostics.push(
        problem(
          'content/unsafe-markdown',
          { file, line, column },
          {
            severity: 'warning',
            message: `Unsafe link removed: ${node.url.slice(0, 60)}`,
            found: node.url.slice(0, 60),
          },
        ),
      );
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({ kind: node.type === 'image' ? 'image' : 'link', href: node.url, line, column });
    }
  });
  if (!hasHtml) return { tree: toHast.runSync(mdast), links, diagnostics };
  const tree = hastWithRawHtml(mdast);
  if (!tree) throw new Error(`${file}: a body with raw HTML is rendered before loadRawHtml() has run`);
  return { tree, links, diagnostics };
}

/**
 * Body images sit below the hero, so they load lazily (pictureElement). An image whose source
 * was removed goes entirely. An image the image stage made versions of becomes a `<picture>`
 * offering them (src/images/).
 */
function prepareImages(node: HastRoot | HastElement, images: ImageSizes): void {
  node.children = node.children.filter(
    (child) => !(child.type === 'element' && child.tagName === 'img' && (typeof child.properties['src'] !== 'string' || hasScheme(child.properties['src']))),
  );
  node.children = node.children.map((child) => {
    if (child.type !== 'element') return child;
    if (child.tagName !== 'img') {
      prepareImages(child, images);
      return child;
    }
    const image = images[decodedPath(String(child.properties['src']))];
    // `![decorative](…)`: the writer says the image only decorates, so screen readers skip it.
    const alt = typeof child.properties['alt'] === 'string' ? altText(child.properties['alt']) : child.properties['alt'];
    return pictureElement({ ...child.properties, alt }, image);
  });
}

/** A link's site path, its query and fragment dropped and percent-escapes decoded (as written, if they do not decode). */
export function decodedPath(url: string): string {
  const path = url.split(/[?#]/)[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Raw HTML that is only comments (`<!-- a note -->`), however many. */
function isComment(html: string): boolean {
  return /^\s*(?:<!--[\s\S]*?-->\s*)+$/.test(html);
}

function hasScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) || url.trim().startsWith('//');
}

function isSafeUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

function visit(node: MdastNodes, callback: (node: MdastNodes) => void): void {
  callback(node);
  if ('children' in node) for (const child of node.children) visit(child, callback);
}
