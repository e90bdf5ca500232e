import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's chromium, never a downloaded browser; flags keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
export const desktop = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;

/** Console errors and CSP violations a page reports while a test runs. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
