import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/build.ts';
import { pageUrl } from '../../src/output/pageUrl.ts';
import { isPublished } from '../../src/output/isPublished.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { rawGet, type RawResponse } from '../support/rawRequest.ts';
import { addTutorialImages } from '../support/testImages.ts';
import { probeTable, type Probe, type ProbeTable } from './probeTable.ts';
import { README_PATHS, README_TRY_FOLDER, readmeNginxBlock, readmeTryNginx } from './readmeNginxBlock.ts';
import { freePort, nginxBinary, startNginx, type RunningNginx } from './startNginx.ts';

const NOT_FOUND_TEXT = 'Oops! Page not found';
let work: string;
let project: FixtureProject;
/** How many pages the build made: every one is probed. */
let builtPages = 0;
let table: ProbeTable;
let nginx: RunningNginx;
let existing: RunningNginx;
let preview: RunningServer;
let startupLog: string;
let firstNginxMaps: string;
/** Every same-site file a built page names in `src`, `srcset`, `href` or `og:image`. */
let referenced: string[];
const answers = { nginx: new Map<string, RawResponse>(), preview: new Map<string, RawResponse>(), existing: new Map<string, RawResponse>() };

beforeAll(async () => {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: `npm test` installs Debian's nginx-light; or set NGINX_PATH");
  work = await mkdtemp(path.join(tmpdir(), 'site-hosts-'));
  const dist = path.join(work, 'dist');
  // Every page, redirect and file of the small project is probed: the site's every kind of
  // answer, with a screenshot and a photo in a tutorial, as a writer adds them.
  project = await smallProject();
  await addTutorialImages(project);
  // Built twice: first with every image encoded, then (dist/ made afresh) with every image
  // placed from the image cache, as most builds do. Both must list the same files for nginx.
  const first = await build({ root: project.root, outDir: path.join(work, 'first') });
  expect(first.ok).toBe(true);
  const result = await build({ root: project.root, outDir: dist });
  expect(result.ok).toBe(true);
  expect(result.images?.reused).toBeGreaterThan(0);
  builtPages = result.pages;
  firstNginxMaps = await readFile(path.join(work, 'first-deploy', 'nginx-http.conf'), 'utf8');
  // Something a traversal could reach beside the web root: the deploy folder is there already.
  await writeFile(path.join(work, 'secret.txt'), 'root:TOP-SECRET');
  const files = (await fg('**/*', { cwd: dist, dot: true })).filter(isPublished);
  table = await probeTable(dist, files);

  // The block of docs/deployment.md exactly as written, but for the paths and port of this test.
  const port = await freePort();
  const block = (await readmeNginxBlock())
    .replaceAll(README_PATHS.deploy, `${dist}-deploy`)
    .replaceAll(README_PATHS.web, dist)
    .replace(README_PATHS.listen, `listen 127.0.0.1:${port};`);
  await mkdir(path.join(work, 'nginx'));
  nginx = await startNginx(binary, path.join(work, 'nginx'), block);
  startupLog = await readFile(path.join(work, 'nginx', 'error.log'), 'utf8').catch(() => '');
  // The usual server block of an existing site: a `location /` and an add_header of its own.
  const port2 = await freePort();
  const usual = '    location / {\n        try_files $uri $uri/ =404;\n    }\n    add_header X-Existing "kept" always;\n';
  const existingBlock = block.replace(`listen 127.0.0.1:${port};`, `listen 127.0.0.1:${port2};`).replace(/^(\s*include \S*nginx-server\.conf;)/m, `${usual}$1`);
  expect(existingBlock).toMatch(/location \/ \{[\s\S]*add_header X-Existing[\s\S]*nginx-server\.conf/);
  await mkdir(path.join(work, 'nginx-existing'));
  existing = await startNginx(binary, path.join(work, 'nginx-existing'), existingBlock);
  preview = await serve({ dir: dist, port: 0 });
  referenced = await referencedFiles(dist);
  for (const [host, url] of [
    ['nginx', nginx.url],
    ['preview', preview.url],
  ] as const) {
    for (const target of referenced) {
      const answer = await rawGet(url, target);
      answers[host].set(target, answer);
      // A link to a retired address (a redirect in content/redirects.yaml) is followed once.
      const location = answer.headers.get('location');
      if (location?.startsWith('/') && !answers[host].has(location)) answers[host].set(location, await rawGet(url, location));
    }
  }
  for (const probe of table.probes) {
    answers.nginx.set(probe.target, await rawGet(nginx.url, probe.target));
    answers.existing.set(probe.target, await rawGet(existing.url, probe.target));
    answers.preview.set(probe.target, await rawGet(preview.url, probe.target));
  }
  await writeProbeTable(table.probes);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await existing?.stop();
  await preview?.close();
  if (work) await rm(work, { recursive: true, force: true });
  await project?.cleanup();
});

/** The contract's answer, checked on one host. */
function expectContract(host: 'nginx' | 'preview', probe: Probe) {
  const answer = answers[host].get(probe.target)!;
  const label = `${host} ${probe.target}`;
  expect(answer.body, label).not.toContain('TOP-SECRET');
  if (probe.agree === 'refused') {
    expect([400, 404], label).toContain(answer.status);
    return;
  }
  expect(answer.status, label).toBe(probe.status);
  if (probe.location !== undefined) {
    const location = answer.headers.get('location');
    if (probe.agree === 'status') expect(location?.toLowerCase(), label).toBe(probe.location.toLowerCase());
    else expect(location, label).toBe(probe.location);
    // A redirect carries the security headers every path gets. (Its short page is nginx's own:
    // `text/html`, which the charset module leaves alone; the preview says UTF-8.)
    expect(answer.headers.get('content-type'), label).toMatch(/^text\/html(; charset=utf-8)?$/);
    for (const [name, value] of table.headersFor('/')) expect(answer.headers.get(name.toLowerCase()), `${label} ${name}`).toBe(value);
    return;
  }
  const served = probe.status === 200 ? probe.file! : '404.html';
  expect(answer.headers.get('content-type'), label).toBe(table.contentTypeFor(served));
  for (const [name, value] of table.headersFor(pageUrl(served))) expect(answer.headers.get(name.toLowerCase()), `${label} ${name}`).toBe(value);
  if (probe.status === 404) expect(answer.body, label).toContain(NOT_FOUND_TEXT);
}

describe.each(['nginx', 'preview'] as const)('%s, configured as docs/deployment.md says', (host) => {
  it('answers every probe as the output contract says', () => {
    expect(table.probes.length).toBeGreaterThan(builtPages);
    for (const probe of table.probes) expectContract(host, probe);
  });

  it('serves every sitemap URL with the _headers headers', () => {
    const pages = table.probes.filter((p) => p.group === 'page' && p.file?.endsWith('.html'));
    expect(pages).toHaveLength(builtPages);
    for (const probe of pages) expect(answers[host].get(probe.target)!.headers.get('content-security-policy'), probe.target).toContain("script-src 'self'");
  });

  it('redirects with a relative Location that keeps the query string', () => {
    const location = answers[host].get('/shared-hosting?utm_source=probe&x=1')!.headers.get('location');
    expect(location).toBe('/hosting?utm_source=probe&x=1');
  });

  it('never serves a host file, hidden file or a file outside the web root', () => {
    for (const probe of table.probes.filter((p) => p.group === 'host file' || p.group === 'traversal')) {
      expect(answers[host].get(probe.target)!.status, probe.target).not.toBe(200);
    }
  });
});

describe('every file a page names', () => {
  it('includes the responsive images of the tutorial', () => {
    expect(referenced.filter((target) => /^\/assets\/images\/screenshot\.[0-9a-f]+\.\d+\.(avif|webp|png)$/.test(target)).length).toBeGreaterThanOrEqual(3);
    expect(referenced.filter((target) => target.startsWith('/assets/images/phone.')).length).toBeGreaterThanOrEqual(2);
  });

  it.each(['nginx', 'preview'] as const)('answers 200 on %s (a link to a redirect: at its target)', (host) => {
    const finalStatus = (target: string) => {
      const answer = answers[host].get(target)!;
      const location = answer.headers.get('location');
      return [301, 308].includes(answer.status) && location ? answers[host].get(location)?.status : answer.status;
    };
    expect(referenced.filter((target) => finalStatus(target) !== 200)).toEqual([]);
    // Images and other files are never reached through a redirect.
    expect(referenced.filter((target) => /\.\w+$/.test(target) && answers[host].get(target)!.status !== 200)).toEqual([]);
  });

  it('is mapped the same whether its images were encoded or placed from the cache', async () => {
    const maps = await readFile(path.join(work, 'dist-deploy', 'nginx-http.conf'), 'utf8');
    expect(maps).toBe(firstNginxMaps);
    expect(maps).toMatch(/"\/assets\/images\/screenshot\.[0-9a-f]+\.400\.avif"/);
  });
});

describe('the generated nginx configuration', () => {
  it('loads without a warning', () => {
    expect(startupLog.split('\n').filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line))).toEqual([]);
  });
});

