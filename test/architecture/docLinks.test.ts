import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

async function anchorsOf(doc: string): Promise<Set<string>> {
  const text = await readFile(path.join(packageRoot, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** Every `docs/{name}.md#{anchor}` a file names, and every link from one doc to a section of another or its own. */
async function citations(): Promise<{ file: string; doc: string; anchor: string | undefined }[]> {
  const files = await fg(
    ['src/**/*.{ts,tsx,mjs,css}', 'templates/**/*.{ts,tsx,css}', 'test/**/*.{ts,tsx}', 'content/**/*.{md,yaml}', 'scripts/**/*.ts', 'README.md', 'docs/*.md'],
    { cwd: packageRoot },
  );
  const found = [];
  for (const file of files) {
    const text = await readFile(path.join(packageRoot, file), 'utf8');
    const pattern = file.startsWith('docs/') ? /\]\((?:\.\.\/docs\/|docs\/)?([\w-]+\.md)(?:#([\w-]+))?\)/g : /docs\/([\w-]+\.md)(?:#([\w-]+))?/g;
    for (const match of text.matchAll(pattern)) found.push({ file, doc: match[1]!, anchor: match[2] });
    if (file.startsWith('docs/')) for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) found.push({ file, doc: path.basename(file), anchor: match[1] });
  }
  return found;
}

describe('references to docs/', () => {
  it('name documents and sections that exist', async () => {
    const docs = new Map<string, Set<string>>();
    for (const doc of await fg('*.md', { cwd: path.join(packageRoot, 'docs') })) docs.set(doc, await anchorsOf(doc));
    const cited = await citations();
    expect(cited.length).toBeGreaterThan(50);
    const broken = cited.filter(({ doc, anchor }) => !docs.has(doc) || (anchor !== undefined && !docs.get(doc)!.has(anchor)));
    expect(broken.map(({ file, doc, anchor }) => `${file}: ${doc}${anchor ? `#${anchor}` : ''}`)).toEqual([]);
  });

  // The one folder outside the repository that anything reads is the real writers' Markdown the
  // bench and the corpus test take from ../shared/corpora/ when it is there (and skip, saying so,
  // when it is not): no document outside the repository is cited.
  it('never point at documents outside the repository', async () => {
    const files = await fg(['src/**/*', 'templates/**/*', 'test/**/*', 'content/**/*', 'scripts/**/*', 'bin/**/*', 'README.md', 'docs/*.md'], {
      cwd: packageRoot,
      ignore: ['test/architecture/docLinks.test.ts'],
    });
    const citing = [];
    for (const file of files) {
      const text = await readFile(path.join(packageRoot, file), 'utf8');
      if (/\b(?:SPEC|PRODUCT)\.md\b|\.\.\/shared\/(?!corpora\b)/.test(text)) citing.push(file);
    }
    expect(citing).toEqual([]);
  });
});
