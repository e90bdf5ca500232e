import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { InternalError } from '../src/errors/InternalError.ts';
import { build } from '../src/build.ts';
import { createMemoryWriter, type Writer } from '../src/emit/writer.ts';
import { matchRedirect } from '../src/redirects/matchRedirect.ts';
import { parseRedirects } from '../src/redirects/parseRedirects.ts';
import { buggyWriter } from './support/buggyWriter.ts';
import { smallProject, type FixtureProject } from './support/fixtureProject.ts';

let project: FixtureProject;
const memory = createMemoryWriter();
const deploy = createMemoryWriter();
let builtPages = 0;

beforeAll(async () => {
  project = await smallProject();
  const result = await build({ root: project.root, writer: memory, deployWriter: deploy });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  builtPages = result.pages;
});
afterAll(() => project.cleanup());

const text = (file: string, writer = memory) => {
  const data = writer.files.get(file);
  if (data === undefined) throw new Error(`${file} was not built`);
  return typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
};

describe('build', () => {
  it('writes file-style pages, the 404 page and public files', () => {
    for (const file of [
      'index.html',
      'hosting.html',
      'enhance-hosting.html',
      'about.html',
      'contact.html',
      'kent/canterbury.html',
      'kent/whitstable.html',
      '404.html',
      'favicon.svg',
      'images/share-default.png',
    ]) {
      expect(memory.files.has(file), file).toBe(true);
    }
  });

  it('gives every page its metadata', () => {
    const html = text('kent/canterbury.html');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB">/);
    expect(html).toContain('<title>Web Hosting Canterbury, Kent | Kent Web Hosting</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.kentwebhosting.example/kent/canterbury">');
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).toContain('<meta property="og:image" content="https://www.kentwebhosting.example/images/share-default.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('marks the not-found page noindex and leaves it out of the sitemap', () => {
    expect(text('404.html')).toContain('<meta name="robots" content="noindex, follow">');
    expect(text('404.html')).toContain('Oops! Page not found');
    const sitemap = text('sitemap.xml');
    expect(sitemap).not.toContain('404');
    // Every page but the not-found page.
    expect(sitemap.match(/<loc>/g)).toHaveLength(builtPages - 1);
    expect(sitemap).toContain('<loc>https://www.kentwebhosting.example/kent/dover</loc>');
    expect(text('robots.txt')).toContain('Sitemap: https://www.kentwebhosting.example/sitemap.xml');
  });

  it('shows the six Enhance plans with their prices from content', () => {
    const html = text('enhance-hosting.html');
    for (const [name, price] of [
      ['Solo', '£2.99'],
      ['Starter', '£4.99'],
      ['Business', '£7.99'],
      ['Agency 25', '£12.99'],
      ['Agency 50', '£19.99'],
      ['Reseller', '£29.99'],
    ]) {
      expect(html).toContain(`<h3 class="plan-name">${name}</h3><p class="plan-price"><span class="plan-amount">${price}</span>`);
    }
    expect(html.match(/plan-card-popular/g)).toHaveLength(1);
    expect(html).toContain('rp=/store/en');
  });

  it('derives the home page Agency line from the Agency 25 and 50 records', () => {
    expect(text('index.html')).toContain('25-50 websites');
  });

  it('renders the home FAQ as six exclusive details elements', () => {
    expect(text('index.html').match(/<details name="home-faq"/g)).toHaveLength(6);
  });

  it('writes redirects for every host format', () => {
    expect(text('_redirects')).toContain('/shared-hosting /hosting 301\n');
    expect(text('nginx-http.conf', deploy)).toContain('"/shared-hosting" "/hosting";');
    expect(JSON.parse(text('redirects.json', deploy))).toContainEqual({ from: '/index.html', to: '/', status: 301 });
    expect(text('_headers')).toContain("Content-Security-Policy: default-src 'self'; script-src 'self'");
  });

  it('links the hashed stylesheet and deferred script, and writes them', () => {
    const html = text('about.html');
    const css = /<link rel="stylesheet" href="\/(assets\/site\.[0-9a-f]{10}\.css)"/.exec(html)![1]!;
    const js = /<script src="\/(assets\/site\.[0-9a-f]{10}\.js)" integrity="sha384-[^"]+" defer>/.exec(html)![1]!;
    expect(memory.files.has(css)).toBe(true);
    expect(memory.files.has(js)).toBe(true);
  });

  it('never publishes a link to a page that is not built, directly or through one redirect', () => {
    const built = new Set([...memory.files.keys()]);
    const { rules } = parseRedirects(text('_redirects'));
    const isBuilt = (path: string) => built.has(path === '/' ? 'index.html' : `${path.slice(1)}.html`) || built.has(path.slice(1));
    for (const [file] of memory.files) {
      if (!file.endsWith('.html')) continue;
      for (const [, href] of text(file).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        expect(isBuilt(href!) || isBuilt(matchRedirect(rules, href!)?.target ?? '-'), `${file} links to ${href}`).toBe(true);
      }
    }
  });
});

