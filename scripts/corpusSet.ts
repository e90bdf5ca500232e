// The bench's corpus set: the real content plus ESLint's documentation pages
// (../shared/corpora/eslint-docs/, ../shared/corpora/README.md), each turned into one of this
// project's guide records as a writer importing old articles would: the body as it is, the
// front matter mapped (title → name, the first paragraph → description, the page's sections
// → features, `related_rules` → relatedServices), and every link to a page or heading that does
// not exist here rewritten into a link to https://eslint.org/docs/latest/... Links to the
// other imported pages become links to their records' pages. Code is never touched: links are
// found in the Markdown syntax tree, not by a pattern over the text.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Nodes, Root } from 'mdast';
import { parseMarkdown } from '../src/content/parseMarkdown.ts';
import { loadRawHtml } from '../src/content/rawHtml.ts';
import { renderMarkdown } from '../src/content/renderMarkdown.ts';
import { writeScaleSet } from './scaleSet.ts';
import { recordParts, yamlValue, type PeerArticle } from './peerArticles.ts';

/** The site the pages were taken from: where a link to a page not imported leads. */
export const ORIGIN = 'https://eslint.org';

export interface CorpusPage {
  /** Path inside the corpus, `rules/yoda.md`. */
  file: string;
  /** The page's path on the original site, `/docs/latest/rules/yoda`. */
  sitePath: string;
  slug: string;
  tutorial: boolean;
  data: Record<string, unknown>;
  body: string;
}

/** The corpus's pages, each with its original address and the slug of its record here. */
export async function readCorpus(corpusDir: string): Promise<CorpusPage[]> {
  const files = (await fg('**/*.md', { cwd: corpusDir })).sort();
  const pages = await Promise.all(
    files.map(async (file) => {
      const { data, body } = recordParts(await readFile(path.join(corpusDir, file), 'utf8'));
      return { file, sitePath: sitePathOf(file, data), slug: slugOf(file), tutorial: isTutorial(file), data, body };
    }),
  );
  const slugs = new Set(pages.map((page) => page.slug));
  if (slugs.size !== pages.length) throw new Error('Two corpus pages make the same slug');
  return pages;
}

/** As the ESLint site publishes a page: `permalink` if it has one, else its path without `.md`, an index as its folder. */
export function sitePathOf(file: string, data: Record<string, unknown>): string {
  const permalink = typeof data['permalink'] === 'string' ? data['permalink'].replace(/index\.html$/, '') : undefined;
  if (permalink) return `/docs/latest${permalink}`;
  const page = file.replace(/\.md$/, '');
  return `/docs/latest/${page.endsWith('index') ? page.slice(0, -'index'.length) : page}`;
}

/** `rules/yoda.md` → `eslint-rules-yoda`; `use/migrating-to-7.0.0.md` → `eslint-use-migrating-to-7-0-0`. */
export function slugOf(file: string): string {
  const words = file
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return ['eslint', ...words].join('-');
}

/** Step-by-step pages are tutorials; every other page is a knowledge guide. */
const isTutorial = (file: string) => /tutorial|getting-started|development-environment|migrat/.test(file);

/**
 * The corpus as this project's records on top of the real content (`dir` is the project), and
 * the same bodies as peers' articles. Guides go to `services/knowledge/eslint/`, tutorials to
 * `services/tutorials/eslint/`.
 */
