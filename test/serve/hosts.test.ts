import { describe, expect, it } from 'vitest';
import { parseRedirects } from '../../src/redirects/parseRedirects.ts';
import { answerRequest, type HostName } from '../../src/serve/hosts/answerRequest.ts';

const site = {
  rules: parseRedirects(
    '/index / 301!\n/index / 301\n/shared-hosting /hosting 301\n/old /hosting\n/web-hosting-uk/:county/:town /web-hosting/:county/:town 301\n',
  ).rules,
  files: new Set(['index.html', 'about.html', 'hosting.html', 'web-hosting/kent/dover.html', '404.html', 'robots.txt']),
};
const answer = (host: HostName, target: string) => answerRequest(host, target, site);

describe('the preview as each host', () => {
  it.each([
    // request, nginx (the whole contract), Cloudflare Pages, Netlify
    ['/about', 'about.html', 'about.html', 'about.html'],
    ['/About', '301 /about', 'not-found', 'not-found'],
    ['/about/', '301 /about', '308 /about', 'not-found'],
    ['/about.html?x=1', '301 /about?x=1', '308 /about?x=1', 'about.html'],
    ['/index.html', '301 /', '308 /', 'index.html'],
    ['/index', '301 /', '301 /', '301 /'],
    ['/shared-hosting?utm=1', '301 /hosting?utm=1', '301 /hosting?utm=1', '301 /hosting?utm=1'],
    ['/Shared-Hosting/', '301 /hosting', 'not-found', 'not-found'],
    ['/old', '301 /hosting', '302 /hosting', '301 /hosting'],
    ['/web-hosting-uk/kent/dover', '301 /web-hosting/kent/dover', '301 /web-hosting/kent/dover', '301 /web-hosting/kent/dover'],
    ['/ab%6fut', '301 /about', 'about.html', 'about.html'],
    ['/_redirects', 'not-found', 'not-found', 'not-found'],
    ['/404', 'not-found', 'not-found', 'not-found'],
    ['/no-such-page', 'not-found', 'not-found', 'not-found'],
  ])('%s: nginx %s, Cloudflare Pages %s, Netlify %s', (target, nginx, cloudflare, netlify) => {
    const shown = (host: HostName) => {
      const a = answer(host, target);
      return a.kind === 'redirect' ? `${a.status} ${a.location}` : a.kind === 'file' ? a.file : a.kind;
    };
    expect([shown('nginx'), shown('cloudflare'), shown('netlify')]).toEqual([nginx, cloudflare, netlify]);
  });

  it('refuses malformed requests on every host', () => {
    for (const host of ['nginx', 'cloudflare', 'netlify'] as const) expect(answer(host, '/%zz').kind).toBe('bad-request');
  });
});
