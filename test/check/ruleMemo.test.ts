import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../src/check.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { openCheckCache } from '../../src/check/checkCache.ts';
import { analysePage } from '../../src/check/page/analysePage.ts';
import { ruleMemo } from '../../src/check/ruleMemo.ts';
import { pageFacts, reparse } from '../../src/check/siteFacts.ts';
import { emptyProject, type FixtureProject } from '../support/fixtureProject.ts';
import { origin, smallSite } from '../support/smallSite.ts';
import { random } from '../support/editSequence.ts';

// A site rule runs again only when something it read has changed (src/check/ruleMemo.ts); what
// a check finds through the cache must be what a check from scratch finds, after any edit.
// The sequence fails when a read goes unnoted: with the rules' reads of the file list not
// noted, removing the linked price list leaves its link unreported; with page sizes keyed
// without their hash, a text edit leaves a page over its budget unreported.
let project: FixtureProject;
beforeEach(async () => {
  project = await emptyProject();
});
afterEach(() => project.cleanup());

describe('the site rules of a check', () => {
  it('run again only when a page fact, a part of the site or a page they read has changed', async () => {
    const ran: string[] = [];
    /** A rule that notes it ran, reads what `read` reads, and finds nothing. */
    const reading =
      (name: string, read: (site: BuiltSite) => unknown) =>
      (site: BuiltSite): Diagnostic[] => {
        ran.push(name);
        read(site);
        return [];
      };
    const rules = {
      sizes: reading('sizes', (site) => [...site.pages.keys()].map((page) => pageFacts(site, page).gzipSize)),
      links: reading('links', (site) => [...site.pages.keys()].map((page) => pageFacts(site, page).references)),
      robotsTxt: reading('robotsTxt', (site) => site.texts?.get('robots.txt')),
      aboutMarkup: reading('aboutMarkup', (site) => reparse(site, 'about.html')),
    };
    /** One check of these files: each page looked up in the cache or stored, then the rules, then a save. */
    async function checkOf(files: Record<string, string>): Promise<string[]> {
      ran.length = 0;
      const site = siteFromFiles(new Map(Object.entries(files)), { dir: '/dist', label: 'dist' });
      const cache = await openCheckCache(project.root, {}, { read: true });
      const hashes = new Map<string, string>();
      for (const [page, html] of site.pages) {
        const hash = cache.hash(html);
        hashes.set(page, hash);
        if (!cache.lookup(hash, () => analysePage(html))) cache.store(hash, { facts: analysePage(html), messages: [] });
      }
      const memo = ruleMemo(site, hashes, cache);
      for (const [name, rule] of Object.entries(rules)) memo.run(name, rule);
      await cache.save();
      return [...ran];
    }
    const files = smallSite();
    const withText = (page: string, text: string) => files[page]!.replace('</main>', `<p>${text}</p></main>`);
    expect(await checkOf(files)).toEqual(['sizes', 'links', 'robotsTxt', 'aboutMarkup']);
    expect(await checkOf(files)).toEqual([]);
    // A writer's edit: a page's text, so its size.
    Object.assign(files, { 'index.html': withText('index.html', 'Now with more words about hosting in Kent.') });
    expect(await checkOf(files)).toEqual(['sizes']);
    Object.assign(files, { 'about.html': withText('about.html', 'Founded in Dover, serving all of Kent since 2004.') });
    expect(await checkOf(files)).toEqual(['sizes', 'aboutMarkup']);
    Object.assign(files, { 'robots.txt': 'User-agent: *\nDisallow: /private\n' });
    expect(await checkOf(files)).toEqual(['robotsTxt']);
    Object.assign(files, { 'index.html': files['index.html']!.replace('</main>', '<a href="/contact">Contact</a></main>') });
    expect(await checkOf(files)).toEqual(['sizes', 'links']);
    // A page gone: every rule that went through the pages.
    const { ['about.html']: _, ...withoutAbout } = files;
    expect(await checkOf(withoutAbout)).toEqual(['sizes', 'links', 'aboutMarkup']);
  });

  it('note every field of the site a rule reads, one that no check code lists among them', async () => {
    const ran: string[] = [];
    /** A site with a field BuiltSite does not have (yet): a rule that reads it must run again when it changes. */
    type Extended = BuiltSite & { deployTarget: { host: string; paths: Set<string> } };
    const rule = (site: BuiltSite): Diagnostic[] => {
      ran.push('reads the new field');
      const { host, paths } = (site as Extended).deployTarget;
      return [{ file: `${host}:${[...paths].join(',')}`, line: 1, column: 1, severity: 'warning', rule: 'test/new-field', message: 'read' }];
    };
    async function checkOf(deployTarget: Extended['deployTarget']): Promise<Diagnostic[]> {
      const site: Extended = { ...siteFromFiles(new Map(Object.entries(smallSite())), { dir: '/dist', label: 'dist' }), deployTarget };
      const cache = await openCheckCache(project.root, {}, { read: true });
      const hashes = new Map([...site.pages].map(([page, html]) => [page, cache.hash(html)]));
      for (const [page, html] of site.pages) cache.store(hashes.get(page)!, { facts: analysePage(html), messages: [] });
      const findings = ruleMemo(site, hashes, cache).run('new-field', rule);
      await cache.save();
      return findings;
    }
    expect((await checkOf({ host: 'eu', paths: new Set(['/a']) }))[0]!.file).toBe('eu:/a');
    expect((await checkOf({ host: 'eu', paths: new Set(['/a']) }))[0]!.file).toBe('eu:/a');
    expect(ran).toHaveLength(1);
    expect((await checkOf({ host: 'eu', paths: new Set(['/a', '/b']) }))[0]!.file).toBe('eu:/a,/b');
    expect((await checkOf({ host: 'uk', paths: new Set(['/a', '/b']) }))[0]!.file).toBe('uk:/a,/b');
    expect(ran).toHaveLength(3);
  });

  it('find through the cache what a check from scratch finds, after each of a random sequence of edits', { timeout: 60_000 }, async () => {
    const scratch = await emptyProject();
    try {
      for (const [file, data] of Object.entries(smallSite())) await project.write(`dist/${file}`, data);
      const steps = await editSequence(project, 2027, 2);
      const wrong: string[] = [];
      let reused = 0;
      for await (const step of steps) {
        const cached = await check({ root: project.root });
        await rm(path.join(scratch.root, 'dist'), { recursive: true, force: true });
        await cp(path.join(project.root, 'dist'), path.join(scratch.root, 'dist'), { recursive: true });
        const fresh = await check({ root: scratch.root, cache: false });
        if (JSON.stringify(cached.findings) !== JSON.stringify(fresh.findings))
          wrong.push(`${step}: ${JSON.stringify(cached.findings)} ≠ ${JSON.stringify(fresh.findings)}`);
        reused += cached.cachedRules;
      }
      expect(wrong).toEqual([]);
      // The sequence exercised the cache: rules were found again, not only run.
      expect(reused).toBeGreaterThan(26 * 4);
    } finally {
      await scratch.cleanup();
    }
  });
});

