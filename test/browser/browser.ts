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

/** A tab lent to one test: its page, and the problems it reported since it was lent. */
export interface Tab {
  page: Page;
  problems: string[];
}

/**
 * Tabs of one browser context, each lent to one test at a time. A new tab costs chromium a new
 * renderer process, and a script handed to each page is compiled again in it (axe-core: about
 * 0.8 s a page); a tab that navigates to the next page keeps its renderer, and V8 reuses what it
 * compiled. Each navigation is still a new document, and the site stores nothing between pages
 * (no cookies, no storage), so every page loads as new. `initScript` runs in every page before
 * its own scripts, as code of the DevTools protocol: the page's CSP does not apply to it.
 */
export async function tabPool(browser: Browser, options: BrowserContextOptions, size: number, initScript?: string) {
  const context = await browser.newContext(options);
  if (initScript) await context.addInitScript({ content: initScript });
  const free: Tab[] = [];
  for (let i = 0; i < size; i++) {
    const page = await context.newPage();
    free.push({ page, problems: collectProblems(page) });
  }
  const waiting: ((tab: Tab) => void)[] = [];
  return {
    async use<T>(test: (tab: Tab) => Promise<T>): Promise<T> {
      const tab = free.pop() ?? (await new Promise<Tab>((resolve) => waiting.push(resolve)));
      tab.problems.length = 0;
      try {
        return await test(tab);
      } finally {
        const next = waiting.shift();
        if (next) next(tab);
        else free.push(tab);
      }
    },
    close: () => context.close(),
  };
}
