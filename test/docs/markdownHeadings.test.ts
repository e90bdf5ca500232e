import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Nodes, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/parseMarkdown.ts';
import { renderMarkdown } from '../../src/content/renderMarkdown.ts';
import { STARTER_KINDS, type StarterKind } from '../../src/new/starterKinds.ts';
import { starterRecord } from '../../src/new/starterRecord.ts';
import { packageRoot } from '../../src/projectPaths.ts';

/** The guides people read: the README, the writers' guide and every document in docs/. */
const GUIDES = ['README.md', 'content/README.md', ...fg.sync('docs/*.md', { cwd: packageRoot }).sort()];

const read = (file: string) => readFileSync(path.join(packageRoot, file), 'utf8');

function visit(node: Nodes, each: (node: Nodes) => void): void {
  each(node);
  if ('children' in node) for (const child of node.children) visit(child, each);
}

function textOf(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** A guide as the project's Markdown engine reads it (src/content/parseMarkdown.ts) and renders it (renderMarkdown.ts). */
interface Guide {
  text: string;
  tree: Root;
  headings: { line: number; text: string }[];
  /** The ids the rendered headings carry, which a link's #fragment names. */
  ids: Set<string>;
  renderedHeadings: number;
}

const guides = new Map<string, Guide>();
function guide(file: string): Guide {
  let found = guides.get(file);
  if (!found) {
    const text = read(file);
    const tree = parseMarkdown(text);
    const headings: Guide['headings'] = [];
    visit(tree, (node) => {
      if (node.type === 'heading') headings.push({ line: node.position!.start.line, text: textOf(node) });
    });
    const { html } = renderMarkdown(text, file, 1).body;
    const rendered = [...html.matchAll(/<h[1-6] id="([^"]*)">/g)].map((match) => match[1]!);
    found = { text, tree, headings, ids: new Set(rendered), renderedHeadings: rendered.length };
    guides.set(file, found);
  }
  return found;
}

/**
 * The code blocks as the writer fenced them, line by line: a fence opens a block, and a bare fence
 * of the same character and at least its length closes it. A fence with an info string (```yaml)
 * inside an open block of the same length says the block before it was never closed.
 */
function writersFences(text: string): { blocks: string[]; problems: string[] } {
  const blocks: string[] = [];
  const problems: string[] = [];
  let open: { line: number; fence: string } | undefined;
  text.split('\n').forEach((line, index) => {
    const number = index + 1;
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!fence) return;
    const [, marks, info] = fence as unknown as [string, string, string];
    if (!open) open = { line: number, fence: marks };
    else if (marks[0] === open.fence[0] && marks.length >= open.fence.length && info.trim() === '') {
      blocks.push(`${open.line}-${number}`);
      open = undefined;
    } else if (marks[0] === open.fence[0] && marks.length >= open.fence.length)
      problems.push(`line ${number} opens a code block inside the one opened at line ${open.line}`);
  });
  if (open) problems.push(`the code block opened at line ${open.line} is never closed`);
  return { blocks, problems };
}

/** The fenced code blocks the engine found, as line ranges, and every line inside a code block. */
function engineCode(guide: Guide): { blocks: string[]; lines: Set<number> } {
  const blocks: string[] = [];
  const lines = new Set<number>();
  const source = guide.text.split('\n');
  visit(guide.tree, (node) => {
    if (node.type !== 'code') return;
    const { start, end } = node.position!;
    for (let line = start.line; line <= end.line; line++) lines.add(line);
    if (/^\s*(```|~~~)/.test(source[start.line - 1]!)) blocks.push(`${start.line}-${end.line}`);
  });
  return { blocks, lines };
}

describe.each(GUIDES)('%s, rendered with the project’s Markdown engine', (file) => {
  it('closes every code block where the writer closed it', () => {
    const writer = writersFences(guide(file).text);
    expect(writer.problems).toEqual([]);
    expect(engineCode(guide(file)).blocks).toEqual(writer.blocks);
  });

  it('has a heading for every line outside a code block that starts with #', () => {
    const { text, headings } = guide(file);
    const code = engineCode(guide(file)).lines;
    const headingLines = new Set(headings.map(({ line }) => line));
    const notHeadings = text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line, number }) => line.startsWith('#') && !code.has(number) && !headingLines.has(number))
      .map(({ line, number }) => `${file}:${number}: ${line}`);
    expect(notHeadings).toEqual([]);
    expect(guide(file).renderedHeadings).toBe(headings.length);
  });

  it('links only to files that exist, and to headings they render', () => {
    const broken: string[] = [];
    visit(guide(file).tree, (node) => {
      if (node.type !== 'link' || /^[a-z]+:/i.test(node.url) || node.url.startsWith('/')) return;
      const [target, fragment] = node.url.split('#') as [string, string | undefined];
      const linked = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!existsSync(path.join(packageRoot, linked))) broken.push(`${file}:${node.position!.start.line}: ${node.url} (no such file)`);
      else if (fragment !== undefined && linked.endsWith('.md') && !guide(linked).ids.has(fragment))
        broken.push(`${file}:${node.position!.start.line}: ${node.url} (no such heading)`);
    });
    expect(broken).toEqual([]);
  });
});

/**
 * Sections named in quotes: `content/README.md, "Images"`, `(README, "Deployment")`,
 * `docs/output-contract.md, "The sitemap"`, the name on the comment's next line or not.
 */
const CITATION = /(content\/)?(README(?:\.md)?|docs\/[\w-]+\.md)(?:'s)?,?(?: |\n\s*(?:\*|\/\/|#)? ?)\(?"([^"]+)"/g;

/** Which guide a citation in `file` names: a bare README.md beside the content (content/, a fixture's content/) is the writers' guide. */
function citedGuide(file: string, content: string | undefined, name: string): string {
  if (name.startsWith('docs/')) return name;
  if (content || (name === 'README.md' && /(^|\/)content\//.test(file))) return 'content/README.md';
  return 'README.md';
}

function citations(file: string, text: string): { where: string; guide: string; section: string }[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    guide: citedGuide(file, match[1], match[2]!),
    // A name a comment wraps onto its next line counts as written on one.
    section: match[3]!.replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' '),
  }));
}

describe('sections the code, the content and the guides send readers to', () => {
  it('are headings of the guide they name, site new’s starter text included', () => {
    const files = fg.sync(
      [
        'src/**/*.{ts,tsx,mjs}',
        'templates/**/*.{ts,tsx,css}',
        'scripts/**/*.{ts,mjs,sh}',
        'bin/*',
        'content/**/*.{md,yaml}',
        'test/**/*.{ts,tsx,yaml,md}',
        'README.md',
        'docs/*.md',
      ],
      { cwd: packageRoot, ignore: ['content/schemas/**', 'test/docs/**'] },
    );
    const cited = files.flatMap((file) => citations(file, read(file)));
    for (const kind of Object.keys(STARTER_KINDS) as StarterKind[]) cited.push(...citations(`site new ${kind}`, starterRecord(kind, '2025-01-01')));
    expect(cited.filter(({ where }) => where.startsWith('site new')).map(({ section }) => section)).toContain('Images');
    const missing = cited.filter(({ guide: name, section }) => {
      const wanted = section.replace(/`/g, '').toLowerCase();
      return !guide(name).headings.some(({ text }) => text.toLowerCase().includes(wanted));
    });
    expect(cited.length).toBeGreaterThan(20);
    expect(missing.map(({ where, guide: name, section }) => `${where}: ${name}, "${section}"`)).toEqual([]);
  });
});
