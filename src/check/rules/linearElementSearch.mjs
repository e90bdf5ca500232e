// Plain JavaScript, like createValidator.mjs, so worker threads can load it without a TypeScript loader.
import { HtmlElement, version } from 'html-validate';

/** html-validate's own `getElementsByTagName`, kept so a test can hold the replacement to it. */
export const stockGetElementsByTagName = HtmlElement.prototype.getElementsByTagName;

/**
 * html-validate 10 gathers an element's descendants by tag name with a recursive `reduce` that
 * copies the list gathered so far at every element (`matches.concat(...)`), so its cost grows
 * with the square of a page's size. Every descendant selector a rule matches (`ul li`, `a img`,
 * and the `*` most rules start from) goes through it: on this site's pages, about a sixth of
 * html-validate's time. This walks the tree once and returns the same elements in the same
 * order (document order, each element before its descendants), which
 * test/check/linearElementSearch.test.ts holds equal to the original on every element of real
 * pages. It replaces the method on the prototype, once, for every validator in the thread.
 */
function getElementsByTagName(tagName) {
  const found = [];
  const collect = (element) => {
    for (const child of element.childElements) {
      if (child.is(tagName)) found.push(child);
      collect(child);
    }
  };
  collect(this);
  return found;
}

/**
 * The html-validate release whose `getElementsByTagName` this replacement was compared with.
 * html-validate has no supported way to change how it searches, so the replacement is used
 * with this release only: any other keeps html-validate's own method (slower, never wrong),
 * and test/check/linearElementSearch.test.ts fails until the comparison is run on it and this
 * is updated.
 */
export const CHECKED_WITH_HTML_VALIDATE = '10.17.0';

/** True when the running html-validate is the release the replacement was checked against. */
export const linearSearchApplies = version === CHECKED_WITH_HTML_VALIDATE;

export function useLinearElementSearch() {
  if (linearSearchApplies) HtmlElement.prototype.getElementsByTagName = getElementsByTagName;
}
