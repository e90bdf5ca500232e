import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedPages, linkTarget, readCorpus, rewriteLinks, sitePathOf, slugOf, type CorpusPage } from '../../scripts/corpusSet.ts';
import { writeEleventySet } from '../../scripts/eleventySet.ts';
import { writeHugoSet } from '../../scripts/hugoSet.ts';
import { recordParts, scaleArticles } from '../../scripts/peerArticles.ts';

const page = (file: string, body: string, data: Record<string, unknown> = {}): CorpusPage => ({
  file,
  sitePath: sitePathOf(file, data),
  slug: slugOf(file),
  tutorial: false,
  data,
  body,
});

const yoda = page('rules/yoda.md', '## Rule Details\n\nSee [strict](./strict#options), [the CLI](../use/cli) and [details](#rule-details).\n');
const strict = page('rules/strict.md', '## Options\n\nText.\n');
const configure = page('use/configure/index.md', 'Read [the rules](../../rules/yoda).\n');
const imported = importedPages([yoda, strict, configure]);

describe('the corpus set', () => {
  it('gives each page the address the ESLint site publishes it at, and a slug of this project', () => {
    expect([yoda.sitePath, configure.sitePath, sitePathOf('pages/flags.md', { permalink: '/flags/index.html' })]).toEqual([
      '/docs/latest/rules/yoda',
      '/docs/latest/use/configure/',
      '/docs/latest/flags/',
    ]);
    expect([yoda.slug, configure.slug, slugOf('use/migrating-to-7.0.0.md')]).toEqual([
      'eslint-rules-yoda',
      'eslint-use-configure',
      'eslint-use-migrating-to-7-0-0',
    ]);
  });

  it('leads links to imported pages and their headings here, and every other link to the original site', () => {
    expect(linkTarget(yoda, './strict#options', imported)).toBe('/eslint-rules-strict#options');
    expect(linkTarget(yoda, './strict#no-such-heading', imported)).toBe('https://eslint.org/docs/latest/rules/strict#no-such-heading');
    expect(linkTarget(yoda, '../use/cli', imported)).toBe('https://eslint.org/docs/latest/use/cli');
    expect(linkTarget(yoda, '#rule-details', imported)).toBe('#rule-details');
    expect(linkTarget(configure, '../../rules/yoda', imported)).toBe('/eslint-rules-yoda');
    expect(linkTarget(yoda, 'https://github.com/eslint/eslint', imported)).toBe('https://github.com/eslint/eslint');
  });

  it('rewrites the links of a body and leaves the rest of it, code included, byte for byte', () => {
    const body = '{% raw %}\n\n```js\nconst link = "[x](./strict)"; // {foo}\n```\n\nSee [strict](./strict) and [gone][ref].\n\n[ref]: ../use/cli\n';
    expect(rewriteLinks(page('rules/yoda.md', body), imported)).toBe(
      '{% raw %}\n\n```js\nconst link = "[x](./strict)"; // {foo}\n```\n\nSee [strict](/eslint-rules-strict) and [gone][ref].\n\n[ref]: https://eslint.org/docs/latest/use/cli\n',
    );
  });

  it('reads a corpus folder into pages with their front matter and bodies', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'corpus-'));
    await mkdir(path.join(dir, 'rules'));
    await writeFile(path.join(dir, 'rules', 'yoda.md'), '---\ntitle: yoda\nrule_type: suggestion\n---\n\nYoda conditions.\n');
    const [read] = await readCorpus(dir);
    expect(read).toMatchObject({
      file: 'rules/yoda.md',
      slug: 'eslint-rules-yoda',
      data: { title: 'yoda', rule_type: 'suggestion' },
      body: '\nYoda conditions.\n',
    });
    await rm(dir, { recursive: true, force: true });
  });
});

describe("the peers' sets", () => {
  const work = mkdtemp(path.join(tmpdir(), 'peers-'));
  afterAll(async () => rm(await work, { recursive: true, force: true }));

  it('give Hugo and Eleventy the same bodies as the records, under the same title', async () => {
    const [article] = scaleArticles(1);
    await writeHugoSet(path.join(await work, 'hugo'), [article!]);
    await writeEleventySet(path.join(await work, 'eleventy'), [article!]);
    for (const file of [path.join(await work, 'hugo', 'content', 'guides', 'guide-00000.md'), path.join(await work, 'eleventy', 'guides', 'guide-00000.md')]) {
      const { data, body } = recordParts(await readFile(file, 'utf8'));
      expect(body).toBe(article!.body);
      expect(data['title']).toBe('Guide 0 to DNS for UK websites');
    }
  });
});