describe('nginx included in a server block that already has location / and add_header', () => {
  it('answers every probe exactly as the block of docs/deployment.md does, security headers included', () => {
    for (const probe of table.probes) {
      const view = (r: RawResponse) => ({
        status: r.status,
        location: r.headers.get('location'),
        type: r.headers.get('content-type'),
        csp: r.headers.get('content-security-policy'),
        cache: r.headers.get('cache-control'),
      });
      expect(view(answers.existing.get(probe.target)!), probe.target).toEqual(view(answers.nginx.get(probe.target)!));
    }
    // The server block's own add_header reaches what nginx answers outside the site's locations: the redirects.
    expect(answers.existing.get('/About/')!.headers.get('x-existing')).toBe('kept');
  });
});

describe('nginx and the preview', () => {
  it('agree wherever the contract says they must', () => {
    for (const probe of table.probes) {
      const [a, b] = [answers.nginx.get(probe.target)!, answers.preview.get(probe.target)!];
      const view = (r: RawResponse) => ({
        status: probe.agree === 'refused' ? r.status !== 200 : r.status,
        location: probe.agree === 'status' ? r.headers.get('location')?.toLowerCase() : r.headers.get('location'),
        type: probe.agree === 'exact' && r.status !== 301 ? r.headers.get('content-type') : undefined,
        headers: probe.agree === 'exact' && r.status !== 301 ? table.headersFor('/').map(([name]) => r.headers.get(name.toLowerCase())) : undefined,
      });
      expect(view(a), probe.target).toEqual(view(b));
    }
  });

  it('send the same page for / that the block of docs/deployment.md serves from index.html', () => {
    expect(answers.nginx.get('/')!.body).toBe(answers.preview.get('/')!.body);
  });
});

