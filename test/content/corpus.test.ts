import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build, type BuildResult } from '../../src/build.ts';
import { splitFrontmatter } from '../../src/content/splitFrontmatter.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { writeCorpusSet } from '../../scripts/corpusSet.ts';
import { codeNodes, decodeHtml } from '../support/markdownCode.ts';

// Markdown as other people write it: ESLint's documentation (../shared/corpora/eslint-docs/,
// MIT), turned into guides on top of the real content as a writer importing old articles would
// (scripts/corpusSet.ts), builds with no error, no warning for a comment, and every code block
// and code span on the pages as the writer wrote it. The corpus is not part of the repository:
// without it, the test says so and checks nothing.
const corpus = path.join(packageRoot, '..', 'shared', 'corpora', 'eslint-docs');
const present = existsSync(corpus);
let dir: string;
let result: BuildResult;

beforeAll(async () => {
  if (!present) return;
  dir = await mkdtemp(path.join(tmpdir(), 'site-corpus-'));
  await writeCorpusSet(packageRoot, dir, corpus);
  result = await build({ root: dir, cache: false });
}, 240_000);
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe.skipIf(!present)('the ESLint documentation, imported as guides', () => {
  it('builds with no error, and no warning for an HTML comment', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => String(d.found ?? '').startsWith('<!--'))).toEqual([]);
  });

  it('shows every code block and code span as the writer wrote it', async () => {
    const records = await fg('content/services/*/eslint/*.md', { cwd: dir });
    expect(records.length).toBeGreaterThan(300);
    let compared = 0;
    for (const record of records) {
      const slug = path.basename(record, '.md');
      const page = path.join(dir, 'dist', `${slug}.html`);
      if (!existsSync(page)) continue;
      const html = decodeHtml(await readFile(page, 'utf8'));
      for (const code of codeOf(splitFrontmatter(await readFile(path.join(dir, record), 'utf8')).body)) {
        expect(html.includes(code), `${record}: ${code.slice(0, 60)}`).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe.runIf(!present)('without ../shared/corpora/', () => {
  it('says the corpus test was skipped', () => {
    console.warn(`The corpus test needs ${corpus}, which is not here: skipped.`);
  });
});

/**
 * The code of a body to find on its page. A browser drops a newline right after <pre>, and a
 * page may or may not carry the one a block starts with: what is compared is the code from its
 * first line with text.
 */
const codeOf = (body: string) =>
  codeNodes(body)
    .map(({ value }) => value)
    .filter((value) => value.trim())
    .map((value) => value.replace(/^\n+/, ''));
