import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { writeSmallContent } from '../support/smallContent.ts';

const FIRST = '2025-03-04T10:00:00Z';
const PRICE_DAY = '2025-06-07T12:30:00Z';
const PLANS = 'content/plans/vps.yaml';

/** Runs git in the repository, its commits dated `date` (committer and author). */
function git(root: string, args: string[], date = FIRST): string {
  return execFileSync('git', ['-C', root, '-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', '-c', 'commit.gpgsign=false', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

/** The sitemap's pages as URL path → `<lastmod>` (undefined where it has none). */
function lastmods(sitemap: string): Map<string, string | undefined> {
  return new Map(
    [...sitemap.matchAll(/<url><loc>https:\/\/[^/]+(\/[^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, url, lastmod]) => [url!, lastmod]),
  );
}

const pageFile = (root: string, url: string) => path.join(root, 'dist', url === '/' ? 'index.html' : `${url.slice(1)}.html`);

describe('<lastmod>: the latest commit among what each page was built from', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-lastmod-'));
    await writeSmallContent(root);
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'content']);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('re-dates the pages that show (or pick what they show by) a price changed in a plan list, and no other, and gives the same sitemap with or without the cache', async () => {
    const first = await build({ root });
    expect(first.ok).toBe(true);
    expect(first.undated).toBeUndefined();
    const before = lastmods(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8'));
    expect(before.size).toBeGreaterThan(20);
    for (const [url, date] of before) expect(date, url).toBe(FIRST);

    const plans = await readFile(path.join(root, PLANS), 'utf8');
    expect(plans).toContain('price: "£23.99"');
    await writeFile(path.join(root, PLANS), plans.replace('price: "£23.99"', 'price: "£24.49"'));
    git(root, ['commit', '-q', '-am', 'VPS 8 costs more'], PRICE_DAY);

    const second = await build({ root });
    expect(second.ok).toBe(true);
    const sitemap = await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8');
    const after = lastmods(sitemap);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const [showing, others] = [[] as string[], [] as string[]];
    for (const url of after.keys()) ((await readFile(pageFile(root, url), 'utf8')).includes('£24.49') ? showing : others).push(url);
    expect(showing).toContain('/vps-hosting');
    for (const url of showing) expect(after.get(url), url).toBe(PRICE_DAY);
    // A page that does not show it keeps its date, unless it picks the prices it shows (the
    // cheapest, the dearest) from the VPS plans, and so read every VPS price.
    for (const url of others) if (!url.includes('vps')) expect(after.get(url), url).toBe(FIRST);
    for (const url of ['/about', '/contact', '/web-hosting/kent/dover', '/colocation/kent/dover']) expect(after.get(url), url).toBe(FIRST);

    const fromScratch = await build({ root, cache: false });
    expect(fromScratch.ok && !fromScratch.unchanged).toBe(true);
    expect(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')).toBe(sitemap);
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
        expect(result.undated).toBe(why);
        const sitemap = String(writer.files.get('sitemap.xml'));
        expect(sitemap).toContain('<loc>');
        expect(sitemap).not.toContain('<lastmod>');
      }
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  });
});