describe('the complete nginx.conf of docs/deployment.md, for trying the site without a system nginx', () => {
  it('starts, serves the site and stops with the commands docs/deployment.md gives, its files all in its own folder', async () => {
    const binary = nginxBinary()!;
    const { conf, commands } = await readmeTryNginx();
    const dir = path.join(work, 'try');
    const dist = path.join(work, 'dist');
    const port = await freePort();
    // As written, but for this test's folders and port (and, as root, the user line docs/deployment.md asks for).
    const asWritten = (text: string) =>
      text
        .replaceAll(README_TRY_FOLDER, dir)
        .replaceAll(README_PATHS.deploy, `${dist}-deploy`)
        .replaceAll(README_PATHS.web, dist)
        .replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`)
        .replace(/^nginx /, `${binary} `);
    const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
    const [makeFolders, start, stop] = commands.map(asWritten) as [string, string, string];
    execSync(makeFolders);
    await writeFile(path.join(dir, 'nginx.conf'), user + asWritten(conf));
    execSync(start);
    try {
      const home = await rawGet(`http://127.0.0.1:${port}`, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('<html lang="en-GB">');
      const moved = await rawGet(`http://127.0.0.1:${port}`, '/home');
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/']);
    } finally {
      execSync(stop);
    }
    // Stopped for good: the port is free again and nginx has removed its pid file. The master
    // closes its listening socket before it deletes the pid file, so wait for both.
    const portOpen = () =>
      rawGet(`http://127.0.0.1:${port}`, '/').then(
        () => true,
        () => false,
      );
    const pidFileLeft = () => existsSync(path.join(dir, 'nginx.pid'));
    for (let tries = 0; tries < 100 && ((await portOpen()) || pidFileLeft()); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(rawGet(`http://127.0.0.1:${port}`, '/')).rejects.toThrow();
    expect((await fg('**/*', { cwd: dir, dot: true, onlyFiles: true })).sort()).toEqual(['access.log', 'error.log', 'nginx.conf']);
  });
});

/**
 * Every same-site path that a built page names, as a browser or a link preview would fetch it:
 * `src`, each `srcset` candidate, `href`, and the `og:image` URL (absolute, on the site's origin).
 */
async function referencedFiles(dist: string): Promise<string[]> {
  const found = new Set<string>();
  const add = (value: string, origin: string) => {
    const url = new URL(value, `${origin}/`);
    if (url.origin === origin) found.add(url.pathname);
  };
  for (const file of await fg('**/*.html', { cwd: dist })) {
    const html = await readFile(path.join(dist, file), 'utf8');
    const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'https://example.invalid/').origin;
    for (const [, name, value] of html.matchAll(/\s(src|srcset|href|content)="([^"]*)"/g)) {
      if (name === 'srcset') for (const candidate of value!.split(',')) add(candidate.trim().split(/\s+/)[0]!, origin);
      else if (name === 'content') {
        if (/^https?:\/\/\S+\.(png|jpe?g|webp|avif)$/.test(value!)) add(value!, origin);
      } else if (!/^(mailto|tel|data|javascript):/.test(value!) && !value!.startsWith('#')) add(value!, origin);
    }
  }
  return [...found].sort();
}

/** The side-by-side table, for the record: test-results/probe-table.md. */
async function writeProbeTable(probes: readonly Probe[]) {
  const cell = (r: RawResponse) => `${r.status}${r.headers.get('location') ? ` → ${r.headers.get('location')}` : ''}`;
  const rows = probes.filter((p, i) => p.group !== 'page' || i < 3 || !p.file!.endsWith('.html'));
  const lines = [
    '| group | request | nginx | preview |',
    '|---|---|---|---|',
    ...rows.map(
      (p) => `| ${p.group} | \`${p.target.replace(/\|/g, '\\|')}\` | ${cell(answers.nginx.get(p.target)!)} | ${cell(answers.preview.get(p.target)!)} |`,
    ),
  ];
  await mkdir(path.join(packageRoot, 'test-results'), { recursive: true });
  await writeFile(path.join(packageRoot, 'test-results', 'probe-table.md'), `${lines.join('\n')}\n`);
}
