import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { mayUseGfm, parseMarkdown } from '../../src/content/parseMarkdown.ts';
import { markdownBodies } from '../support/markdownBodies.ts';

// parseMarkdown reads a body with no GFM marker as plain CommonMark. That is only sound while
// the tree is exactly the one GFM would give, positions included.
const gfm = unified().use(remarkParse).use(remarkGfm);
const commonMark = unified().use(remarkParse);

/** One of each piece of GFM syntax, each with its marker in a different case or place. */
const gfmSyntax = [
  '| a | b |\n|---|:-:|\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  'Gone ~~now~~ and ~soon~.',
  'A note.[^1]\n\n[^1]: The note.',
  '- [ ] to do\n- [x] done\n- [X] also done',
  '1. [ ] numbered task',
  'Visit www.example.co.uk today.',
  'Visit WWW.EXAMPLE.COM today.',
  'See https://example.com/a?b=c.',
  'See HTTP://EXAMPLE.COM.',
  'Write to sales@example.co.uk.',
  'Write to mailto:sales@example.co.uk or xmpp:chat@example.com.',
];

/** Bodies without a marker that come close to one, or use every other kind of CommonMark. */
const commonMarkOnly = [
  '# Title\n\nSome *emphasis*, **strong**, `code` and a [link](/hosting "Hosting").',
  'A [reference][ref] and a [collapsed][] one.\n\n[ref]: /contact\n[collapsed]: /about',
  '- [link](/x) first\n- [] empty brackets\n- [ x] not a task\n- [xx] nor this',
  'ww.example.com, www example, htt://x, http without colon, https',
  '![A photo](/images/photo.jpg)\n\n<div>raw html</div>\n\n<span>inline</span> text',
  '> quote\n> > nested\n\n```js\nconst x = 1;\n```\n\n    indented code',
  'Setext\n======\n\n* * *\n\n1) one\n2) two\n\nline  \nbreak and a\\\nbackslash break',
  'Entities &amp; &copy; &#169; and <ftp://example.com> in angle brackets',
  'Tabs\tand  spaces, trailing space  \n\n\n\nand blank lines',
  '',
];

describe('parseMarkdown', () => {
  it('finds a marker in every piece of GFM syntax, each of which parses differently without GFM', () => {
    for (const body of gfmSyntax) {
      expect({ body, marked: mayUseGfm(body) }).toEqual({ body, marked: true });
      expect(commonMark.parse(body)).not.toEqual(gfm.parse(body));
      expect(parseMarkdown(body)).toEqual(gfm.parse(body));
    }
  });

  it.each(commonMarkOnly)('reads %j without GFM, to the tree GFM gives', (body) => {
    expect(mayUseGfm(body)).toBe(false);
    expect(parseMarkdown(body)).toEqual(gfm.parse(body));
  });

  it('gives the GFM tree for every body of the site and of the scale sets, most of them read without GFM', () => {
    const bodies = markdownBodies(24);
    expect(bodies.length).toBeGreaterThan(100);
    let plain = 0;
    for (const { file, body } of bodies) {
      if (!mayUseGfm(body)) plain++;
      expect({ file, tree: parseMarkdown(body) }).toEqual({ file, tree: gfm.parse(body) });
    }
    expect(plain / bodies.length).toBeGreaterThan(0.5);
  });
});
