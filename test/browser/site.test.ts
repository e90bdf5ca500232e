import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { desktop, launchChromium, phone, tabPool } from './browser.ts';
import { pagesByTemplate } from '../support/pagesByTemplate.ts';

let browser: Browser;
let host: RunningServer;
const screenshots = path.join(packageRoot, 'test-results');

beforeAll(async () => {
  // The real site as `site build` makes it, in its dist/: npm test has just built it there, so
  // this build finds nothing changed; run alone after an edit, it builds what changed.
  const result = await build({ root: packageRoot });
  expect(result.ok).toBe(true);
  // As Cloudflare Pages serves it: no canonical 301s, so the 404 page's own script is exercised.
  host = await serve({ dir: path.join(packageRoot, 'dist'), port: 0, as: 'cloudflare' });
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/**
 * One page of every template in the registry, each of which must fit a phone and pass axe; the
 * pages below stand for their templates and are kept as screenshots in test-results/ for a
 * person to look at (a Markdown body with a GFM table among them).
 */
const screenshotPages = [
  '/colocation-uk',
  '/kent/canterbury',
  '/business-web-hosting-dover',
  '/web-hosting/kent/maidstone',
  '/web-hosting/kent',
  '/shared-hosting-vs-vps',
];
const byTemplate = await pagesByTemplate(screenshotPages);
const statusOf = new Map(byTemplate.map((page) => [page.url, page.status] as const));
const pagesToVisit = [...statusOf.keys()];
// Each screenshot page is one template's page: none is visited twice.
if (!screenshotPages.every((url) => statusOf.has(url))) throw new Error('A screenshot page shares its template with another screenshot page');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('every template on a %s', (_, device) => {
  // Three tabs a device, as many as pages checked at once (vitest.browser.config.ts): a few at a
  // time keep both cores busy while chromium waits on the server.
  let tabs: Awaited<ReturnType<typeof tabPool>>;
  beforeAll(async () => {
    tabs = await tabPool(browser, device, 3, axeSource);
  });
  afterAll(() => tabs.close());

  it.concurrent.each(pagesToVisit)('%s loads with no console errors, CSP violations or sideways scrolling, and passes axe', (url) =>
    tabs.use(async ({ page, problems }) => {
      const response = await page.goto(host.url + url);
      expect(response?.status()).toBe(statusOf.get(url));
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // `goto` has waited for the load event: the page has no requests after it (no fetches, no lazy script).
      if (screenshotPages.includes(url)) {
        const name = `${url.slice(1).replace(/\//g, '-')}-${device.viewport.width}.jpg`;
        // At CSS pixels, and as JPEG: a person sees the layout as well, and a full page encodes
        // in half the time of a PNG (a phone's at device pixels in a quarter of that again).
        await page.screenshot({ path: path.join(screenshots, name), fullPage: true, scale: 'css', type: 'jpeg', quality: 80 });
      }
      // The not-found page's own status is the one failed load the browser may report.
      expect(problems).toEqual(statusOf.get(url) === 404 ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : []);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);

      // axe-core on the same page as loaded, CSP and all: the pool's init script put it there
      // through the DevTools protocol, which the policy that rightly forbids injected scripts lets run.
      const { passes, violations } = await page.evaluate(async () => {
        type AxeResult = { passes: unknown[]; violations: { id: string; nodes: { target: string[] }[] }[] };
        const result = await (window as unknown as { axe: { run(options: object): Promise<AxeResult> } }).axe.run({ resultTypes: ['violations'] });
        return { passes: result.passes.length, violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) };
      });
      expect(passes).toBeGreaterThan(10);
      expect(violations).toEqual([]);
      // Running axe made no request and broke no policy either.
      expect(problems).toHaveLength(statusOf.get(url) === 404 ? 1 : 0);
    }),
  );
});

describe('site script', () => {
  it('opens the Hosting menu 200 ms after hover and closes it 150 ms after the pointer leaves', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    // The fake clock ticks in real time until paused; paused, only runFor moves it.
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.goto(`${host.url}/about`);
    const dropdown = page.locator('[data-dropdown]');
    await expect.poll(() => dropdown.getAttribute('data-enhanced')).toBe('');
    await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
    await page.locator('.nav-dropdown-toggle').hover();
    await page.clock.runFor(190);
    expect(await dropdown.getAttribute('data-open')).toBeNull();
    await page.clock.runFor(20);
    expect(await dropdown.getAttribute('data-open')).toBe('');
    expect(await page.locator('.nav-dropdown-toggle').getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 600);
    await page.clock.runFor(140);
    expect(await dropdown.getAttribute('data-open')).toBe('');
    await page.clock.runFor(20);
    expect(await dropdown.getAttribute('data-open')).toBeNull();
    // Back within the 300 ms skip window: opens at once.
    await page.clock.runFor(100);
    await page.locator('.nav-dropdown-toggle').hover();
    await page.clock.runFor(10);
    expect(await dropdown.getAttribute('data-open')).toBe('');
    await context.close();
  });

  it('opens the drawer from the right, closes it on Escape and returns focus to the button', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    const toggle = page.locator('.mobile-menu-toggle');
    await toggle.click();
    const drawer = page.locator('.drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const box = (await drawer.boundingBox())!;
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x + (await drawer.boundingBox())!.width)).toBe(390);
    expect(Math.round(box.width)).toBeLessThanOrEqual(320);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.drawer') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('mobile-menu-toggle'))).toBe(true);
    await context.close();
  });

  it('keeps focus inside the open drawer, cycling from the last item to the menu button', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    await page.locator('.mobile-menu-toggle').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.drawer') !== null)).toBe(true);
    const stops = await page.locator('.drawer a, .drawer button').count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-menu')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-menu')))).toBe(true);
    await context.close();
  });

  it('closes the drawer when a link is chosen', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    await page.locator('.mobile-menu-toggle').click();
    await page.locator('.drawer a[href="/about"]').first().click();
    await page.waitForURL(`${host.url}/about`);
    expect(await page.locator('.drawer').isVisible()).toBe(false);
    await context.close();
  });

  it('keeps one FAQ item open at a time, and lets it close again', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    const items = page.locator('details[name="home-faq"]');
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    const open = () => page.locator('details[name="home-faq"][open]').count();
    expect(await open()).toBe(1);
    expect(await items.nth(1).getAttribute('open')).toBe('');
    await items.nth(1).locator('summary').click();
    expect(await open()).toBe(0);
    await context.close();
  });

  it('sends /About/ to /about from the static 404 page', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${host.url}/About/`);
    await page.waitForURL(`${host.url}/about`);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await context.close();
  });

  it('shows the not-found page for an unknown path and logs the attempted path', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${host.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found');
    await expect.poll(() => warnings).toContain('404: no page at /no-such-page');
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('still opens the Hosting menu on focus, the drawer and the FAQ', async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    await page.locator('.nav-dropdown-toggle').focus();
    await expect.poll(() => page.locator('#hosting-menu a').first().isVisible()).toBe(true);
    await page.locator('details[name="home-faq"] summary').first().click();
    expect(await page.locator('details[name="home-faq"][open]').count()).toBe(1);
    await context.close();

    const mobile = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const phonePage = await mobile.newPage();
    await phonePage.goto(`${host.url}/`);
    await phonePage.locator('.mobile-menu-toggle').click();
    await expect.poll(() => phonePage.locator('.drawer a[href="/about"]').first().isVisible()).toBe(true);
    await mobile.close();
  });
});
