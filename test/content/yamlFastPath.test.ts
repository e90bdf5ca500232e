import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSourceFile } from '../../src/content/sourceFile.ts';

// Both parsers are watched, not replaced: every call still reaches the real parser.
vi.mock('js-yaml', { spy: true });
vi.mock('yaml', { spy: true });

// sourceFile.ts reads YAML once with js-yaml and leaves what js-yaml declines or rejects to
// `yaml`, which is also where every position comes from. The fast path is only sound while
// the two agree on every document js-yaml accepts.
const reference = (text: string): unknown => parseDocument(text, { uniqueKeys: true }).toJS() ?? {};
const encode = (text: string) => new TextEncoder().encode(text);
const parse = (file: string, text: string) => parseSourceFile(file, encode(text));
const calls = () => ({ jsYaml: vi.mocked(load).mock.calls.length, yaml: vi.mocked(parseDocument).mock.calls.length });
beforeEach(() => vi.clearAllMocks());

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
  it('parses each real content file once, with js-yaml, to the value the reference parser reads', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fg.sync('content/**/*.{md,yaml}', { cwd: root, ignore: ['content/schemas/**'] });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      vi.clearAllMocks();
      const result = parseSourceFile(file, encode(text));
      expect({ file, calls: calls() }).toEqual({ file, calls: { jsYaml: 1, yaml: 0 } });
      const yamlText = file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
      expect({ file, value: result.ok && result.source.data }).toEqual({ file, value: reference(yamlText) });
    }
  });

  it('sends binary integers, negative zero and aliases to the reference parser alone, once', () => {
    for (const text of ['a: 0b11', 'a: -0', 'a: -0.0', 'a: [1, -0]', 'base: &b {a: 1}\ncopy: *b']) {
      vi.clearAllMocks();
      const result = parse('content/x.yaml', text);
      expect({ text, calls: calls() }).toEqual({ text, calls: { jsYaml: 0, yaml: 1 } });
      expect(result.ok && result.source.data).toEqual(reference(text));
    }
  });

  it.each(tricky)('reads %j to the value the reference parser reads', (text) => {
    const result = parse('content/x.yaml', text);
    expect(result.ok).toBe(true);
    expect(result.ok && result.source.data).toEqual(reference(text));
  });

  it('reports a malformed document at its line, from one reference parse', () => {
    const result = parse('content/x.md', '---\nname: a\nname: b\n---\nBody');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics[0]).toMatchObject({ file: 'content/x.md', line: 3 });
    expect(calls().yaml).toBe(1);
  });

  it('locates fields with one reference parse, however many are asked for, and only when asked', () => {
    const result = parse('content/x.md', '---\nname: Ashford\nfacts:\n  - one\n  - two\n---\nBody');
    expect(calls()).toEqual({ jsYaml: 1, yaml: 0 });
    if (!result.ok) throw new Error('did not parse');
    expect(result.source.locate(['name'])).toEqual({ line: 2, column: 1 });
    expect(result.source.locate(['facts', 1])).toEqual({ line: 5, column: 5 });
    expect(result.source.locate(['missing'])).toEqual({ line: 2, column: 1 });
    expect(calls()).toEqual({ jsYaml: 1, yaml: 1 });
  });
});
