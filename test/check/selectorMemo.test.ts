import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compiledCli, memoizeSelectorParsing } from '../../src/compiledCode.mjs';
import { CheckWorkers, type PageResult } from '../../src/check/parallel/checkWorkers.ts';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import { validatePages } from '../../src/check/rules/validatePages.mjs';
import { realSite } from './realSite.ts';

/** html-validate's core module as installed: the text the check worker's bundle is made from. */
async function installedCore(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('html-validate');
  return readFile(path.join(entry, '..', '..', 'esm', 'core.js'), 'utf8');
}

/** Pages whose markup matches selectors the way html-validate's rules do: categories, landmarks, labels, tables and ids. */
const SELECTOR_PAGES: [string, string][] = [
  [
    'forms.html',
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forms</title></head><body><header><nav><a href="/">Home</a></nav></header><nav><a href="/b">B</a></nav><main><h1>Forms</h1><form id="f"><label for="name">Name</label><input id="name" name="n"><label for="missing">Gone</label><input id="name"><button type="submit" form="f">Go</button><select><option>One</select></form><table><tr><th headers="x">H</th></tr><tbody><tr><td>1</td></tr></tbody></table><ul><div>Not a list item</div></ul><p><div>Block in a paragraph</div></p><a href="/"><button>Nested interactive</button></a><section aria-labelledby="nope"><h2>Section</h2></section></main><footer>One</footer><footer>Two</footer></body></html>',
  ],
];

describe("the selector memo that site check's worker gives html-validate", () => {
  it('applies to the html-validate release installed, and to nothing else', async () => {
    // A new html-validate whose parser reads differently: compare the memo with its parser, and
    // update memoizeSelectorParsing (src/compiledCode.mjs). Until then the worker uses html-validate as it is.
    const core = await installedCore();
    const memoized = memoizeSelectorParsing(core);
    expect(memoized).not.toBe(core);
    expect(memoized).toContain('parsedSelectors.get(selector)');
    expect(memoizeSelectorParsing('function parseSelector(selector) { return other(selector); }')).toBe(
      'function parseSelector(selector) { return other(selector); }',
    );
  });

  it("is in the check worker's bundle", async () => {
    const bundle = await readFile(path.join(path.dirname(await compiledCli()), 'check-worker.cjs'), 'latin1');
    expect(bundle).toContain('parsedSelectors');
  });

  it('gives exactly the messages html-validate gives without it, on real pages and on pages full of mistakes', async () => {
    const pages = [...[...(await realSite()).pages].filter((_, i) => i % 12 === 0), ...SELECTOR_PAGES];
    expect(pages.length).toBeGreaterThan(40);
    const stockValidator = createValidator(htmlValidateConfig);
    const stock: PageResult[] = [];
    for (const [page, html] of pages) {
      const messages = (await validatePages(stockValidator, [{ file: page, html }])).map(({ file: _, ...message }) => message);
      stock.push({ page, messages });
    }
    expect(stock.find((result) => result.page === 'forms.html')!.messages.length).toBeGreaterThan(5);

    // The worker runs the compiled bundle, memo inside, and validates every page twice over, so
    // that later pages match with selectors parsed for earlier ones.
    const workers = new CheckWorkers(htmlValidateConfig, { startNow: 1 });
    const queue = [...pages, ...pages].map(([page, html]) => ({ page, html, validateOnly: true }));
    const memoized: PageResult[] = [];
    await workers.analyse(
      1,
      () => queue.splice(0, 10),
      (result) => memoized.push(result),
    );
    expect(memoized.slice(0, pages.length)).toEqual(stock);
    expect(memoized.slice(pages.length)).toEqual(stock);
  });
});