export async function writeCorpusSet(sourceRoot: string, dir: string, corpusDir: string): Promise<PeerArticle[]> {
  await writeScaleSet(sourceRoot, dir, 0);
  // The ids of each page's headings come from the project's renderer, and some pages hold raw HTML.
  await loadRawHtml();
  const pages = await readCorpus(corpusDir);
  const imported = importedPages(pages);
  const articles: PeerArticle[] = [];
  for (const [i, page] of pages.entries()) {
    const tree = parseMarkdown(page.body);
    const body = rewriteLinks(page, imported, tree);
    const { text, article } = record(page, tree, body, i, imported);
    const folder = path.join(dir, 'content', 'services', page.tutorial ? 'tutorials' : 'knowledge', 'eslint');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${page.slug}.md`), text);
    articles.push(article);
  }
  return articles;
}

/** The record of the page that body belongs to: its file's text and the same body as a peer's article. */
function record(page: CorpusPage, tree: Root, body: string, i: number, imported: Imported): { text: string; article: PeerArticle } {
  const title = typeof page.data['title'] === 'string' ? page.data['title'] : page.slug;
  const description = firstParagraph(tree) ?? `${title}, from ESLint's documentation.`;
  const sections = tree.children.flatMap((node) => (node.type === 'heading' && node.depth === 2 ? [plainText(node)] : [])).filter(Boolean);
  const features = sections.length > 0 ? sections.slice(0, 5) : [title];
  const related = (Array.isArray(page.data['related_rules']) ? page.data['related_rules'] : [])
    .map((rule) => `eslint-rules-${String(rule)}`)
    .filter((slug) => imported.slugs.has(slug));
  const lines = [
    `name: ${yamlValue(title)}`,
    'category: knowledge',
    'pageType: knowledge',
    `knowledgeType: ${page.tutorial ? 'tutorials' : 'basics'}`,
    `description: ${yamlValue(description)}`,
    `published: "2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}"`,
    `keywords: ${yamlValue(['eslint', title.toLowerCase()])}`,
    ...(related.length > 0 ? [`relatedServices: ${yamlValue(related)}`] : []),
    'features:',
    ...features.map((feature) => `  - ${yamlValue(feature)}`),
  ];
  return { text: `---\n${lines.join('\n')}\n---\n${body}`, article: { slug: page.slug, title, description, body } };
}

/** The first paragraph's words (no braces: front matter is copy, where `{word}` names a claim), up to its first sentence. */
function firstParagraph(tree: Root): string | undefined {
  const paragraph = tree.children.find((node) => node.type === 'paragraph' && !/[{}]/.test(plainText(node)));
  if (!paragraph) return undefined;
  const text = plainText(paragraph);
  const sentence = /^.{40,}?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}…` : sentence;
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value.replace(/[{}]/g, '');
  return 'children' in node ? node.children.map(plainText).join('').replace(/\s+/g, ' ').trim() : '';
}

export interface Imported {
  /** Each imported page by its original address, without a trailing slash. */
  byPath: Map<string, CorpusPage>;
  slugs: Set<string>;
  /** The ids this project's renderer gives each page's headings and footnotes, by slug. */
  ids: (slug: string) => Set<string>;
}

export function importedPages(pages: readonly CorpusPage[]): Imported {
  const idsBySlug = new Map<string, Set<string>>();
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  return {
    byPath: new Map(pages.map((page) => [page.sitePath.replace(/\/$/, ''), page])),
    slugs: new Set(bySlug.keys()),
    ids: (slug) => {
      if (!idsBySlug.has(slug)) {
        const { html } = renderMarkdown(bySlug.get(slug)?.body ?? '', 'corpus.md', 1).body;
        idsBySlug.set(slug, new Set([...html.matchAll(/ id="([^"]*)"/g)].map((match) => decodeEntities(match[1]!))));
      }
      return idsBySlug.get(slug)!;
    },
  };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Where a link of that page leads here: the same URL when it is another site's, the record of an imported page, or the original site. */
export function linkTarget(page: CorpusPage, href: string, imported: Imported): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href, `${ORIGIN}${page.sitePath}`);
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const target = url.origin === ORIGIN && url.search === '' ? imported.byPath.get(url.pathname.replace(/\.md$/, '').replace(/\/$/, '')) : undefined;
  if (!target || (fragment && !imported.ids(target.slug).has(fragment))) return url.href;
  if (target === page && fragment) return `#${fragment}`;
  return `/${target.slug}${fragment ? `#${fragment}` : ''}`;
}

/** The body with each link's and image's URL replaced by its target here, everything else byte for byte. */
export function rewriteLinks(page: CorpusPage, imported: Imported, tree: Root = parseMarkdown(page.body)): string {
  const edits: { start: number; end: number; url: string }[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      const start = node.position.start.offset!;
      const source = page.body.slice(start, node.position.end.offset);
      // The URL follows the link's text (a link's last child, an image's `](`, a definition's `]:`).
      const after = node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? start) - start : source.indexOf(node.type === 'image' ? '](' : ']:');
      const at = source.indexOf(node.url, Math.max(0, after));
      const url = linkTarget(page, node.url, imported);
      if (at >= 0 && url !== node.url && node.url !== '') edits.push({ start: start + at, end: start + at + node.url.length, url });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  let body = page.body;
  for (const { start, end, url } of edits.sort((a, b) => b.start - a.start)) body = `${body.slice(0, start)}${url}${body.slice(end)}`;
  return body;
}
