import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, lstat, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
  await project.write('public/.well-known/security.txt', 'Contact: mailto:security@kentwebhosting.example\n');
  await project.write('public/.DS_Store', 'junk');
  await project.write('public/images/Thumbs.db', 'junk');
});
afterAll(() => project.cleanup());

const exists = (file: string) =>
  access(path.join(project.root, file)).then(
    () => true,
    () => false,
  );

describe('public/', () => {
  it('is published with its dot-files (.well-known/), but not the junk systems leave (.DS_Store, Thumbs.db)', async () => {
    expect((await build({ root: project.root })).ok).toBe(true);
    expect(await project.read('dist/.well-known/security.txt')).toBe('Contact: mailto:security@kentwebhosting.example\n');
    expect(await exists('dist/.DS_Store')).toBe(false);
    expect(await exists('dist/images/Thumbs.db')).toBe(false);
  });

  it('counts a dot-file edit as a change, and a junk file edit as none', async () => {
    expect((await build({ root: project.root })).unchanged).toBe(true);
    await project.write('public/.DS_Store', 'other junk');
    expect((await build({ root: project.root })).unchanged).toBe(true);
    await project.write('public/.well-known/security.txt', 'Contact: mailto:abuse@kentwebhosting.example\n');
    const rebuilt = await build({ root: project.root });
    expect(rebuilt.unchanged).toBeUndefined();
    expect(await project.read('dist/.well-known/security.txt')).toBe('Contact: mailto:abuse@kentwebhosting.example\n');
  });
});

describe('symbolic links in public/', () => {
  /** A build, cached and from scratch alike: what it reported, and whether dist/ stayed as it was. */
  const buildBoth = async () => {
    const before = await readFile(path.join(project.root, 'dist/.site-output'), 'utf8');
    const results = [await build({ root: project.root }), await build({ root: project.root, cache: false })];
    expect(await readFile(path.join(project.root, 'dist/.site-output'), 'utf8')).toBe(before);
    return results;
  };

  it('refuses a link to a file outside public/, located, without publishing or printing what it points at', async () => {
    await symlink('/etc/passwd', path.join(project.root, 'public/images/passwd.png'));
    for (const result of await buildBoth()) {
      expect(result.ok).toBe(false);
      expect(result.unchanged).toBeUndefined();
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          file: 'public/images/passwd.png',
          line: 1,
          rule: 'content/unsafe-symlink',
          message: 'public/images/passwd.png is a symbolic link that leads outside public/',
        }),
      ]);
      expect(JSON.stringify(result.diagnostics)).not.toContain('root:');
    }
    expect(await exists('dist/images/passwd.png')).toBe(false);
    await project.remove('public/images/passwd.png');
  });

  it('refuses a linked folder outside public/ and a loop, and builds again once they are gone', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'site-outside-'));
    await writeFile(path.join(outside, 'id_rsa'), 'PRIVATE KEY');
    await symlink(outside, path.join(project.root, 'public/keys'));
    await symlink('..', path.join(project.root, 'public/images/up'));
    for (const result of await buildBoth()) {
      expect(result.diagnostics.map((d) => [d.file, d.rule, d.severity])).toEqual([
        ['public/images/up', 'content/symlink-loop', 'error'],
        ['public/keys', 'content/unsafe-symlink', 'error'],
      ]);
    }
    await project.remove('public/keys');
    await project.remove('public/images/up');
    await rm(outside, { recursive: true, force: true });
    expect((await build({ root: project.root })).ok).toBe(true);
    expect(await exists('dist/keys/id_rsa')).toBe(false);
  });

  it('publishes a link to a file inside public/ as a copy of that file, never as a link', async () => {
    // A file published as it is (images are published as their variants, the original only where a page links to it).
    await project.write('public/downloads/price-list.txt', 'Prices as of today.\n');
    await symlink('price-list.txt', path.join(project.root, 'public/downloads/price-list-copy.txt'));
    const result = await build({ root: project.root });
    expect(result.ok).toBe(true);
    expect((await lstat(path.join(project.root, 'dist/downloads/price-list-copy.txt'))).isSymbolicLink()).toBe(false);
    expect(await project.read('dist/downloads/price-list-copy.txt')).toBe('Prices as of today.\n');
    await project.remove('public/downloads');
  });
});

describe('public/ files the build also writes', () => {
  it("keep a writer's own robots.txt, adding the sitemap's address, and count every file once", async () => {
    await project.write('public/robots.txt', 'User-agent: *\nDisallow: /drafts/\n');
    const result = await build({ root: project.root });
    expect(result.ok).toBe(true);
    expect(await project.read('dist/robots.txt')).toBe('User-agent: *\nDisallow: /drafts/\n\nSitemap: https://www.kentwebhosting.example/sitemap.xml\n');
    // The summary's count is the number of files in dist/, the marker among them.
    const { default: fg } = await import('fast-glob');
    expect(result.files).toBe((await fg('**/*', { cwd: path.join(project.root, 'dist'), dot: true })).length);
    await project.write('public/robots.txt', 'User-agent: *\nAllow: /\nSitemap: https://cdn.example/sitemap.xml\n');
    expect((await build({ root: project.root })).ok).toBe(true);
    expect(await project.read('dist/robots.txt')).toBe('User-agent: *\nAllow: /\nSitemap: https://cdn.example/sitemap.xml\n');
    await project.remove('public/robots.txt');
  });

  it('refuse any other, at the public file, saying what to change instead', async () => {
    for (const file of ['sitemap.xml', '_redirects', 'about.html', 'web-hosting/kent/dover.html']) await project.write(`public/${file}`, 'mine');
    const result = await build({ root: project.root });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.file, d.rule, d.hint])).toEqual([
      ['public/_redirects', 'content/public-clash', 'Add each redirect to content/redirects.yaml instead, and delete this file.'],
      ['public/about.html', 'content/public-clash', 'Delete this file: the page is built from content/pages/ and the templates.'],
      ['public/sitemap.xml', 'content/public-clash', 'The build writes the sitemap from the pages it builds: delete this file.'],
      ['public/web-hosting/kent/dover.html', 'content/public-clash', 'Change the page in content/locations/dover.md, and delete this file.'],
    ]);
    for (const file of ['sitemap.xml', '_redirects', 'about.html', 'web-hosting']) await project.remove(`public/${file}`);
  });
});
