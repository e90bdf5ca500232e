import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCheckCache } from '../../src/check/checkCache.ts';
import { pageFacts } from '../../src/check/siteFacts.ts';
import { CheckWorkers } from '../../src/check/parallel/checkWorkers.ts';
import type { PageResult, PageTask } from '../../src/check/parallel/checkWorkers.ts';
import { analysePage } from '../../src/check/page/analysePage.ts';
import { referenceSharer } from '../../src/check/page/pageFacts.ts';
import { analysePages } from '../../src/check/parallel/analysePages.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import { validatePages } from '../../src/check/rules/validatePages.mjs';

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body><main>${body}</main></body></html>`;
const tasks: PageTask[] = [
  { page: 'clean.html', html: page('<h1>Clean</h1><p>Nothing wrong here.</p>') },
  { page: 'unclosed.html', html: page('<h1>Unclosed</h1><div><p>unclosed</div>') },
  { page: 'inline.html', html: page('<h1>Inline</h1><p style="color: red" onclick="go()">Styled</p><a href="http://example.com/">plain http</a>') },
];

/** What one thread works out for the same pages: the workers must give exactly this. */
async function expected(): Promise<PageResult[]> {
  const validator = createValidator(htmlValidateConfig);
  const results: PageResult[] = [];
  for (const { page, html } of tasks) {
    const messages = (await validatePages(validator, [{ file: page, html }])).map(({ file: _, ...message }) => message);
    results.push({ page, facts: analysePage(html), messages });
  }
  return results;
}

/** Runs every task through `workers` on `count` threads, one page per batch. */
async function analyse(workers: CheckWorkers, count: number): Promise<PageResult[]> {
  const queue = [...tasks];
  const results: PageResult[] = [];
  await workers.analyse(
    count,
    () => queue.splice(0, 1),
    (result) => results.push(result),
  );
  return results.sort((a, b) => tasks.findIndex((t) => t.page === a.page) - tasks.findIndex((t) => t.page === b.page));
}

describe('check workers', () => {
  it('give the same facts and messages as one thread, whether the pages come before or after a worker is ready', async () => {
    const want = await expected();
    expect(want.find((r) => r.page === 'unclosed.html')!.messages.length).toBeGreaterThan(0);

    const early = new CheckWorkers(htmlValidateConfig, { startNow: 1 });
    await early.ready();
    expect(await analyse(early, 1)).toEqual(want);

    const late = new CheckWorkers(htmlValidateConfig, { startNow: 1 });
    expect(await analyse(late, 2)).toEqual(want);

    const none = new CheckWorkers(htmlValidateConfig);
    expect(await analyse(none, 1)).toEqual(want);
  });

  it('report a worker that fails while starting, before it was given pages', async () => {
    const workers = new CheckWorkers({ extends: ['html-validate:no-such-preset'] }, { startNow: 1 });
    await workers.ready();
    await expect(analyse(workers, 1)).rejects.toThrow(/no-such-preset/);
  });

  it('stop when closed before they are given anything', async () => {
    const workers = new CheckWorkers(htmlValidateConfig, { startNow: 2 });
    await workers.close();
    await workers.close();
    await expect(workers.ready()).resolves.toBeUndefined();
  });

  it('are not started for a few pages and no worker started early: the check validates those on its own thread, with the same result', async () => {
    const files = new Map(tasks.map(({ page, html }) => [page, html]));
    const site = () => siteFromFiles(files, { dir: '/dist', label: 'dist' });
    const here = new CheckWorkers(htmlValidateConfig);
    const ownThread = await analysePages(site(), { workers: here }).messages;
    expect(here.started).toBe(0);
    const onWorker = await analysePages(site(), { workers: new CheckWorkers(htmlValidateConfig, { startNow: 1 }) }).messages;
    expect(ownThread.some((m) => m.file === 'dist/unclosed.html')).toBe(true);
    expect(ownThread).toEqual(onWorker);
  });

  it("are handed only the validation of an edit's pages: their facts are worked out first, for the site's rules, and reach the check cache with the messages", async () => {
    const files = new Map(tasks.map(({ page, html }) => [page, html]));
    const site = siteFromFiles(files, { dir: '/dist', label: 'dist' });
    const real = new CheckWorkers(htmlValidateConfig, { startNow: 1 });
    // The workers' side held until the test lets it go: facts must not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handed: PageTask[] = [];
    const workers = {
      config: real.config,
      started: real.started,
      close: () => real.close(),
      analyse: async (count: number, next: () => PageTask[], done: (result: PageResult) => void) => {
        await held;
        await real.analyse(count, () => next().map((task) => (handed.push(task), task)), done);
      },
    } as unknown as CheckWorkers;
    const cache = await openCheckCache(await mkdtemp(path.join(tmpdir(), 'check-cache-')), htmlValidateConfig, { read: false });
    const analysis = analysePages(site, { workers, cache });
    await analysis.facts;
    expect(handed).toEqual([]);
    // Every page's facts, as a worker would have worked them out, before any page is validated.
    for (const { page, html } of tasks) expect(pageFacts(site, page)).toEqual(analysePage(html));
    release();
    const messages = await analysis.messages;
    expect(handed.map((task) => task.validateOnly)).toEqual([true, true, true]);
    expect(messages).toEqual(
      await analysePages(siteFromFiles(files, { dir: '/dist', label: 'dist' }), { workers: new CheckWorkers(htmlValidateConfig) }).messages,
    );
    // The cache keeps each page's facts and messages together: the next check reads both from it.
    for (const { html } of tasks) expect(cache.lookup(cache.hash(html), () => analysePage(html))?.facts).toEqual(analysePage(html));
  });

  it("keep one copy of a link that many pages' facts hold, as they arrive from the workers", () => {
    const share = referenceSharer();
    const nav = '<nav><a href="/">Home</a><a href="/hosting/">Hosting</a></nav>';
    const [first, second] = [page(`${nav}<h1>One</h1><a href="/one/">One</a>`), page(`${nav}<h1>Two</h1><a href="/two/">Two</a>`)].map((html) =>
      share(analysePage(html)),
    );
    const hosting = (facts: typeof first) => facts!.references.find(([, , url]) => url === '/hosting/');
    expect(hosting(second)).toBe(hosting(first));
    expect(second!.references.find(([, , url]) => url === '/two/')).toEqual(['a', 'href', '/two/']);
    expect([first, second]).toEqual([
      analysePage(page(`${nav}<h1>One</h1><a href="/one/">One</a>`)),
      analysePage(page(`${nav}<h1>Two</h1><a href="/two/">Two</a>`)),
    ]);
  });
});
