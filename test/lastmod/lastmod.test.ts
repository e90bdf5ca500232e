import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { git } from '../support/git.ts';

const FIRST = '2025-03-04T10:00:00Z';
const PRICE_DAY = '2025-06-07T12:30:00Z';
const CHEAPEST_DAY = '2025-07-01T08:15:00Z';
const PLANS = 'content/plans/vps.yaml';

/** The sitemap's pages as URL path → `<lastmod>` (undefined where it has none). */
function lastmods(sitemap: string): Map<string, string | undefined> {
  return new Map(
    [...sitemap.matchAll(/<url><loc>https:\/\/[^/]+(\/[^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, url, lastmod]) => [url!, lastmod]),
  );
}

const pageFile = (root: string, url: string) => path.join(root, 'dist', url === '/' ? 'index.html' : `${url.slice(1)}.html`);

/** Every page of the sitemap as URL path → its HTML. */
async function pagesOf(root: string, urls: Iterable<string>): Promise<Map<string, string>> {
  return new Map(await Promise.all([...urls].map(async (url) => [url, await readFile(pageFile(root, url), 'utf8')] as const)));
}

/**
 * Commits `change` to the plan list on `day` and builds: every page whose HTML changed is
 * dated `day`, and every other page keeps its date (what it shows did not change). Returns
 * the new sitemap and the pages that changed.
 */
async function commitPlans(root: string, change: (plans: string) => string, day: string): Promise<{ sitemap: string; changed: string[] }> {
  const before = lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8'));
  const pages = await pagesOf(root, before.keys());
  await writeFile(path.join(root, PLANS), change(await readFile(path.join(root, PLANS), 'utf8')));
  git(root, ['commit', '-q', '-am', `plans of ${day}`], day);
  expect((await build({ root })).ok).toBe(true);
  const sitemap = await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8');
  const after = lastmods(sitemap);
  expect([...after.keys()]).toEqual([...before.keys()]);
  const now = await pagesOf(root, after.keys());
  const changed = [...after.keys()].filter((url) => now.get(url) !== pages.get(url));
  for (const [url, date] of after) expect(date, url).toBe(changed.includes(url) ? day : before.get(url));
  return { sitemap, changed };
}

describe('<lastmod>: the latest commit among what each page was built from', () => {
  let project: FixtureProject;
  let root: string;
  beforeAll(async () => {
    project = await smallProject();
    root = project.root;
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'content']);
  });
  afterAll(() => project.cleanup());

  it('re-dates the pages that show a price changed in a plan list, and no other, and gives the same sitemap with or without the cache', async () => {
    const first = await build({ root });
    expect(first.ok).toBe(true);
    expect(first.undated).toBeUndefined();
    const before = lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8'));
    expect(before.size).toBeGreaterThan(20);
    for (const [url, date] of before) expect(date, url).toBe(FIRST);

    // VPS 8 is not the cheapest VPS plan: the pages that show VPS prices "from" keep their date.
    const { sitemap, changed } = await commitPlans(root, (plans) => plans.replace('price: "£23.99"', 'price: "£24.49"'), PRICE_DAY);
    expect(changed).toContain('/vps-hosting');
    for (const url of ['/about', '/contact', '/web-hosting/kent/dover', '/vps-hosting/kent/dover']) expect(changed, url).not.toContain(url);

    const fromScratch = await build({ root, cache: false });
    expect(fromScratch.ok && !fromScratch.unchanged).toBe(true);
    expect(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')).toBe(sitemap);
  });

  it('re-dates the "from" prices when another plan becomes the cheapest, though its own price did not change', async () => {
    const { changed } = await commitPlans(root, (plans) => plans.replace('price: "£3.99"', 'price: "£7.99"'), CHEAPEST_DAY);
    expect(changed).toContain('/vps-hosting/kent/dover');
    expect(await readFile(pageFile(root, '/vps-hosting/kent/dover'), 'utf8')).toContain('£6.99');
  });

  it('dates content not yet committed at the time of the build, and a build after the commit is not "Nothing changed"', async () => {
    const plans = await readFile(path.join(root, PLANS), 'utf8');
    await writeFile(path.join(root, PLANS), plans.replace('price: "£24.49"', 'price: "£24.99"'));
    const epoch = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = String(Date.parse('2025-09-01T08:00:00Z') / 1000);
    try {
      expect((await build({ root })).ok).toBe(true);
      expect(lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')).get('/vps-hosting')).toBe('2025-09-01T08:00:00Z');
      git(root, ['commit', '-q', '-am', 'VPS 8 costs more again'], '2025-08-01T09:00:00Z');
      const committed = await build({ root });
      expect(committed.unchanged).toBeUndefined();
      const dates = lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8'));
      expect(dates.get('/vps-hosting')).toBe('2025-08-01T09:00:00Z');
      expect(dates.get('/about')).toBe(FIRST);
    } finally {
      if (epoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = epoch;
    }
  });

  it('writes no <lastmod> from a shallow clone, or outside a git repository, and says why', async () => {
    const clone = await mkdtemp(path.join(tmpdir(), 'site-lastmod-shallow-'));
    try {
      git(clone, ['clone', '-q', '--depth', '1', `file://${root}`, '.']);
      for (const [dir, why] of [
        [clone, 'shallow'],
        [root, 'no-git'],
      ] as const) {
        if (why === 'no-git') await rm(path.join(root, '.git'), { recursive: true, force: true });
        const writer = createMemoryWriter();
        const result = await build({ root: dir, writer, deployWriter: createMemoryWriter() });
        expect(result.ok).toBe(true);
        expect(result.undated).toEqual({ problem: why });
        const sitemap = String(writer.files.get('sitemap.xml'));
        expect(sitemap).toContain('<loc>');
        expect(sitemap).not.toContain('<lastmod>');
      }
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  });
});

describe("a guide's `updated` day", () => {
  it('is shown, is its dateModified, and dates its page from the start of that day in London when later than its commit', async () => {
    const project = await smallProject();
    try {
      const { root } = project;
      const guide = 'content/services/knowledge/what-is-web-hosting.md';
      await project.write(guide, (await project.read(guide)).replace('published: "2024-12-07"', 'published: "2024-12-07"\nupdated: "2025-06-10"'));
      git(root, ['init', '-q', '-b', 'main']);
      git(root, ['add', '-A']);
      git(root, ['commit', '-q', '-m', 'content'], FIRST);
      expect((await build({ root })).ok).toBe(true);
      const html = await readFile(pageFile(root, '/what-is-web-hosting'), 'utf8');
      expect(html).toMatch(/Updated(<!-- -->)? <time datetime="2025-06-10">10 June 2025<\/time>/);
      expect(html).toContain('"dateModified":"2025-06-10"');
      // 10 June begins at midnight BST, 23:00 UTC the day before.
      const dateOf = async () => lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')).get('/what-is-web-hosting');
      expect(await dateOf()).toBe('2025-06-09T23:00:00Z');
      await project.write(guide, (await project.read(guide)).replace('keywords: [what is web hosting, ', 'keywords: ['));
      git(root, ['commit', '-q', '-am', 'Keywords'], CHEAPEST_DAY);
      expect((await build({ root })).ok).toBe(true);
      expect(await dateOf()).toBe(CHEAPEST_DAY);
    } finally {
      await project.cleanup();
    }
  });
});
