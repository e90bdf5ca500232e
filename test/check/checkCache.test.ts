import { appendFile, readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/cache/cacheDir.ts';
import { cachePath, readJsonEntry, readLoggedEntry, writeEntry } from '../../src/cache/siteCache.ts';
import { check } from '../../src/check.ts';
import { openCheckCache, type ImageHeader } from '../../src/check/checkCache.ts';
import type { PageFacts } from '../../src/check/page/pageFacts.ts';
import { emptyProject, type FixtureProject } from '../support/fixtureProject.ts';
import { smallSite } from '../support/smallSite.ts';

// `site check` remembers html-validate's messages and gzipped sizes per page markup in
// .site-cache/check.json. Whatever it remembers, it must report exactly what a check from
// scratch reports.
let project: FixtureProject;
// The cache is of pages; a project with no content keeps each check to the three pages.
beforeEach(async () => {
  project = await emptyProject();
  for (const [file, data] of Object.entries(smallSite())) await project.write(`dist/${file}`, data);
});
afterEach(() => project.cleanup());

const cached = () => check({ root: project.root });
const cold = () => check({ root: project.root, cache: false });
const findingsOf = (result: Awaited<ReturnType<typeof check>>) => result.findings;

/** A page with markup html-validate rejects: an unclosed element and a duplicate id. */
const broken = (html: string) => html.replace('<h1>', '<h1 id="x"><span id="x">').replace('</main>', '<div></main>');

describe('site check with its cache', () => {
  it('reports from the cache exactly what it reports from scratch, and says how many pages it reused', async () => {
    const first = await cached();
    expect(first.cachedPages).toBe(0);
    const second = await cached();
    expect(second.cachedPages).toBe(3);
    expect(findingsOf(second)).toEqual(findingsOf(first));
    expect(findingsOf(second)).toEqual(findingsOf(await cold()));
  });

  it('validates an edited page afresh and reuses the others, with the result of a check from scratch', async () => {
    await cached();
    const about = await project.read('dist/about.html');
    await project.write('dist/about.html', broken(about));
    const afterEdit = await cached();
    expect(afterEdit.cachedPages).toBe(2);
    const fresh = await cold();
    expect(fresh.findings.some((f) => f.file === 'dist/about.html' && f.rule.startsWith('html-validate/'))).toBe(true);
    expect(findingsOf(afterEdit)).toEqual(findingsOf(fresh));
    // Edited back: the first markup's messages (none) come back from the cache.
    await project.write('dist/about.html', about);
    const restored = await cached();
    expect(findingsOf(restored)).toEqual(findingsOf(await cold()));
    expect(restored.findings.some((f) => f.rule.startsWith('html-validate/'))).toBe(false);
  });

  it('leaves the cache file as it is when every page came from it, and keeps only the pages of the last check', async () => {
    await cached();
    const file = cachePath(cacheDir(project.root), 'check');
    const written = await stat(file);
    await cached();
    expect((await stat(file)).mtimeMs).toBe(written.mtimeMs);
    await project.remove('dist/about.html');
    await cached();
    const stored = (await readJsonEntry<{ pages: Record<string, unknown> }>(cacheDir(project.root), 'check'))!;
    expect(Object.keys(stored.pages)).toHaveLength(2);
    // The heavy facts are kept apart, for the same two pages. Links are stored once for all
    // pages: each page names them by number.
    const facts = (await readJsonEntry<{ pages: Record<string, { references: unknown[] }> }>(cacheDir(project.root), 'checkFacts'))!;
    expect(Object.keys(facts.pages).sort()).toEqual(Object.keys(stored.pages).sort());
    expect(Object.values(facts.pages).every((page) => page.references.every((n) => typeof n === 'number'))).toBe(true);
  });

  it('works out the facts of a page again when the file that keeps them is damaged', async () => {
    await cached();
    await writeEntry(cacheDir(project.root), 'checkFacts', ['{"key": "not this one", "pages": {']);
    await project.write('dist/index.html', (await project.read('dist/index.html')).replace('</main>', '<a href="/nowhere">Lost</a></main>'));
    const afterEdit = await cached();
    expect(afterEdit.cachedPages).toBe(2);
    expect(afterEdit.findings.some((f) => f.rule === 'links/resolve')).toBe(true);
    expect(findingsOf(afterEdit)).toEqual(findingsOf(await cold()));
  });

  it('names the page a remembered message belongs to now, when the same markup moves', async () => {
    const about = await project.read('dist/about.html');
    await project.write('dist/about.html', broken(about));
    await cached();
    await project.remove('dist/about.html');
    await project.write('dist/company.html', broken(about));
    const moved = await cached();
    expect(moved.cachedPages).toBe(3);
    expect(findingsOf(moved)).toEqual(findingsOf(await cold()));
    expect(moved.findings.filter((f) => f.rule.startsWith('html-validate/')).map((f) => f.file)).toContain('dist/company.html');
  });

  it('checks everything afresh when the cache is damaged, or with --no-cache', async () => {
    await cached();
    await writeEntry(cacheDir(project.root), 'check', ['{"key": "not this one", "pages": {']);
    const damaged = await cached();
    expect(damaged.cachedPages).toBe(0);
    const noCache = await cold();
    expect(noCache.cachedPages).toBe(0);
    expect(findingsOf(damaged)).toEqual(findingsOf(noCache));
  });

  it('hashes a page again only when its file was written since a check hashed it', async () => {
    const page = path.join(project.root, 'dist', 'about.html');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(page, anHourAgo, anHourAgo);
    let reads = 0;
    const hashOnce = async () => {
      const cache = await openCheckCache(project.root, {}, { read: true });
      const hash = cache.hashFile(page, () => (reads++, new Uint8Array(Buffer.from(html))));
      await cache.save();
      return hash;
    };
    let html = await project.read('dist/about.html');
    const first = await hashOnce();
    expect(await hashOnce()).toBe(first);
    expect(reads).toBe(1);
    // Same size, written again (an hour ago still, but another moment): read and hashed afresh.
    html = html.replace('<h1>', '<h2>').replace('</h1>', '</h2>');
    await project.write('dist/about.html', html);
    const anotherHourAgo = new Date(Date.now() - 3_500_000);
    await utimes(page, anotherHourAgo, anotherHourAgo);
    expect(await hashOnce()).not.toBe(first);
    expect(reads).toBe(2);
    // Written just before a check looked: a coarse clock could hide a second write, so it is read every time.
    await project.write('dist/about.html', html);
    await hashOnce();
    await hashOnce();
    expect(reads).toBe(4);
  });

  it("reads an image's header again only when its bytes changed, and not when sharp could not read it", async () => {
    const image = path.join(project.root, 'dist', 'images', 'photo.jpg');
    await project.write('dist/images/photo.jpg', 'first bytes');
    let reads = 0;
    let answer: ImageHeader | undefined = { width: 640, carried: ['exif'] };
    const headerOnce = async () => {
      const cache = await openCheckCache(project.root, {}, { read: true });
      const header = await cache.imageHeader(image, async () => (reads++, answer));
      await cache.save();
      return header;
    };
    expect(await headerOnce()).toEqual({ width: 640, carried: ['exif'] });
    expect(await headerOnce()).toEqual({ width: 640, carried: ['exif'] });
    expect(reads).toBe(1);
    // Other bytes (and so another hash, whatever the stamp says): read again, and that answer kept.
    await project.write('dist/images/photo.jpg', 'other bytes, longer');
    answer = { width: 320, carried: [] };
    expect(await headerOnce()).toEqual({ width: 320, carried: [] });
    expect(await headerOnce()).toEqual({ width: 320, carried: [] });
    expect(reads).toBe(2);
    // No header (a file sharp cannot read) is not remembered: the next check asks again.
    await project.write('dist/images/photo.jpg', 'bytes sharp cannot read');
    answer = undefined;
    expect(await headerOnce()).toBeUndefined();
    expect(await headerOnce()).toBeUndefined();
    expect(reads).toBe(4);
  });

  it('finds an edit of a page whose earlier markup it hashed from its stamp, as a check from scratch does', async () => {
    const page = path.join(project.root, 'dist', 'about.html');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(page, anHourAgo, anHourAgo);
    await cached();
    expect((await cached()).cachedPages).toBe(3);
    await project.write('dist/about.html', broken(await project.read('dist/about.html')));
    await utimes(page, anHourAgo, new Date(Date.now() - 3_000_000));
    const afterEdit = await cached();
    expect(afterEdit.cachedPages).toBe(2);
    expect(findingsOf(afterEdit)).toEqual(findingsOf(await cold()));
  });
});

describe('the check cache after an edit', () => {
  /** An entry as a check stores it; its one link names the page, so each page's entry differs. */
  const entry = (page: string) => ({ facts: { references: [[page, 'a', '1', '1']] } as unknown as PageFacts, messages: [] });
  /** One check: pages looked up, or stored as new, by their hash (here, the page's name), then saved. */
  async function checkOf(stored: string[], fresh: string[] = []) {
    const cache = await openCheckCache(project.root, {}, { read: true });
    const found = stored.filter((page) => cache.lookup(page, () => entry(page).facts) !== undefined);
    for (const page of fresh) cache.store(page, entry(page));
    await cache.save();
    return found;
  }
  const pages = Array.from({ length: 12 }, (_, i) => `page-${i}`);
  const file = () => cachePath(cacheDir(project.root), 'check');
  const log = () => `${file()}.log`;

  it('appends what it learnt to a log, leaving the file as it was, and writes the file again once the log has grown', async () => {
    await checkOf([], pages);
    const whole = await readFile(file(), 'utf8');
    // One page changed: its new markup is stored, its old one goes unused.
    expect(await checkOf(pages.slice(1), ['page-12'])).toEqual(pages.slice(1));
    expect(await readFile(file(), 'utf8')).toBe(whole);
    expect((await readLoggedEntry(cacheDir(project.root), 'check'))!.records).toHaveLength(1);
    // The next check finds the page in the log; a record a killed check left half-written is skipped.
    await appendFile(log(), Buffer.from([40, 0, 0, 0, 1, 2, 3]));
    const now = [...pages.slice(1), 'page-12'];
    expect(await checkOf(now)).toEqual(now);
    // Four more pages: the log passes a quarter of the file's size, so the next check writes the
    // file again, with only the pages it saw, and the log goes.
    const more = ['page-13', 'page-14', 'page-15', 'page-16'];
    await checkOf(now, more);
    expect(await readFile(file(), 'utf8')).toBe(whole);
    expect(await checkOf([...now, ...more])).toEqual([...now, ...more]);
    expect(await stat(log()).catch(() => undefined)).toBeUndefined();
    const rewritten = (await readJsonEntry<{ pages: Record<string, unknown> }>(cacheDir(project.root), 'check'))!;
    expect(Object.keys(rewritten.pages).sort()).toEqual([...now, ...more].sort());
  });
});
