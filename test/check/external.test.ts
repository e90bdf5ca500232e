import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { checkExternal, type ExternalOptions } from '../../src/check/external/checkExternal.ts';
import { isPrivateHost, redirectTarget } from '../../src/check/external/requestUrl.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { emptyProject, type FixtureProject } from '../support/fixtureProject.ts';
import { origin, smallSite } from '../support/smallSite.ts';

const tls = (name: string) => readFile(path.join(packageRoot, 'test', 'fixtures', 'tls', name), 'utf8');

/** What the servers saw: requests per path, user agents, and per host the requests in flight now and at most. */
const seen = { requests: new Map<string, string[]>(), agents: new Set<string>(), inFlight: new Map<string, number>(), maxInFlight: new Map<string, number>() };
let httpBase: string;
let httpsBase: string;
let untrustedBase: string;
let trustedCa: string;
const servers: (http.Server | https.Server)[] = [];

/** One handler for every server: a path answers as its name says. */
function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  seen.requests.set(url, [...(seen.requests.get(url) ?? []), request.method ?? '']);
  seen.agents.add(request.headers['user-agent'] ?? '');
  const host = request.headers.host ?? '';
  seen.inFlight.set(host, (seen.inFlight.get(host) ?? 0) + 1);
  seen.maxInFlight.set(host, Math.max(seen.maxInFlight.get(host) ?? 0, seen.inFlight.get(host)!));
  response.on('close', () => seen.inFlight.set(host, seen.inFlight.get(host)! - 1));
  const send = (status: number, headers: Record<string, string> = {}) => setTimeout(() => response.writeHead(status, headers).end(), 20);
  if (url === '/ok' || url.startsWith('/ignored')) send(200);
  else if (url === '/old') send(301, { location: '/ok' });
  else if (url === '/temporary') send(302, { location: '/ok' });
  else if (url === '/missing') send(404);
  else if (url === '/gone') send(410);
  else if (url === '/private') send(403);
  else if (url === '/head-refused') send(request.method === 'HEAD' ? 405 : 200);
  else if (url === '/busy') send(seen.requests.get(url)!.length === 1 ? 429 : 200, { 'retry-after': '2' });
  else if (url === '/down') send(503, { 'retry-after': '3600' });
  else if (url === '/recovering') send(seen.requests.get(url)!.length === 1 ? 503 : 200, { 'retry-after': '1' });
  else if (url === '/renamed') send(308, { location: '/ok' });
  else if (url === '/sign-in') send(401);
  else if (url === '/no-robots') send(999);
  else if (url === '/reset') request.socket.destroy();
  else if (url.startsWith('/to/')) send(302, { location: decodeURIComponent(url.slice('/to/'.length)) });
  else if (url !== '/hang' && !url.startsWith('/hang/')) send(500); // /hang never answers: the checker must give up
}

async function listen(server: http.Server | https.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let project: FixtureProject;
beforeAll(async () => {
  trustedCa = await tls('trusted.crt');
  httpBase = `http://127.0.0.1:${await listen(http.createServer(answer))}`;
  httpsBase = `https://localhost:${await listen(https.createServer({ key: await tls('trusted.key'), cert: trustedCa }, answer))}`;
  untrustedBase = `https://localhost:${await listen(https.createServer({ key: await tls('untrusted.key'), cert: await tls('untrusted.crt') }, answer))}`;
  project = await emptyProject();
  // Content writes two of the links; the templates (here, the pages) the rest.
  await project.write(
    'content/site.yaml',
    `name: Test\nbilling:\n  store: ${httpBase}/gone\nexternalLinks:\n  ignore: ["${httpBase}/ignored*"]\n  recheckAfterHours: 1\n`,
  );
  await project.write('content/services/guide.md', `---\nname: Guide\n---\nSee [the old page](${httpBase}/old) for more.\n`);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await project.cleanup();
});

const everyCase = [
  'ok',
  'old',
  'renamed',
  'temporary',
  'missing',
  'private',
  'sign-in',
  'no-robots',
  'head-refused',
  'busy',
  'recovering',
  'down',
  'reset',
  'hang',
  'ignored/a',
];

/** The small site with its home page linking to `cases` and more; the about page repeats some. */
function site(cases = everyCase) {
  const links = cases.map((p) => `${httpBase}/${p}`);
  const pages = smallSite();
  const withLinks = (html: string, urls: string[]) =>
    html.replace('</main>', `${urls.map((url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">x</a>`).join('')}</main>`);
  const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"x","url":"${origin}/","sameAs":["${httpBase}/gone"]}</script>`;
  const files = {
    ...pages,
    'index.html': withLinks(pages['index.html']!, [...links, `${httpsBase}/ok`, `${untrustedBase}/ok`, `${httpBase}/ok#section`]).replace(
      '</head>',
      `${jsonLd}</head>`,
    ),
    'about.html': withLinks(pages['about.html']!, [`${httpBase}/missing`, `${httpBase}/ok`, `${origin}/about`]),
  };
  return siteFromFiles(new Map(Object.entries(files)), { dir: '/dist', label: 'dist' });
}

