import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../src/output/contentType.ts';
import { fileAt } from '../../src/output/fileAt.ts';
import { headersFor, parseHeaders } from '../../src/output/parseHeaders.ts';
import { isPublished } from '../../src/output/isPublished.ts';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/site.abc.css', 'text/css; charset=utf-8'],
    ['assets/site.abc.js', 'text/javascript; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['feed.atom', 'application/atom+xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['fonts/a.woff', 'font/woff'],
    ['fonts/a.woff2', 'font/woff2'],
    ['images/a.avif', 'image/avif'],
    ['images/a.svg', 'image/svg+xml'],
    ['images/A.PNG', 'image/png'],
    ['download.unknown-extension', 'application/octet-stream'],
  ])('serves %s as %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('fileAt', () => {
  const files = new Set(['index.html', 'about.html', 'kent.html', 'kent/dover.html', 'docs/index.html', 'robots.txt']);
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about.html', 'about.html'],
    ['/kent', 'kent.html'],
    ['/kent/dover', 'kent/dover.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/robots.txt', 'robots.txt'],
    ['/nothing', undefined],
    ['/about/', undefined],
  ])('finds the file for %s file-style', (urlPath, file) => {
    expect(fileAt(files, urlPath)).toBe(file);
  });
});

describe('isPublished', () => {
  it('publishes pages and files but not host configuration or hidden files', () => {
    expect(['about.html', 'assets/site.css', 'robots.txt', 'kent/_notes.html'].filter(isPublished)).toHaveLength(4);
    expect(['_redirects', '_headers', '.site-output', 'a/.hidden', 'a/.well-known/x', '.well-known', '.well-known/.hidden'].filter(isPublished)).toEqual([]);
  });

  it('publishes the well-known files of RFC 8615 (security.txt), which every host serves', () => {
    expect(['.well-known/security.txt', '.well-known/pki-validation/file.txt'].filter(isPublished)).toHaveLength(2);
  });
});

describe('parseHeaders and headersFor', () => {
  const rules = parseHeaders('/*\n  X-Frame-Options: DENY\n  Cache-Control: no-cache\n\n/assets/*\n  Cache-Control: immutable\n');
  it('gives a path the headers of every block that matches it, joining a header set twice', () => {
    expect(headersFor(rules, '/about')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'no-cache'],
    ]);
    expect(headersFor(rules, '/assets/site.css')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'no-cache, immutable'],
    ]);
  });
  it('keeps the line of each block', () => {
    expect(rules.map((rule) => [rule.path, rule.line])).toEqual([
      ['/*', 1],
      ['/assets/*', 5],
    ]);
  });
});
