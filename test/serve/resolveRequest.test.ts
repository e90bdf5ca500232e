import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, resolveRequest } from '../../src/serve/resolveRequest.ts';
import { parseRedirects } from '../../src/redirects/parseRedirects.ts';

const rules = parseRedirects('/shared-hosting /hosting 301\n/index.html / 301\n/web-hosting-uk/:county/:location /web-hosting/:county/:location 301\n').rules;
const decide = (target: string) => resolveRequest(target, rules);

describe('resolveRequest', () => {
  it('looks up canonical paths as they are', () => {
    expect(decide('/')).toEqual({ kind: 'lookup', path: '/' });
    expect(decide('/kent/dover')).toEqual({ kind: 'lookup', path: '/kent/dover' });
    expect(decide('/about?utm=x')).toEqual({ kind: 'lookup', path: '/about' });
  });

  it.each([
    ['/About/', '/about'],
    ['/about/', '/about'],
    ['//about', '/about'],
    ['/web%20hosting', '/web-hosting'],
    ['/About?x=1', '/about?x=1'],
    ['/home', '/'],
    ['/index.html', '/'],
  ])('redirects %j to its canonical form %j', (target, location) => {
    expect(decide(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('applies the fixed and pattern redirects', () => {
    expect(decide('/shared-hosting')).toEqual({ kind: 'redirect', status: 301, location: '/hosting' });
    expect(decide('/web-hosting-uk/kent/dover?ref=a')).toEqual({ kind: 'redirect', status: 301, location: '/web-hosting/kent/dover?ref=a' });
  });

  // Hostile request targets: none of them may reach a lookup outside the site.
  it.each([
    '/../etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/..\\..\\etc\\passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/./../etc/passwd',
    '/assets/../../etc/passwd',
    '/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ])('never looks up a path above the site root for %j', (target) => {
    const decision = decide(target);
    const finalPath = decision.kind === 'redirect' ? decision.location : decision.kind === 'lookup' ? decision.path : '/';
    expect(finalPath.startsWith('/')).toBe(true);
    expect(finalPath.split('/')).not.toContain('..');
    expect(finalPath).not.toContain('\\');
    // Following the redirect leads to a lookup of the same safe path.
    if (decision.kind === 'redirect') expect(decide(decision.location)).toEqual({ kind: 'lookup', path: decision.location });
  });

  it.each([
    ['/about%00.html', 'NUL byte in path'],
    ['/about\0', 'NUL byte in path'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/%zz', 'malformed percent-encoding'],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 'request target too long'],
    ['http://evil.example/', 'request target must be a path'],
    ['*', 'request target must be a path'],
  ])('rejects %j as a bad request', (target, reason) => {
    expect(decide(target)).toEqual({ kind: 'bad-request', reason });
  });

  it('ignores a fragment a raw client sends', () => {
    expect(decide('/about#team')).toEqual({ kind: 'lookup', path: '/about' });
    expect(decide('/..#/etc/passwd')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });
});
