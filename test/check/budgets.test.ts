import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { BUDGETS, checkBudgets } from '../../src/check/rules/budgets.ts';
import { inMain, onlyPage, realSite, withTexts } from './realSite.ts';

let site: BuiltSite;
let css: string;
beforeAll(async () => {
  site = await realSite();
  css = [...site.files].find((file) => file.endsWith('.css'))!;
});

/** Text that gzip cannot shrink much, so a few KB of it weighs a few KB. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;
const summary = (s: BuiltSite) => checkBudgets(s).map((f) => `${f.file} ${f.rule} ${f.message}`);

describe('budgets', () => {
  it('keeps the real build within every budget', () => {
    expect(checkBudgets(site)).toEqual([]);
  });

  it('reports a page whose HTML is over 25 KB gzipped', () => {
    const heavy = onlyPage(site, 'about.html', inMain(`<p>${incompressible(24_000)}</p>`));
    const size = gzipped(heavy.pages.get('about.html')!);
    expect(size).toBeGreaterThan(BUDGETS.htmlPerPage);
    expect(summary(heavy)).toEqual([`dist/about.html budget/html The page is ${size} bytes gzipped; the budget is 25 KB`]);
  });

  it('reports a page whose scripts add up to more than 2 KB gzipped', () => {
    const extra = incompressible(1_500);
    const scripts = withTexts(onlyPage(site, 'about.html', inMain('<script src="/assets/extra.js" defer></script>')), { 'assets/extra.js': extra });
    const js = [...site.files].find((file) => /^assets\/site\.[0-9a-f]+\.js$/.test(file))!;
    const total = gzipped(site.texts!.get(js)!) + gzipped(extra);
    expect(summary(scripts)).toEqual([
      `dist/about.html budget/js The page loads ${total} bytes of script gzipped (${js}, assets/extra.js); the budget is 2 KB`,
    ]);
  });

  it('reports a stylesheet over 12 KB gzipped, and a page loading two', () => {
    const big = withTexts(onlyPage(site, 'about.html'), { [css]: incompressible(14_000) });
    expect(summary(big)).toEqual([`dist/${css} budget/css ${gzipped(big.texts!.get(css)!)} bytes gzipped; the budget is 12 KB`]);
    const two = onlyPage(site, 'about.html', (html) => html.replace('</head>', '<link rel="stylesheet" href="/assets/more.css"></head>'));
    expect(summary(two)).toEqual(['dist/about.html budget/css The page loads 2 stylesheets; the budget is one file']);
  });
});
