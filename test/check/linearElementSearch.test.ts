import { beforeAll, describe, expect, it } from 'vitest';
import { HtmlElement, Parser, StaticConfigLoader, version } from 'html-validate';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import { CHECKED_WITH_HTML_VALIDATE, stockGetElementsByTagName } from '../../src/check/rules/linearElementSearch.mjs';
import { realSite } from './realSite.ts';

/** Every element of a parsed document, the root's children first. */
function elementsOf(root: HtmlElement): HtmlElement[] {
  return root.childElements.flatMap((child) => [child, ...elementsOf(child)]);
}

/** The tag names a search may ask for: any, common ones, and one no page has. */
const TAGS = ['*', 'a', 'li', 'div', 'section', 'svg', 'IMG', 'no-such-element'];

describe('the linear getElementsByTagName that site check gives html-validate', () => {
  let parse: (html: string) => HtmlElement;
  let pages: [string, string][];

  beforeAll(async () => {
    createValidator(htmlValidateConfig); // installs the linear search
    const config = await new StaticConfigLoader(htmlValidateConfig).getConfigFor('page.html');
    parse = (html) => new Parser(config).parseHtml(html);
    // One page in ten of the real site, every kind of template among them.
    pages = [...(await realSite()).pages].filter((_, i) => i % 10 === 0);
  }, 60_000);

  it('replaces the method of the html-validate release it was checked against, and of no other', () => {
    // A new html-validate: run this file's comparison against it, then set CHECKED_WITH_HTML_VALIDATE
    // (src/check/rules/linearElementSearch.mjs). Until then site check uses html-validate's own method.
    expect(version, `html-validate ${version} is installed; the linear element search was checked against ${CHECKED_WITH_HTML_VALIDATE}`).toBe(
      CHECKED_WITH_HTML_VALIDATE,
    );
  });

  it('is the one html-validate uses once a validator exists', () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
    expect(HtmlElement.prototype.getElementsByTagName).not.toBe(stockGetElementsByTagName);
  });

  it('finds exactly the elements the original finds, in the same order, from every element of real pages', () => {
    expect(pages.length).toBeGreaterThan(40);
    let compared = 0;
    for (const [page, html] of pages) {
      const root = parse(html);
      const elements = [root, ...elementsOf(root)];
      // Elements by their place in the document, so a difference reads as positions.
      const place = new Map(elements.map((element, i) => [element, i]));
      for (const element of elements) {
        for (const tag of TAGS) {
          const linear = element.getElementsByTagName(tag).map((found) => place.get(found));
          const stock = stockGetElementsByTagName.call(element, tag).map((found) => place.get(found));
          if (linear.join() !== stock.join())
            expect({ page, element: place.get(element), tag, linear }).toEqual({ page, element: place.get(element), tag, linear: stock });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('finds nested matches below a match, and nothing in an empty element', () => {
    const root = parse('<div id="a"><div id="b"><p>x</p><div id="c"></div></div><span><div id="d"></div></span></div><div id="e"></div>');
    expect(root.getElementsByTagName('div').map((element) => element.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(root.getElementsByTagName('*').map((element) => element.tagName)).toEqual(['div', 'div', 'p', 'div', 'span', 'div', 'div']);
    expect(parse('<div id="e"></div>').getElementsByTagName('div')[0]!.getElementsByTagName('*')).toEqual([]);
  });
});
