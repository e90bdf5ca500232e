import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/build.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { desktop, launchChromium, tabPool } from './browser.ts';

let browser: Browser;
let host: RunningServer;
let tabs: Awaited<ReturnType<typeof tabPool>>;
const dist = path.join(packageRoot, 'dist');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  const result = await build({ root: packageRoot });
  expect(result.ok).toBe(true);
  // With the site's own headers, as Cloudflare Pages reads them: its policy detached on /search.
  host = await serve({ dir: dist, port: 0, as: 'cloudflare' });
  browser = await launchChromium();
  tabs = await tabPool(browser, desktop, 3, axeSource);
}, 180_000);

afterAll(async () => {
  await tabs?.close();
  await browser?.close();
  await host?.close();
});

/** Every request a page makes for the search engine or a file of the index. */
function indexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/search-index/') || pathname.startsWith('/assets/search-engine.')) requests.push(pathname);
  });
  return requests;
}

/**
 * Types the words into the search page's box as a visitor does, presses Enter, and returns the
 * status line and the addresses found, in order. `check`: the running test's own `expect`, which
 * a concurrent test must poll with (the global one belongs to whichever test ran last).
 */
async function searchFor(page: Page, words: string, check: ExpectStatic = expect): Promise<{ status: string; found: string[] }> {
  await page.fill('#search-query', words);
  await page.press('#search-query', 'Enter');
  const status = page.locator('[data-search-status]');
  await check.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/found|No page/);
  const found = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return { status: (await status.textContent()) ?? '', found };
}

const sitemapPages = [...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
// A page of the sitemap picked at random, named in the test's title so that a failure can be run again.
// Every page was among the first ten results for its own heading when measured over the whole
// sitemap (docs/output-contract.md#the-search-index), so any page will do.
const picked = sitemapPages[Math.floor(Math.random() * sitemapPages.length)]!;

describe('site search, in chromium on the preview', () => {
  it('loads nothing of the index on a page that is not searched, nor on the search page before a search', () =>
    tabs.use(async ({ page, problems }) => {
      const requests = indexRequests(page);
      await page.goto(`${host.url}/colocation/kent/maidstone`);
      await page.goto(`${host.url}/search`);
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
    }));

  it.concurrent.for([
    ['colocation maidstone', '/colocation/kent/maidstone'],
    ['WHMCS', '/whmcs-licenses'],
    ['install WordPress on cPanel', '/how-to-install-wordpress-on-cpanel'],
    // A hub's heading is the words of the 40 pages under it; the hub stands above them.
    ['Server Colocation', '/colocation'],
    // A service's national page, whose heading shares its words with the local service's county pages.
    ['UK Colocation', '/colocation-uk'],
  ] as const)('"%s" finds %s among the first results, with no console error or CSP violation', ([words, url], { expect }) =>
    tabs.use(async ({ page, problems }) => {
      const requests = indexRequests(page);
      await page.goto(`${host.url}/search`);
      const { found } = await searchFor(page, words, expect);
      expect(found.slice(0, 5)).toContain(url);
      expect(requests.some((request) => request.startsWith('/assets/search-engine.'))).toBe(true);
      expect(requests).toContain('/search-index/index.json');
      expect(problems).toEqual([]);
    }),
  );

  it(`finds a page picked at random from the sitemap (${picked}) by its heading`, () =>
    tabs.use(async ({ page, problems }) => {
      await page.goto(host.url + picked);
      const heading = (await page.locator('main h1').first().textContent())!.trim();
      await page.goto(`${host.url}/search?q=${encodeURIComponent(heading)}`);
      const status = page.locator('[data-search-status]');
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/found/);
      const found = await page
        .locator('[data-search-results] a')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(found).toContain(picked);
      expect(problems).toEqual([]);
    }));

  it('says so when no page has the word, and the page with its results passes axe', () =>
    tabs.use(async ({ page, problems }) => {
      await page.goto(`${host.url}/search`);
      const { status, found } = await searchFor(page, 'zxqvjwk');
      expect(status).toBe('No page matches “zxqvjwk”. Try other words, or the pages below.');
      expect(found).toEqual([]);
      await searchFor(page, 'colocation');
      const violations = await page.evaluate(async () => {
        type AxeResult = { violations: { id: string }[] };
        const result = await (window as unknown as { axe: { run(options: object): Promise<AxeResult> } }).axe.run({ resultTypes: ['violations'] });
        return result.violations.map((violation) => violation.id);
      });
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    }));

  it('without JavaScript, submits the words to the outside engine of site.yaml, limited to the site', async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${host.url}/search`);
    await page.route('https://duckduckgo.com/**', (route) => route.fulfill({ status: 200, body: 'engine' }));
    await page.fill('#search-query', 'colocation maidstone');
    const [request] = await Promise.all([page.waitForRequest('https://duckduckgo.com/**'), page.press('#search-query', 'Enter')]);
    const asked = new URL(request.url());
    expect(asked.searchParams.get('q')).toBe('colocation maidstone');
    expect(asked.searchParams.get('sites')).toBe('www.kentwebhosting.example');
    await context.close();
  });
});
