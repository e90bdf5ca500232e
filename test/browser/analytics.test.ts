import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { collectProblems, desktop, launchChromium } from './browser.ts';

/**
 * The analytics in a browser: the small project built with GA4 and with a self-hosted
 * Plausible, served by the preview with the headers every host sends. The providers' hosts are
 * answered in the test by stand-ins (`context.route`): a request the page's policy blocks never
 * reaches them, so what they record is what a visitor's browser would have sent.
 */
let browser: Browser;
let project: FixtureProject;
const hosts: Record<'ga4' | 'plausible', RunningServer> = {} as never;

beforeAll(async () => {
  project = await smallProject();
  const siteYaml = await project.read('content/site.yaml');
  const builds = { ga4: '  provider: ga4\n  id: G-TEST12345', plausible: '  provider: plausible\n  script: https://stats.example.org/js/script.js' };
  for (const [name, analytics] of Object.entries(builds) as [keyof typeof builds, string][]) {
    await project.write('content/site.yaml', siteYaml.replace('analytics:\n  id: null\n', `analytics:\n${analytics}\n`));
    const outDir = path.join(project.root, `dist-${name}`);
    expect((await build({ root: project.root, outDir })).ok).toBe(true);
    hosts[name] = await serve({ dir: outDir, port: 0 });
  }
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(hosts).map((host) => host.close()));
  await project?.cleanup();
});

/** Stands in for Google's tag: what it was handed (the dataLayer's commands), then a page view and the cookie GA sets. */
const googleTag = `
  window.handedToGoogle = (window.dataLayer || []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry.length === undefined ? [entry] : entry))));
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST12345&en=page_view&dl=' + encodeURIComponent(location.href), { method: 'POST', mode: 'no-cors' });
  document.cookie = '_ga=GA1.1.123.456; path=/; max-age=3600';
`;
/** Stands in for Plausible's script: one page view to the endpoint its tag names, as Plausible's sends it. */
const plausibleScript = `
  const tag = document.currentScript;
  fetch(tag.dataset.api, { method: 'POST', body: JSON.stringify({ n: 'pageview', u: location.href, d: tag.dataset.domain }), keepalive: true });
`;

/** A context whose requests off the preview are answered by the stand-ins, each recorded. */
async function visitor(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...desktop, ...options });
  const sent: { url: string; body: string | null }[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
    const request = route.request();
    sent.push({ url: request.url(), body: request.postData() });
    const url = new URL(request.url());
    if (url.pathname === '/gtag/js') return route.fulfill({ contentType: 'text/javascript', body: googleTag });
    if (url.pathname === '/js/script.js') return route.fulfill({ contentType: 'text/javascript', body: plausibleScript });
    return route.fulfill({ status: 202, body: '' });
  });
  return { context, sent };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function close(context: BrowserContext) {
  await context.close();
}

describe('with GA4', () => {
  it('sends nothing and sets no cookie until the visitor accepts, then loads Google’s tag with Consent Mode denied first; the choice persists', async () => {
    const { context, sent } = await visitor();
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${hosts.ga4.url}/about`);
    const banner = page.locator('[data-consent]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await page.locator('[data-consent-settings]').isVisible()).toBe(true);
    // Keyboard: the skip link, then the banner's first button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-consent-choice'))).toBe('granted');
    // Before the choice: not one request off the site, no cookie, nothing stored.
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await page.keyboard.press('Enter');
    await expect
      .poll(() => sent.map((request) => new URL(request.url).host + new URL(request.url).pathname))
      .toEqual(['www.googletagmanager.com/gtag/js', 'region1.google-analytics.com/g/collect']);
    expect(sent[0]!.url).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(await banner.isVisible()).toBe(false);
    const handed = (await page.evaluate(() => (window as unknown as { handedToGoogle: unknown[][] }).handedToGoogle)).map((command) => command.slice(0, 2));
    expect(handed.slice(0, 2)).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    const [defaults, update] = await page.evaluate(() =>
      (window as unknown as { handedToGoogle: unknown[][] }).handedToGoogle.slice(0, 2).map((command) => command[2]),
    );
    expect(Object.values(defaults as object).every((value) => value === 'denied')).toBe(true);
    expect(Object.keys(defaults as object)).toEqual(expect.arrayContaining(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']));
    expect(update).toEqual({ analytics_storage: 'granted' });
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['_ga']);

    // The next page: no banner, Google's tag at once.
    sent.length = 0;
    await page.goto(`${hosts.ga4.url}/contact`);
    await expect.poll(() => sent.map((request) => new URL(request.url).pathname)).toContain('/gtag/js');
    expect(await banner.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close(context);
  });

  it('sends nothing when the visitor rejects, on this page or the next, and passes axe with the banner shown', async () => {
    const { context, sent } = await visitor();
    await context.addInitScript({ content: axeSource });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${hosts.ga4.url}/`);
    await expect.poll(() => page.locator('[data-consent]').isVisible()).toBe(true);
    const violations = await page.evaluate(async () => {
      type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const result = await (window as unknown as { axe: { run(options: object): Promise<AxeResult> } }).axe.run({ resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
    expect(await page.locator('[data-consent]').isVisible()).toBe(false);
    await page.goto(`${hosts.ga4.url}/about`);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-consent]').isVisible()).toBe(false);
    expect(sent).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    // Changed later from the footer: accepted, Google's tag loads.
    await page.locator('[data-consent-settings]').click();
    await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close(context);
  });

  it('shows no banner and loads nothing without JavaScript', async () => {
    const { context, sent } = await visitor({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${hosts.ga4.url}/about`);
    expect(await page.locator('[data-consent]').isVisible()).toBe(false);
    expect(await page.locator('[data-consent-settings]').isVisible()).toBe(false);
    expect(sent).toEqual([]);
    await close(context);
  });
});

describe('with a self-hosted Plausible', () => {
  it('sends one page view per indexable page to the configured endpoint, with no banner and no cookie', async () => {
    const { context, sent } = await visitor();
    const page = await context.newPage();
    const problems = collectProblems(page);
    for (const url of ['/', '/about']) {
      sent.length = 0;
      await page.goto(hosts.plausible.url + url);
      await expect.poll(() => sent.filter((request) => request.url.endsWith('/api/event')).length).toBe(1);
      expect(sent.map((request) => request.url)).toEqual(['https://stats.example.org/js/script.js', 'https://stats.example.org/api/event']);
      expect(JSON.parse(sent[1]!.body!)).toEqual({ n: 'pageview', u: hosts.plausible.url + url, d: 'www.kentwebhosting.example' });
      expect(await page.locator('[data-consent]').count()).toBe(0);
    }
    // The not-found page is not counted.
    sent.length = 0;
    await page.goto(`${hosts.plausible.url}/no-such-page`);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await close(context);
  });
});
