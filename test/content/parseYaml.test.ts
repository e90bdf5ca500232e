import { describe, expect, it } from 'vitest';
import { parseSourceFile } from '../../src/content/sourceFile.ts';

const parse = (file: string, text: string) => parseSourceFile(file, new TextEncoder().encode(text));
const valueOf = (text: string) => {
  const result = parse('content/x.yaml', text);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.source.data;
};

// Content is read with the YAML 1.2 core schema: what a writer types as a date, a phone number
// or "yes" stays text, and only plain numbers, true/false and null are anything else.
describe('YAML as content is read', () => {
  it.each([
    ['date: 2024-12-07\ntime: 2024-12-07T10:00:00Z', { date: '2024-12-07', time: '2024-12-07T10:00:00Z' }],
    ['a: yes\nb: no\nc: on\nd: off\ne: True\nf: FALSE\ng: y', { a: 'yes', b: 'no', c: 'on', d: 'off', e: true, f: false, g: 'y' }],
    [
      'a: 012\nb: 0o12\nc: 0x1F\nd: 1_000\ne: +12\ng: 1e3\nh: .5\ni: 12:30:00\nj: 08',
      { a: 12, b: 10, c: 31, d: '1_000', e: 12, g: 1000, h: 0.5, i: '12:30:00', j: 8 },
    ],
    ['a: ~\nb: null\nc:\nd: Null', { a: null, b: null, c: null, d: null }],
    ['price: 12.99\nphone: 01632 960 000\npostcode: ME14 1AA\nversion: 1.10', { price: 12.99, phone: '01632 960 000', postcode: 'ME14 1AA', version: 1.1 }],
    ['folded: >\n  one\n  two\n\n  three\nliteral: |-\n  keep\n    indent\n', { folded: 'one two\nthree\n', literal: 'keep\n  indent' }],
    ['base: &b {a: 1, b: [x, y]}\ncopy: *b', { base: { a: 1, b: ['x', 'y'] }, copy: { a: 1, b: ['x', 'y'] } }],
    [
      "quoted: \"tab\\there \\u00e9\"\nsingle: 'it''s'\nurl: https://example.com/a:b",
      { quoted: 'tab\there é', single: "it's", url: 'https://example.com/a:b' },
    ],
    ['list:\n- a\n-   b\n- - nested\n  - again\n- {x: 1}', { list: ['a', 'b', ['nested', 'again'], { x: 1 }] }],
    ['empty: []\nnone: {}\nblank: ""', { empty: [], none: {}, blank: '' }],
  ])('reads %j', (text, value) => {
    expect(valueOf(text)).toEqual(value);
  });

  it('reports a malformed document at its line', () => {
    const result = parse('content/x.md', '---\nname: a\nname: b\n---\nBody');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics[0]).toMatchObject({ file: 'content/x.md', line: 3 });
  });

  it('locates fields in the front matter at their values (or keys), a missing one at its parent', () => {
    const result = parse('content/x.md', '---\nname: Ashford\nfacts:\n  - one\n  - two\nempty:\n---\nBody');
    if (!result.ok) throw new Error('did not parse');
    expect(result.source.locate(['name'])).toEqual({ line: 2, column: 7 });
    expect(result.source.locate(['name'], 'key')).toEqual({ line: 2, column: 1 });
    expect(result.source.locate(['facts', 1])).toEqual({ line: 5, column: 5 });
    expect(result.source.locate(['empty'])).toEqual({ line: 6, column: 1 });
    expect(result.source.locate(['missing'])).toEqual({ line: 2, column: 1 });
  });
});

describe('YAML that attacks the parser or repeats itself', () => {
  it.each([
    ['flow', `tags: ${'['.repeat(10_000)}x${']'.repeat(10_000)}`, 1],
    ['block', Array.from({ length: 10_000 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n'), 101],
    ['sequences', `list:\n  ${'- '.repeat(10_000)}x`, 2],
  ])('refuses %s nesting deeper than 100 levels at the line where it goes too deep, before parsing', (_, text, line) => {
    const result = parse('content/x.yaml', text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics[0]).toMatchObject({ line, message: expect.stringContaining('nests more than 100 levels deep') });
  });

  it('reads nesting as deep as content has, and a bracket or dash in text is no nesting', () => {
    expect(valueOf('a:\n  b:\n    - c: [1, [2, {d: 3}]]\n      e: "[[[[" # ]]]]\nf: a-b - c')).toEqual({
      a: { b: [{ c: [1, [2, { d: 3 }]], e: '[[[[' }] },
      f: 'a-b - c',
    });
  });

  it('names a field written twice', () => {
    const result = parse('content/x.md', '---\nname: a\nsummary: b\nname: c\n---\nBody');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.diagnostics[0]).toMatchObject({
        line: 4,
        message: 'Malformed YAML: The field `name` is written twice here',
        hint: 'Keep one `name:` line and delete the other.',
      });
  });
});