/** A seeded random sequence of edits to a built site's files, each kind `times` times, each one a step (its description) once applied. */
async function editSequence(project: FixtureProject, seed: number, times: number): Promise<AsyncIterable<string>> {
  const { next, pick, shuffle } = random(seed);
  const pages = async () => (await readdir(path.join(project.root, 'dist'))).filter((file) => file.endsWith('.html'));
  const edit = async (file: string, change: (text: string) => string) => project.write(`dist/${file}`, change(await project.read(`dist/${file}`)));
  const inMain = (html: string) => (text: string) => text.replace('</main>', `${html}</main>`);
  let n = 0;
  const edits: Record<string, () => Promise<string>> = {
    async text() {
      const page = pick(await pages());
      await edit(page, inMain(`<p>Edit ${n}: fast UK servers and support from Kent.</p>`));
      return `${page}: text`;
    },
    async link() {
      const page = pick(await pages());
      const href = pick([
        '/about',
        '/missing',
        '/about#main',
        '/about#nowhere',
        '/home',
        '/old-1',
        '/files/price-list.txt',
        'https://example.org/',
        'mailto:hello@example.co.uk',
      ]);
      await edit(page, inMain(`<p><a href="${href}">More</a></p>`));
      return `${page}: link to ${href}`;
    },
    async title() {
      const page = pick(await pages());
      const title = pick(['About the Small Test Company', 'Small Hosting Home Page', `A Title Written in Edit ${n}`]);
      await edit(page, (text) => text.replace(/<title>[^<]*<\/title>/, `<title>${title} | Kent Web Hosting</title>`));
      return `${page}: title ${title}`;
    },
    async robots() {
      const page = pick(await pages());
      await edit(page, (text) =>
        text.includes('noindex') ? text.replace('noindex, follow', 'index, follow') : text.replace('index, follow', 'noindex, follow'),
      );
      return `${page}: robots`;
    },
    async sitemap() {
      const url = pick(['/about', '/extra', '/']);
      await edit('sitemap.xml', (text) =>
        text.includes(`<loc>${origin}${url}</loc>`)
          ? text.replace(`<url><loc>${origin}${url}</loc></url>\n`, '')
          : text.replace('</urlset>', `<url><loc>${origin}${url}</loc></url>\n</urlset>`),
      );
      return `sitemap.xml: ${url}`;
    },
    async redirects() {
      const rule = pick(['/old-1 /about 301', '/old-2 /nowhere 301', '/about /index 301']);
      await edit('_redirects', (text) => (text.includes(rule) ? text.replace(`${rule}\n`, '') : `${text}${rule}\n`));
      return `_redirects: ${rule}`;
    },
    async addPage() {
      const page = `extra-${n}.html`;
      await project.write(
        `dist/${page}`,
        (await project.read('dist/about.html')).replaceAll('/about', `/extra-${n}`).replace('About the Small', `Extra ${n} of the Small`),
      );
      return `added ${page}`;
    },
    async removePage() {
      const extra = (await pages()).filter((page) => page.startsWith('extra-'));
      if (extra.length === 0) return edits['addPage']!();
      const page = pick(extra);
      await project.remove(`dist/${page}`);
      return `removed ${page}`;
    },
    async heavy() {
      // Text that does not compress: the page goes over its weight budget.
      const words = Array.from({ length: 6000 }, () => Math.floor(next() * 2 ** 32).toString(36)).join(' ');
      const page = pick(await pages());
      await edit(page, inMain(`<p>${words}</p>`));
      return `${page}: heavy`;
    },
    async plainHttp() {
      const page = pick(await pages());
      await edit(page, inMain(`<p>Once at http://www.kentwebhosting.example/old</p>`));
      return `${page}: plain http`;
    },
    async breadcrumbs() {
      const page = pick(await pages());
      const to = pick(['/about', '/missing']);
      const jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}${to}` }],
      };
      await edit(page, (text) => text.replace('</head>', `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>`));
      return `${page}: breadcrumbs to ${to}`;
    },
    async file() {
      // A file that is not a page comes and goes, linked from the home page: the link resolves, or not.
      const file = 'dist/files/price-list.txt';
      const there = await project.read(file).then(
        () => true,
        () => false,
      );
      if (there) await project.remove(file);
      else await project.write(file, 'Prices from £4.99 a month.\n');
      if (!(await project.read('dist/index.html')).includes('/files/price-list.txt'))
        await edit('index.html', inMain('<p><a href="/files/price-list.txt">Prices</a></p>'));
      return `${there ? 'removed' : 'added'} ${file}`;
    },
    async stylesheet() {
      await edit('assets/site.css', (text) => `${text}p { margin: ${n}px; }\n`);
      return 'assets/site.css';
    },
  };
  // Every kind of edit, each `times` times, in a random order.
  const kinds = shuffle(Object.keys(edits).flatMap((name) => Array.from({ length: times }, () => name)));
  return {
    async *[Symbol.asyncIterator]() {
      for (const name of kinds) {
        n++;
        yield await edits[name]!();
      }
    },
  };
}
