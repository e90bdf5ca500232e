import { describe, expect, it } from 'vitest';
import { markdownItTree } from '../../src/content/markdownItTree.ts';
import { renderMarkdown } from '../../src/content/renderMarkdown.ts';
import { markdownBodies } from '../support/markdownBodies.ts';

// Bodies markdown-it reads must come out exactly as remark makes them: the same markup, the
// same links at the same lines and columns, and no warnings (a body that would have one is
// left to remark).
const images = { '/images/photo.jpg': { width: 640, height: 480 } };

/** One of each piece of CommonMark the quick way reads, in the shapes that change remark's tree. */
const quickSyntax = [
  '',
  'One line.',
  '# Title\n\nSome *emphasis*, **strong**, ***both***, _under_, __strong__ and `code`.',
  'A [link](/hosting) and a [titled one](/contact "Contact us") and [another](/about \'About\').',
  'An image: ![A photo](/images/photo.jpg) and ![Titled](/images/photo.jpg "A title") and ![](/images/none.png).',
  'A [link with ![an image](/images/photo.jpg) in it](/hosting).',
  '[Start](/a) of a line, [then](/b) more\non the [next](/c) line and\n  [indented](/d) too.',
  '- one [a](/a)\n- two [b](/b)\n  continued [c](/c)\n- three',
  '- tight\n- list\n\n1. ordered\n2. list\n\n3) starts\n4) at three',
  '- loose\n\n- list\n\n  with a second paragraph [y](/y)\n- and\n  - a nested\n  - tight list',
  '* item\n\n  > a quote in [an item](/q)\n* item with code:\n\n      indented\n',
  '- \n- empty item above\n-\n  after an empty line',
  '> quote\n> with [a link](/q)\n>\n> > nested quote\n\nlazy\n> continuation\nline',
  '```js\nconst x = 1;\n```\n\n```\nno language\n```\n\n```ruby extra words\nputs 1\n```\n\n```\n```',
  '    indented code\n    more\n\n\n    after blank lines\n',
  'Setext heading\n==============\n\nAnother\n-------\n\n## ATX with closing ##\n\n###### Six',
  '* * *\n\n---\n\n___',
  'line  \nhard break and a\\\nbackslash break and a trailing one\\',
  'Entities &amp; &copy; &#169; &#x2014; &nbsp; &bogus; and escapes \\* \\_ \\# \\\\ \\` \\!',
  'Trailing spaces   \nand   inner   spaces and a last line   ',
  'Paragraph\n\n\n\nafter blank lines\n   indented three\n',
  '## A heading with `code` and *emphasis* [and a link](/x)\n\nText.',
  'Code spans: `` a ` b ``, ` padded `, `multi\nline`.',
  'Unmatched *star and _underscore and **double.',
  'Links: [](/empty-text), [spaces]( /spaced ), [paren](/a(b)c), [query](/a?b=c&d=e#frag), [hash](#top).',
  'Non-ASCII: café [é](/café) ![ü](/images/ü.png) “quotes” — dash.',
  'Numbers 1. not a list\n\n2. a list that starts at two',
  '+ plus\n+ list\n\n- dash list after',
  '1. one\n\n   para in item\n\n2. two\n   - nested\n\n     loose nested',
  'Mail [us](mailto:sales) or [call](tel:+441632960123).',
];

/** Bodies the quick way must leave to remark: each would come out differently, or with a warning. */
const notQuick = [
  '| a | b |\n|---|---|\n| 1 | 2 |',
  'Raw <b>HTML</b>.',
  '<https://example.com> autolink.',
  'A [reference][ref].\n\n[ref]: /contact',
  '> [ref]: /contact\n\nA [ref] defined in a quote, and one in a list:\n\n- [other]: /about\n\n[other]',
  'A [bad](javascript:alert(1)) link.',
  'An ![image](//cdn.example.com/a.png) from elsewhere.',
  'An ![image](data:image/png;base64,xyz) inline.',
  'An [empty title](/x "").',
  'Tab\tseparated.',
  'Escaped \\[brackets\\] beside a [link](/x).',
  'A [link [with] brackets](/x).',
  'Code with a bracket `[x]` beside a [link](/x).',
  '![alt with *emphasis*](/images/photo.jpg)',
];

function bothWays(body: string, file = 'content/example.md') {
  const quick = renderMarkdown(body, file, 5, images);
  const full = renderMarkdown(body, file, 5, images, { quick: false });
  return { quick, full };
}

describe('markdownItTree', () => {
  it.each(quickSyntax)('reads %j the quick way, to the markup and links remark gives', (body) => {
    expect(markdownItTree(body, 5)).toBeDefined();
    const { quick, full } = bothWays(body);
    expect(quick).toEqual(full);
  });

  it('records links at the line and column remark gives them', () => {
    const { quick, full } = bothWays('Intro.\n\n- [one](/a) and ![two](/images/photo.jpg)\n  > no');
    expect(quick.body.links).toEqual(full.body.links);
    expect(quick.body.links).toEqual([
      { kind: 'link', href: '/a', line: 7, column: 3 },
      { kind: 'image', href: '/images/photo.jpg', line: 7, column: 17 },
    ]);
  });

  it.each(notQuick)('leaves %j to remark, with the same result as before', (body) => {
    expect(markdownItTree(body, 5)).toBeUndefined();
    const { quick, full } = bothWays(body);
    expect(quick).toEqual(full);
  });

  it('gives remark’s markup for every body of the site and of the benchmark sets, most of them the quick way', () => {
    const bodies = markdownBodies(40);
    expect(bodies.length).toBeGreaterThan(150);
    let quickly = 0;
    for (const { file, body } of bodies) {
      if (markdownItTree(body, 1)) quickly++;
      const { quick, full } = bothWays(body, file);
      expect({ file, ...quick }).toEqual({ file, ...full });
    }
    expect(quickly / bodies.length).toBeGreaterThan(0.5);
  });
});