const waits: number[] = [];
const options = (now: number): ExternalOptions => ({
  timeoutMs: 1500,
  retries: 2,
  maxRetryWaitMs: 5_000,
  perHost: 2,
  concurrency: 8,
  ca: trustedCa,
  now: () => now,
  sleep: (ms) => {
    waits.push(ms);
    return Promise.resolve();
  },
});

describe('site check --external', () => {
  it('asks every distinct external URL once and reports each answer as its rule says, where content wrote it or where the page has it', async () => {
    const result = await checkExternal(site(), { root: project.root, contentDir: path.join(project.root, 'content') }, options(1_000_000));
    const findings = result.findings.map((f) => `${f.file}:${f.line} ${f.severity} [${f.rule}] ${f.message}`).sort();
    // Links the pages carry are placed at the line of the first page that has them.
    const indexPage = smallSite()['index.html']!;
    const line = indexPage.split('\n').findIndex((text) => text.includes('</main>')) + 1;
    expect(findings).toEqual(
      [
        `dist/index.html:${line} warning [external/unreachable] ${httpBase}/hang could not be reached: no answer within 1.5 s; on dist/index.html`,
        `dist/index.html:${line} warning [external/unreachable] ${httpBase}/reset could not be reached: the connection was reset; on dist/index.html`,
        `dist/index.html:${line} warning [external/unreachable] ${httpBase}/down answers 503, a server error; on dist/index.html`,
        `dist/index.html:${line} warning [external/unreachable] ${untrustedBase}/ok could not be reached: its certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT); on dist/index.html`,
        `dist/index.html:${line} warning [external/unverified] ${httpBase}/private could not be verified: the site answers 403 to a link checker; on dist/index.html`,
        `dist/index.html:${line} warning [external/unverified] ${httpBase}/sign-in could not be verified: the site answers 401 to a link checker; on dist/index.html`,
        `dist/index.html:${line} warning [external/unverified] ${httpBase}/no-robots could not be verified: the site answers 999 to a link checker; on dist/index.html`,
        `dist/index.html:${line} warning [external/moved] ${httpBase}/renamed has moved permanently to ${httpBase}/ok: link to the new address; on dist/index.html`,
        `dist/about.html:${line} error [external/broken] ${httpBase}/missing answers 404 Not Found; on dist/about.html, dist/index.html`,
        `content/services/guide.md:4 warning [external/moved] ${httpBase}/old has moved permanently to ${httpBase}/ok: link to the new address; on dist/index.html`,
        `content/site.yaml:3 error [external/broken] ${httpBase}/gone answers 410 Gone; on dist/index.html`,
      ].sort(),
    );
    // 200s, a temporary redirect, a HEAD refused then a GET answered, a 429 then 200, a 503 then 200: no finding.
    expect(seen.requests.get('/head-refused')).toEqual(['HEAD', 'GET']);
    expect(seen.requests.get('/busy')).toEqual(['HEAD', 'HEAD']);
    expect(seen.requests.get('/recovering')).toEqual(['HEAD', 'HEAD']);
    // Retry-After honoured: 2 s for the 429, 1 s for the first 503; an hour for the other 503 is more than the check waits.
    expect(waits.sort()).toEqual([1000, 2000]);
    expect(seen.requests.get('/down')).toEqual(['HEAD']);
    expect(seen.requests.has('/ignored/a')).toBe(false);
    // /ok once over http (…/ok#section is the same request), once over trusted https, and at the end of the three redirects.
    expect(seen.requests.get('/ok')!.length).toBe(5);
    expect([...seen.agents]).toEqual([
      expect.stringMatching(/^site-link-check\/\d+\.\d+\.\d+ \(checking the links of https:\/\/www\.kentwebhosting\.example;/),
    ]);
    // Never more than two at once to one host, and two indeed while /hang held one.
    expect(Math.max(...seen.maxInFlight.values())).toBe(2);
    const missing = result.links.find((link) => link.url === `${httpBase}/missing`)!;
    expect(missing.pages).toEqual(['about.html', 'index.html']);
  });

  it('answers from .site-cache/ until the hours site.yaml sets have passed, then asks again', async () => {
    const before = seen.requests.get('/missing')!.length;
    // Without /hang, which would hold each check for its whole timeout.
    const quick = everyCase.filter((name) => name !== 'hang');
    const cached = await checkExternal(site(quick), { root: project.root, contentDir: path.join(project.root, 'content') }, options(1_000_000 + 59 * 60_000));
    // A site that was down or could not be reached is asked again at once; a settled answer, even a 404, is kept.
    expect(cached.links.filter((link) => !link.cached).map((link) => link.url)).toEqual([`${httpBase}/down`, `${httpBase}/reset`, `${untrustedBase}/ok`]);
    expect(seen.requests.get('/missing')!.length).toBe(before);
    const later = await checkExternal(site(quick), { root: project.root, contentDir: path.join(project.root, 'content') }, options(1_000_000 + 61 * 60_000));
    expect(later.links.some((link) => link.cached)).toBe(false);
    expect(seen.requests.get('/missing')!.length).toBeGreaterThan(before);
  });
});

describe('site check --external, with hostile answers', () => {
  const check = (cases: string[], now: () => number = () => 1_000_000) =>
    checkExternal(site(cases), { root: project.root, contentDir: path.join(project.root, 'content') }, { ...options(0), now });
  const reasons = (result: Awaited<ReturnType<typeof check>>) =>
    Object.fromEntries(
      result.links
        .filter((link) => link.finding)
        .map((link) => [link.url.replace(httpBase, ''), `${link.finding!.rule} ${link.finding!.message.split('; on ')[0]}`]),
    );

  it('reports a redirect to anything but a web address as a finding on that link, and goes on', async () => {
    const odd = ['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.com/file', 'http://[::1'].map((to) => `to/${encodeURIComponent(to)}`);
    const result = await check([...odd, 'missing']);
    const found = reasons(result);
    expect(found[`/${odd[0]}`]).toMatch(
      /^external\/unreachable .* could not be reached: it redirects to a file: address, which is not a web page \(not followed\)$/,
    );
    expect(found[`/${odd[1]}`]).toMatch(/redirects to a javascript: address/);
    expect(found[`/${odd[2]}`]).toMatch(/redirects to a ftp: address/);
    expect(found[`/${odd[3]}`]).toMatch(/redirects to "http:\/\/\[::1", which is not a valid address/);
    // The other links are still checked, and their answers kept.
    expect(found['/missing']).toMatch(/^external\/broken /);
  });

  it('gives up on a host that stops answering, its other links not asked for', async () => {
    const hanging = ['hang/1', 'hang/2', 'hang/3', 'hang/4', 'hang/5'];
    const result = await check(hanging);
    const rules = result.links
      .filter((link) => link.url.includes('/hang/'))
      .map((link) => link.finding?.rule)
      .sort();
    // Two at a time to one host: the third and fourth were asked while the first two timed out, the fifth no more.
    expect(rules).toEqual(['external/unchecked', 'external/unreachable', 'external/unreachable', 'external/unreachable', 'external/unreachable']);
    expect(result.findings.find((f) => f.rule === 'external/unchecked')!.message).toContain('left 3 requests unanswered in time');
  });

  it("stops asking once the check's time limit has passed", async () => {
    await project.write('content/site.yaml', `name: Test\nexternalLinks:\n  timeLimitSeconds: 5\n`);
    let clock = 0;
    // Each look at the clock is two seconds later: the limit passes after the first few links.
    const result = await check(['ok', 'old', 'renamed', 'temporary', 'missing', 'gone'], () => (clock += 2000));
    const unchecked = result.findings.filter((f) => f.rule === 'external/unchecked');
    const asked = result.links.filter((link) => !link.cached && link.outcome.kind !== 'unchecked');
    expect(asked.length).toBeGreaterThan(0);
    expect(unchecked.length).toBe(result.links.length - asked.length - result.links.filter((link) => link.cached).length);
    expect(unchecked.length).toBeGreaterThan(0);
    expect(unchecked[0]!.message).toContain("the check's time limit of 5 s had passed (site.yaml, externalLinks.timeLimitSeconds)");
  });
});

describe('redirect targets', () => {
  it('are not followed from a public address to a private, loopback or link-local one', () => {
    expect(redirectTarget('http://169.254.169.254/latest/meta-data/', 'https://example.com/a', 'https://example.com/a')).toEqual({
      refused: 'it redirects to the private address 169.254.169.254, which is not followed from a public link',
    });
    expect(redirectTarget('http://[::1]:8080/', 'https://example.com/a', 'https://example.com/a').refused).toMatch(/private address \[::1\]:8080/);
    expect(redirectTarget('/next', 'https://example.com/a', 'https://example.com/a')).toEqual({ href: 'https://example.com/next' });
    // A link that is itself private (a test server, an intranet) may lead to another.
    expect(redirectTarget('http://127.0.0.1:9/', 'http://127.0.0.1:8/', 'http://127.0.0.1:8/')).toEqual({ href: 'http://127.0.0.1:9/' });
    for (const host of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', 'localhost', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1'])
      expect(isPrivateHost(host), host).toBe(true);
    for (const host of ['8.8.8.8', '172.32.0.1', 'example.com', '2001:db8::1']) expect(isPrivateHost(host), host).toBe(false);
  });
});