describe('build output on disk', () => {
  const hashTree = async (dir: string) => {
    const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(await readFile(path.join(dir, file)));
    return hash.digest('hex');
  };

  it('is byte-identical across two builds', async () => {
    const first = await build({ root: project.root, outDir: 'out-a' });
    const second = await build({ root: project.root, outDir: 'out-b' });
    expect(first.ok && second.ok).toBe(true);
    expect(await hashTree(path.join(project.root, 'out-a'))).toBe(await hashTree(path.join(project.root, 'out-b')));
  });

  it('makes no search page, link, index or search headers for a site without `search` in site.yaml', async () => {
    expect(await project.read('content/site.yaml')).not.toMatch(/^search:/m);
    const files = [...memory.files.keys()];
    // Nor the search page's script and engine, which only /search loads.
    expect(files.filter((file) => file === 'search.html' || file.startsWith('search-index/') || file.startsWith('assets/search'))).toEqual([]);
    expect(text('index.html')).not.toContain('href="/search"');
    expect(text('_headers')).not.toMatch(/search/);
    expect(text('nginx-server.conf', deploy)).not.toMatch(/search/);
  });

  it('writes the host configuration beside the web root, never in it', async () => {
    const result = await build({ root: project.root, outDir: 'out-a' });
    expect(result.ok).toBe(true);
    const published = await fg('**/*', { cwd: path.join(project.root, 'out-a'), dot: true });
    expect(published.filter((file) => /nginx|redirects\.json/.test(file))).toEqual([]);
    expect(published).toEqual(expect.arrayContaining(['_redirects', '_headers', '.site-output']));
    expect((await fg('*', { cwd: path.join(project.root, 'out-a-deploy'), dot: true })).sort()).toEqual([
      '.site-output',
      'nginx-http.conf',
      'nginx-server.conf',
      'redirects.json',
    ]);
  });

  it('leaves the previous output untouched when content is broken', async () => {
    await build({ root: project.root });
    const before = await hashTree(path.join(project.root, 'dist'));
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace(/^name: .*$/m, 'name: [broken'));
    const result = await build({ root: project.root });
    await project.write('content/site.yaml', site);
    expect(result.ok).toBe(false);
    expect(await hashTree(path.join(project.root, 'dist'))).toBe(before);
  });

  it('leaves the previous output untouched when the disk fills, and says the disk is full', async () => {
    const before = await hashTree(path.join(project.root, 'dist'));
    // The disk fills up half-way through the pages, as the system says it.
    let written = 0;
    const failing: Writer = {
      begin: async () => ({
        write: async () => {
          if (++written > 100) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
        },
        keep: () => false,
        commit: async () => {},
        abort: async () => {},
      }),
    };
    const result = await build({ root: project.root, writer: failing });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'emit/write-failed',
        message: 'Could not write the output: ENOSPC: no space left on device, write',
        hint: expect.stringMatching(/^The disk is full/),
      }),
    ]);
    expect(await hashTree(path.join(project.root, 'dist'))).toBe(before);
  });

  it('reports a bug in the write stage as an internal error of that stage, never as the disk, and leaves the output untouched', async () => {
    const before = await hashTree(path.join(project.root, 'dist'));
    const buggy = buggyWriter();
    const failure = await build({ root: project.root, writer: buggy.writer }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(InternalError);
    expect(failure).toMatchObject({ stage: 'write', message: 'Maximum call stack size exceeded' });
    expect((failure as InternalError).causeStack).toMatch(/^RangeError: Maximum call stack size exceeded\n\s+at /);
    expect(buggy.aborted()).toBe(true);
    expect(await hashTree(path.join(project.root, 'dist'))).toBe(before);
  });

  it('refuses to build into the project root or the content folder', async () => {
    for (const outDir of ['.', 'content', 'content/pages', '/']) {
      const result = await build({ root: project.root, outDir });
      expect(result.diagnostics, outDir).toEqual([expect.objectContaining({ rule: 'emit/unsafe-out' })]);
    }
  });

  it('refuses to replace a folder that a build did not make', async () => {
    await project.write('elsewhere/notes.txt', 'keep me');
    const result = await build({ root: project.root, outDir: 'elsewhere' });
    expect(result.diagnostics).toEqual([expect.objectContaining({ rule: 'emit/unsafe-out' })]);
    expect(await project.read('elsewhere/notes.txt')).toBe('keep me');
  });
});

describe('copy tokens', () => {
  it('are all filled in: no page shows a {token}', () => {
    for (const [file] of memory.files) {
      if (!file.endsWith('.html')) continue;
      // The search form's data attributes carry words whose {query} and {count} its script fills: not shown as they are.
      const visible = text(file)
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/ data-[a-z-]+="[^"]*"/g, '');
      expect(visible.match(/\{[a-zA-Z]+\}/g), file).toBeNull();
    }
  });
});
