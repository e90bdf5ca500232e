import { searchSettings } from '../support/fixtureProject.ts';
import { describe, expect, it } from 'vitest';
import { deployFiles } from '../../src/emit/deployFiles.ts';
import { fileText } from '../../src/emit/fileData.ts';
import { headersFile } from '../../src/emit/headersFile.ts';
import { redirectsFile } from '../../src/emit/redirectsFile.ts';

const redirects = [
  { from: '/web-hosting-uk/:county/:location', to: '/web-hosting/:county/:location', status: 301 as const, source: 'x' },
  { from: '/shared-hosting', to: '/hosting', status: 301 as const, source: 'x' },
  { from: '/index', to: '/', status: 301 as const, source: 'x' },
];
const pages = ['index.html', 'hosting.html', 'about.html', 'web-hosting/kent/dover.html', '404.html', 'assets/site.abc.css'];
const web = [headersFile(searchSettings), redirectsFile(redirects, new Set(pages))];
const deployed = (name: string) => fileText(deployFiles(web, pages).find((f) => f.path === name)!.data);

describe('host files', () => {
  it('lists static redirects before pattern redirects in _redirects', () => {
    expect(fileText(redirectsFile(redirects, new Set()).data)).toBe(
      '/index / 301\n/shared-hosting /hosting 301\n/web-hosting-uk/:county/:location /web-hosting/:county/:location 301\n',
    );
  });

  it('forces a rule that a file would shadow on Netlify, and repeats it unforced for Cloudflare Pages', () => {
    // index.html answers /index on Netlify unless the rule is forced; Cloudflare Pages rejects `301!`.
    expect(fileText(web[1]!.data)).toBe(
      '/index / 301!\n/index / 301\n/shared-hosting /hosting 301\n/web-hosting-uk/:county/:location /web-hosting/:county/:location 301\n',
    );
  });

  it('writes pattern redirects for nginx as case-insensitive captures, and spells them out for published targets', () => {
    const http = deployed('nginx-http.conf');
    expect(http).toContain('"~*^/web-hosting-uk/(?<site_p0>[^/]+)/(?<site_p1>[^/]+)$" "/web-hosting/${site_p0}/${site_p1}";');
    expect(http).toContain('"/web-hosting-uk/kent/dover" "/web-hosting/kent/dover";');
    expect(http).toContain('"/shared-hosting" "/hosting";');
    expect(deployed('nginx-server.conf')).toContain('if ($site_redirect_status = 301) {\n    return 301 $site_redirect_location;\n}');
  });

  it('lists each rule once in redirects.json, whatever the forced twins of _redirects', () => {
    expect(JSON.parse(deployed('redirects.json'))).toEqual([
      { from: '/index', to: '/', status: 301 },
      { from: '/shared-hosting', to: '/hosting', status: 301 },
      { from: '/web-hosting-uk/:county/:location', to: '/web-hosting/:county/:location', status: 301 },
    ]);
  });

  it('carries the security headers and immutable caching for hashed assets', () => {
    const headers = fileText(headersFile(searchSettings).data);
    for (const part of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy:',
      'Permissions-Policy:',
    ]) {
      expect(headers).toContain(part);
    }
    expect(headers).not.toContain('unsafe-inline');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('gives nginx every _headers header, fixed where every path has it and by path where not', () => {
    const server = deployed('nginx-server.conf');
    expect(server).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(server).toMatch(/add_header Cache-Control \$site_header_\d+ always;/);
  });
});
