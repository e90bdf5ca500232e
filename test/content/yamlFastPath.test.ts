import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSourceFile } from '../../src/content/sourceFile.ts';

// sourceFile.ts reads YAML with js-yaml first and falls back to `yaml`. The fast path is only
// sound while the two agree on every document js-yaml accepts.
const reference = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS() ?? {};
const fast = (text: string) => load(text, { schema: CORE_SCHEMA }) ?? {};
// Text sourceFile.ts sends straight to the reference parser, because js-yaml reads it differently.
const declined = (text: string) => /0b[01]|-0(?!\d)/.test(text);

const tricky = [
  'date: 2024-12-07\ntime: 2024-12-07T10:00:00Z',
  'a: yes\nb: no\nc: on\nd: off\ne: True\nf: FALSE\ng: y',
  'a: 012\nb: 0o12\nc: 0x1F\nd: 1_000\ne: +12\ng: 1e3\nh: .5\ni: 12:30:00\nj: 08\nk: 1.0',
  'a: .inf\nb: -.Inf\nc: .nan\nd: ~\ne: null\nf:\ng: Null',
  'price: 12.99\nphone: 01632 960 000\npostcode: ME14 1AA\nversion: 1.10',
  'folded: >\n  one\n  two\n\n  three\nliteral: |-\n  keep\n    indent\n',
  'base: &b {a: 1, b: [x, y]}\ncopy: *b',
  'quoted: "tab\\there \\u00e9"\nsingle: \'it\'\'s\'\nurl: https://example.com/a:b',
  '"key: with colon": 1\n? complex\n: 2',
  'list:\n- a\n-   b\n- - nested\n  - again\n- {x: 1}',
  'empty: []\nnone: {}\nblank: ""',
];

describe('YAML fast path', () => {
  it('sends binary integers and negative zero to the reference parser', () => {
    for (const text of ['a: 0b11', 'a: -0', 'a: -0.0', 'a: [1, -0]']) {
      expect(declined(text)).toBe(true);
      const result = parseSourceFile('content/x.yaml', new TextEncoder().encode(text));
      expect(result.ok && result.source.data).toEqual(reference(text));
    }
  });

  it.each(tricky)('reads %j to the same value as the reference parser, or leaves it to the reference', (text) => {
    expect(declined(text)).toBe(false);
    let value: unknown;
    try {
      value = fast(text);
    } catch {
      return;
    }
    expect(value).toEqual(reference(text));
  });

  it('reads every real content file to the same value as the reference parser', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fg.sync('content/**/*.{md,yaml}', { cwd: root, ignore: ['content/schemas/**'] });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const yamlText = file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
      expect({ file, value: fast(yamlText) }).toEqual({ file, value: reference(yamlText) });
    }
  });

  it('still reports a malformed document at its line through the reference parser', () => {
    const result = parseSourceFile('content/x.md', new TextEncoder().encode('---\nname: a\nname: b\n---\nBody'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics[0]).toMatchObject({ file: 'content/x.md', line: 3 });
  });
});
