import { searchSettings } from '../support/fixtureProject.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileText } from '../../src/emit/fileData.ts';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFile } from '../../src/emit/headersFile.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { rawGet as rawRequest } from '../support/rawRequest.ts';

let work: string;
let server: RunningServer;
const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'site-serve-'));
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'kent'), { recursive: true });
  await writeFile(path.join(work, 'secret.txt'), SECRET);
  await writeFile(path.join(dist, 'index.html'), '<!DOCTYPE html><html><body>home</body></html>');
  await writeFile(path.join(dist, 'about.html'), '<!DOCTYPE html><html><body>about</body></html>');
  await writeFile(path.join(dist, 'kent', 'dover.html'), '<!DOCTYPE html><html><body>dover</body></html>');
  await writeFile(path.join(dist, '404.html'), '<!DOCTYPE html><html><body>not found</body></html>');
  await writeFile(path.join(dist, 'assets', 'site.abc.css'), 'body{}');
  await writeFile(path.join(dist, '.site-output'), 'marker');
  await mkdir(path.join(dist, '.well-known'), { recursive: true });
  await writeFile(path.join(dist, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
  await writeFile(path.join(dist, '_headers'), fileText(headersFile(searchSettings).data));
  await writeFile(path.join(dist, '_redirects'), '/shared-hosting /hosting 301\n/web-hosting-uk/:county/:location /web-hosting/:county/:location 301\n');
  await symlink(path.join(work, 'secret.txt'), path.join(dist, 'leak.txt'));
  await symlink(work, path.join(dist, 'escape'));
  server = await serve({ dir: dist, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

/** Sends a request target exactly as given, unnormalised, over a raw socket. */
const rawGet = (target: string) => rawRequest(server.url, target);

describe('site serve', () => {
  it('serves /.well-known/ files as every host does (security.txt), on every --as, but no other hidden file', async () => {
    for (const as of ['nginx', 'cloudflare', 'netlify'] as const) {
      const host = await serve({ dir: path.join(work, 'dist'), port: 0, as });
      try {
        const answer = await fetch(`${host.url}/.well-known/security.txt`);
        expect([as, answer.status, await answer.text()]).toEqual([as, 200, 'Contact: mailto:security@example.com\n']);
        expect([as, (await fetch(`${host.url}/.site-output`)).status]).toEqual([as, 404]);
      } finally {
        await host.close();
      }
    }
  });

  it('binds to 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves pages file-style with the right type, caching and security headers', async () => {
    const page = await fetch(`${server.url}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('about');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Only what production sends: `_headers` gives pages no Cache-Control.
    expect(page.headers.get('cache-control')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const css = await fetch(`${server.url}/assets/site.abc.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/kent/dover`)).status).toBe(200);
  });

  it('answers 301 for path normalisation and the fixed and pattern redirects', async () => {
    for (const [from, to] of [
      ['/About/', '/about'],
      ['/home', '/'],
      ['/shared-hosting', '/hosting'],
      ['/web-hosting-uk/kent/dover', '/web-hosting/kent/dover'],
    ]) {
      const response = await fetch(server.url + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('serves 404.html with status 404 for an unknown path', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not found');
  });

  it('never serves hidden files', async () => {
    expect((await fetch(`${server.url}/.site-output`, { redirect: 'manual' })).status).not.toBe(200);
  });

  it('never follows a symlink out of dist/', async () => {
    for (const target of ['/leak.txt', '/escape/secret.txt']) {
      const response = await rawGet(target);
      expect(response.body, target).not.toContain(SECRET);
      expect(response.status, target).toBe(404);
    }
  });

  const hostile = [
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/./../secret.txt',
    '/assets/../../secret.txt',
    '/..#/secret.txt',
    '/..?/secret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/escape/../../secret.txt',
    '//../secret.txt',
    '/secret.txt%00.html',
    '/about%00',
    `/${'a/'.repeat(1500)}`,
  ];

  it.each(hostile)('never returns a file outside dist/ for the raw target %j', async (target) => {
    const response = await rawGet(target);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
    expect([301, 400, 404]).toContain(response.status);
    if (response.status === 301) {
      const location = response.headers.get('location')!;
      const followed = await rawGet(location);
      expect(followed.body).not.toContain(SECRET);
    }
  });

  it('answers a malformed request with 400 and stays up', async () => {
    expect((await rawGet('/%zz')).status).toBe(400);
    expect((await rawGet('/about%00')).status).toBe(400);
    const garbage = await new Promise<string>((resolve) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
    });
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${server.url}/about`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
