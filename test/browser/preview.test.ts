import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.ts';
import { serveCommand } from '../../src/cli/serveCommand.ts';
import { serve } from '../../src/serve/serve.ts';
import { OVERLAY_ID } from '../../src/serve/previewOverlay.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { desktop, launchChromium, phone } from './browser.ts';
import { TUTORIAL_PAGE, addTutorialImages } from '../support/testImages.ts';
import { parseSrcset, pickCandidate, slotWidth } from '../../src/output/imageCandidates.ts';

let browser: Browser;
let project: FixtureProject;
const stop = new AbortController();
let running: Promise<number>;
const output = captureIo();
let url = '';

const screenshots = path.join(packageRoot, 'test-results');
const draft = 'content/locations/deal.md';
const edited = 'content/locations/dover.md';

beforeAll(async () => {
  project = await smallProject();
  await project.write(draft, (await project.read(draft)).replace(/^---\n/, '---\ndraft: true\n'));
  await addTutorialImages(project);
  running = serveCommand({ dir: 'dist', port: '0', host: '127.0.0.1', watch: true, content: 'content' }, { ...output.io, cwd: project.root }, stop.signal);
  for (let i = 0; i < 2400 && !url; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = /Serving dist\/ at (http:\/\/[^ \n]+)/.exec(output.stdout)?.[1] ?? '';
  }
  expect(url, output.stderr).not.toBe('');
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  stop.abort();
  await running;
  await project?.cleanup();
});

describe('a draft', () => {
  it('is shown by the preview, at its address and in the lists', async () => {
    const page = await (await browser.newContext(desktop)).newPage();
    const response = await page.goto(`${url}/kent/deal`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toContain('Deal');
    await page.goto(`${url}/kent`);
    expect(await page.locator('main a[href="/kent/deal"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('is not in the production build, and no page there links it', async () => {
    const result = await build({ root: project.root, outDir: path.join(project.root, 'production') });
    expect(result.ok).toBe(true);
    const host = await serve({ dir: path.join(project.root, 'production'), port: 0 });
    try {
      const page = await (await browser.newContext(desktop)).newPage();
      expect((await page.goto(`${host.url}/kent/deal`))?.status()).toBe(404);
      expect((await page.goto(`${host.url}/web-hosting/kent/deal`))?.status()).toBe(404);
      await page.goto(`${host.url}/kent`);
      expect(await page.locator('main a[href="/kent/dover"]').count()).toBeGreaterThan(0);
      expect(await page.locator('a[href*="/deal"]').count()).toBe(0);
      await page.goto(`${host.url}/kent/folkestone`);
      expect(await page.locator('a[href*="/deal"]').count()).toBe(0);
      await page.context().close();
    } finally {
      await host.close();
    }
  });
});

describe('a watched edit that fails to build', () => {
  it('shows the located error over the open page, and clears it once the edit is mended', async () => {
    const page = await (await browser.newContext(desktop)).newPage();
    await page.goto(`${url}/kent/dover`);
    const overlay = page.locator(`#${OVERLAY_ID}`);
    expect(await overlay.count()).toBe(0);
    const original = await project.read(edited);

    await project.write(edited, original.replace('county: Kent', 'county: [Kent'));
    await overlay.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await overlay.getAttribute('role')).toBe('alert');
    const text = await overlay.innerText();
    expect(text).toContain('The last edit did not build');
    expect(text).toMatch(new RegExp(`${edited}:\\d+:\\d+`));
    expect(text).toContain('[content/yaml-syntax]');
    await mkdir(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'preview-error-overlay.png') });
    // The overlay is served by the preview alone: dist/ never holds any of it.
    for (const file of await fg('**/*.html', { cwd: path.join(project.root, 'dist') })) {
      const html = await readFile(path.join(project.root, 'dist', file), 'utf8');
      expect(html, file).not.toContain(OVERLAY_ID);
      expect(html, file).not.toContain('__site');
    }
    // A page opened while the build is failing shows the overlay too.
    const later = await (await browser.newContext(desktop)).newPage();
    expect((await later.goto(`${url}/about`))?.status()).toBe(500);
    await later.locator(`#${OVERLAY_ID}`).waitFor({ state: 'visible', timeout: 30_000 });
    await later.context().close();

    await project.write(edited, original.replace(/^summary: >-\n  /m, 'summary: >-\n  Mended. '));
    await page.waitForEvent('load', { timeout: 30_000 });
    await expect.poll(() => page.locator('main').innerText(), { timeout: 30_000 }).toContain('Mended.');
    expect(await overlay.count()).toBe(0);
    await page.context().close();
  });

  it('shows the hint with the message', async () => {
    const page = await (await browser.newContext(desktop)).newPage();
    await page.goto(`${url}/kent/dover`);
    const original = await project.read(edited);
    await project.write(edited, original.replace('\n  - canterbury\n', '\n  - canterbary\n'));
    const overlay = page.locator(`#${OVERLAY_ID}`);
    await overlay.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await overlay.locator('.site-overlay-message').allInnerTexts()).toContain(
      '`nearby[2]` refers to unknown locations slug "canterbary" [content/unknown-reference]',
    );
    expect(await overlay.locator('.site-overlay-hint').allInnerTexts()).toContain('Did you mean `canterbury`?');
    await project.write(edited, original);
    await page.waitForEvent('load', { timeout: 30_000 });
    expect(await overlay.count()).toBe(0);
    await page.context().close();
  });
});

describe.each([
  ['a 390 px phone at DPR 2', phone, 2],
  ['a 1280 px desktop', desktop, 1],
] as const)('body images on %s', (_, device, dpr) => {
  it('load the AVIF candidate the budgets assume, without shifting the page', async () => {
    const page = await (await browser.newContext(device)).newPage();
    // Layout shifts from the start, as the page and then each image loads.
    await page.addInitScript(() => {
      type Shift = { value: number; startTime: number; sources: { node?: Node }[] };
      const shifts: { value: number; at: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      const named = (node?: Node) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${node.className}` : ''}`
          : String(node?.nodeName);
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => {
          const shift = entry as unknown as Shift;
          shifts.push({ value: shift.value, at: Math.round(shift.startTime), moved: shift.sources.map((source) => named(source.node)) });
        }),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url + TUTORIAL_PAGE);
    const images = page.locator('main picture img');
    expect(await images.count()).toBe(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      const { currentSrc, sizes } = await image.evaluate((img: HTMLImageElement) => ({ currentSrc: new URL(img.currentSrc).pathname, sizes: img.sizes }));
      const avif = await image.evaluate((img: HTMLImageElement) => img.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!);
      const expected = pickCandidate(parseSrcset(avif), slotWidth(sizes, device.viewport.width)!, dpr);
      expect(currentSrc).toBe(expected?.url);
    }
    // An image without its space reserved shifts a phone's page by a tenth or more. Chromium
    // once reported 0.00003 here, a fraction of a pixel, on a loaded machine: no visitor sees that.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.001);
    await page.context().close();
  });
});
