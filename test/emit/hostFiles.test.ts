import { describe, expect, it } from 'vitest';
import { hostFiles } from '../../src/emit/hostFiles.ts';

const redirects = [
  { from: '/web-hosting-uk/:county/:location', to: '/web-hosting/:county/:location', status: 301 as const, source: 'x' },
  { from: '/shared-hosting', to: '/hosting', status: 301 as const, source: 'x' },
  { from: '/index', to: '/', status: 301 as const, source: 'x' },
];
const file = (name: string) => String(hostFiles(redirects).find((f) => f.path === name)!.data);

describe('hostFiles', () => {
  it('lists static redirects before pattern redirects in _redirects', () => {
    expect(file('_redirects')).toBe('/index / 301\n/shared-hosting /hosting 301\n/web-hosting-uk/:county/:location /web-hosting/:county/:location 301\n');
  });

  it('writes pattern redirects for nginx as rewrites with captures', () => {
    expect(file('nginx.conf')).toContain('rewrite ^/web-hosting-uk/([^/]+)/([^/]+)$ /web-hosting/$1/$2 permanent;');
    expect(file('nginx.conf')).toContain('location = /shared-hosting { return 301 /hosting; }');
  });

  it('carries the security headers and immutable caching for hashed assets', () => {
    const headers = file('_headers');
    for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", 'X-Content-Type-Options: nosniff', 'Referrer-Policy:', 'Permissions-Policy:']) {
      expect(headers).toContain(part);
    }
    expect(headers).not.toContain('unsafe-inline');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
