import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue, listRules } from '../../src/errors/catalogue.ts';
import { main } from '../../src/cli/main.ts';
import { captureIo, emptyProject, smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { origin, smallSite } from '../support/smallSite.ts';

let project: FixtureProject;
beforeEach(async () => {
  project = await smallProject();
  for (const [file, data] of Object.entries(smallSite())) await project.write(`dist/${file}`, data);
});
afterEach(() => project.cleanup());

const run = async (...args: string[]) => {
  const output = captureIo();
  const code = await main(['node', 'site', 'check', ...args], { ...output.io, cwd: project.root });
  return { code, stdout: output.stdout, stderr: output.stderr };
};

const placeholders = [
  ['6:9', 'origin', `${origin}`, 'a reserved .example domain'],
  ['12:10', 'contact.email', 'hello@kentwebhosting.example', 'a reserved .example domain'],
  ['13:10', 'contact.phone', '01632 960 123', 'an Ofcom drama phone number (01632 960xxx)'],
  ['20:8', 'parentBrand.url', 'https://www.examplegroup.example', 'a reserved .example domain'],
  ['22:10', 'billing.login', 'https://billing.kentwebhosting.example/login', 'a reserved .example domain'],
  ['23:10', 'billing.store', 'https://billing.kentwebhosting.example/index.php', 'a reserved .example domain'],
].flatMap(([at, field, found, what]) => [
  `content/site.yaml:${at} warning [content/placeholder] \`${field}\` is a placeholder: ${what}`,
  `  field:    ${field}`,
  `  found:    ${found}`,
  '  hint:     Replace the placeholder in content/site.yaml with the real value before going live.',
]);

describe('site check output and exit codes', () => {
  it('passes with the placeholders listed as warnings, grouped under their rule', async () => {
    const { code, stdout, stderr } = await run();
    expect(stderr).toBe('');
    expect(stdout).toBe(
      ['[content/placeholder] 6 warnings', ...placeholders, '', '0 errors, 6 warnings', 'Checked 3 pages: passed (0 errors, 6 warnings)', ''].join('\n'),
    );
    expect(code).toBe(0);
  });

  it('fails on those warnings with --strict', async () => {
    const { code, stdout } = await run('--strict');
    expect(stdout.split('\n').at(-2)).toBe('Checked 3 pages: problems found (0 errors, 6 warnings)');
    expect(code).toBe(1);
  });

  it('prints one JSON document with --json: totals, counts per rule, what each rule means and every finding', async () => {
    const { code, stdout } = await run('--json');
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['ok', 'pages', 'errors', 'warnings', 'durationMs', 'cachedPages', 'rules', 'catalogue', 'findings']);
    expect(report).toMatchObject({ ok: true, pages: 3, errors: 0, warnings: 6, rules: { 'content/placeholder': 6 } });
    expect(report['catalogue']).toEqual({
      'content/placeholder': {
        severity: 'warning',
        title: 'Placeholder value',
        why: catalogue['content/placeholder'].why,
        hint: catalogue['content/placeholder'].hint,
        docs: 'docs/check-rules.md#content',
      },
    });
    expect(report['findings']).toHaveLength(6);
    expect(code).toBe(0);
  });

  // Without --external no link to another site is asked for: the JSON above has no `external`.
  it('asks every link to another site with --external, and --json carries the findings and every link', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(request.url === '/gone' ? 410 : 200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A built site alone, without content: the check has nothing else to read, so it is quick.
    const own = await emptyProject();
    const run = async (...args: string[]) => {
      const output = captureIo();
      const code = await main(['node', 'site', 'check', ...args], { ...output.io, cwd: own.root });
      return { code, stdout: output.stdout, stderr: output.stderr };
    };
    try {
      for (const [file, data] of Object.entries(smallSite())) await own.write(`dist/${file}`, data);
      const about = (await own.read('dist/about.html')).replace('</main>', `<a href="${base}/gone">Old</a><a href="${base}/fine">Fine</a></main>`);
      await own.write('dist/about.html', about);
      const text = await run('--external');
      expect(text.stdout).toContain(`dist/about.html:8:`);
      expect(text.stdout.split('\n').at(-2)).toBe('Checked 3 pages: problems found (1 error, 0 warnings); 2 external links asked');
      expect(asked.sort()).toEqual(['GET /gone', 'HEAD /fine', 'HEAD /gone']);
      expect(text.code).toBe(1);
      const { code, stdout } = await run('--external', '--json');
      const report = JSON.parse(stdout) as { rules: Record<string, number>; findings: { file: string; rule: string; message: string }[]; external: unknown[] };
      expect(report.rules['external/broken']).toBe(1);
      expect(report.findings.find((f) => f.rule === 'external/broken')).toMatchObject({
        file: 'dist/about.html',
        message: `${base}/gone answers 410 Gone; on dist/about.html`,
      });
      // The second check asked nothing: the answers are kept in .site-cache/.
      expect(report.external).toEqual([
        { url: `${base}/gone`, pages: ['about.html'], outcome: { kind: 'answered', status: 410, url: `${base}/gone`, method: 'GET' }, cached: true },
        { url: `${base}/fine`, pages: ['about.html'], outcome: { kind: 'answered', status: 200, url: `${base}/fine`, method: 'HEAD' }, cached: true },
      ]);
      expect(asked).toHaveLength(3);
      expect(code).toBe(1);
    } finally {
      server.close();
      await own.cleanup();
    }
  });

  it('lists every rule of the catalogue with --list-rules, checking nothing', async () => {
    const { code, stdout } = await run('--list-rules', '--dir', 'nowhere');
    expect(code).toBe(0);
    for (const rule of listRules()) expect(stdout).toContain(`${rule.severity.padEnd(7)} ${rule.id === 'html-validate' ? 'html-validate/{rule}' : rule.id} `);
    expect(stdout).toContain(`why: ${catalogue['links/orphan'].why}`);
    expect(stdout).toContain('meta (docs/check-rules.md#meta)');
    const listed = JSON.parse((await run('--list-rules', '--json')).stdout) as { id: string }[];
    expect(listed.map((rule) => rule.id)).toEqual(Object.keys(catalogue));
  });

  it('groups errors by rule with their counts, and exits 1', async () => {
    const about = await project.read('dist/about.html');
    await project.write(
      'dist/about.html',
      about.replaceAll('About the Small Test Company', 'Small Hosting Home Page').replace('<p>', '<p style="color: red">'),
    );
    const { code, stdout } = await run();
    const headings = stdout.split('\n').filter((line) => line.startsWith('['));
    expect(headings).toEqual([
      '[content/placeholder] 6 warnings',
      '[html-validate/no-inline-style] 1 error',
      '[meta/duplicate-title] 2 errors',
      '[safety/inline-style] 1 error',
    ]);
    const duplicates = stdout.slice(stdout.indexOf('[meta/duplicate-title]'), stdout.indexOf('[safety/'));
    expect(duplicates).toBe(
      [
        '[meta/duplicate-title] 2 errors',
        'dist/about.html:3:1 error [meta/duplicate-title] The title "Small Hosting Home Page | Kent Web Hosting" is also used by index.html',
        'dist/index.html:3:1 error [meta/duplicate-title] The title "Small Hosting Home Page | Kent Web Hosting" is also used by about.html',
        '',
        '',
      ].join('\n'),
    );
    expect(stdout.split('\n').slice(-3)).toEqual(['4 errors, 6 warnings', 'Checked 3 pages: problems found (4 errors, 6 warnings)', '']);
    expect(code).toBe(1);
  });
});
