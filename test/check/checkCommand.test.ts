import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { captureIo, fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

const origin = 'https://www.kentwebhosting.example';

/** A three-page site that passes every rule: what is left are the placeholders of the real content. */
function smallSite(): Record<string, string> {
  const css = 'body { margin: 0; }\n';
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  const page = (url: string, title: string, description: string, body: string) =>
    [
      '<!DOCTYPE html>',
      '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title} | Kent Web Hosting</title><meta name="description" content="${description}">`,
      url === '/404' ? '<meta name="robots" content="noindex, follow">' : `<meta name="robots" content="index, follow"><link rel="canonical" href="${origin}${url}">`,
      `<meta property="og:site_name" content="Kent Web Hosting"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${origin}${url}"><meta property="og:image" content="${origin}/images/share.png"><meta name="twitter:card" content="summary_large_image">`,
      `<link rel="stylesheet" href="/assets/site.css" integrity="${integrity}"></head>`,
      `<body><main id="main"><h1>${title}</h1>${body}</main></body></html>`,
      '',
    ].join('\n');
  return {
    'index.html': page('/', 'Small Hosting Home Page', 'The home page of a small test site, with one link to the page about us.', '<p><a href="/about">About us</a></p>'),
    'about.html': page('/about', 'About the Small Test Company', 'About the company behind the small test site, with a link back home.', '<p><a href="/">Home</a></p>'),
    '404.html': page('/404', 'Page Not Found', 'The page you asked for is not on the small test site; go back home.', '<p><a href="/">Home</a></p>'),
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${origin}/</loc></url>\n<url><loc>${origin}/about</loc></url>\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    'assets/site.css': css,
    'images/share.png': '',
    _redirects: '/home / 301\n',
  };
}

let project: FixtureProject;
beforeEach(async () => {
  project = await fixtureProject();
  for (const [file, data] of Object.entries(smallSite())) await project.write(`dist/${file}`, data);
});
afterEach(() => project.cleanup());

const run = async (...args: string[]) => {
  const output = captureIo();
  const code = await main(['node', 'site', 'check', ...args], { ...output.io, cwd: project.root });
  return { code, stdout: output.stdout, stderr: output.stderr };
};

const placeholders = [
  ['6:1', 'origin', `${origin}`, 'a reserved .example domain'],
  ['12:3', 'contact.email', 'hello@kentwebhosting.example', 'a reserved .example domain'],
  ['13:3', 'contact.phone', '01632 960 123', 'an Ofcom drama phone number (01632 960xxx)'],
  ['20:3', 'parentBrand.url', 'https://www.examplegroup.example', 'a reserved .example domain'],
  ['22:3', 'billing.login', 'https://billing.kentwebhosting.example/login', 'a reserved .example domain'],
  ['23:3', 'billing.store', 'https://billing.kentwebhosting.example/index.php', 'a reserved .example domain'],
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
    expect(stdout).toBe([
      '[content/placeholder] 6 warnings',
      ...placeholders,
      '',
      '0 errors, 6 warnings',
      'Checked 3 pages: passed (0 errors, 6 warnings)',
      '',
    ].join('\n'));
    expect(code).toBe(0);
  });

  it('fails on those warnings with --strict', async () => {
    const { code, stdout } = await run('--strict');
    expect(stdout.split('\n').at(-2)).toBe('Checked 3 pages: problems found (0 errors, 6 warnings)');
    expect(code).toBe(1);
  });

  it('prints one JSON document with --json: totals, counts per rule and every finding', async () => {
    const { code, stdout } = await run('--json');
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['ok', 'pages', 'errors', 'warnings', 'durationMs', 'rules', 'findings']);
    expect(report).toMatchObject({ ok: true, pages: 3, errors: 0, warnings: 6, rules: { 'content/placeholder': 6 } });
    expect(report['findings']).toHaveLength(6);
    expect(code).toBe(0);
  });

  it('groups errors by rule with their counts, and exits 1', async () => {
    const about = await project.read('dist/about.html');
    await project.write('dist/about.html', about.replaceAll('About the Small Test Company', 'Small Hosting Home Page').replace('<p>', '<p style="color: red">'));
    const { code, stdout } = await run();
    const headings = stdout.split('\n').filter((line) => line.startsWith('['));
    expect(headings).toEqual(['[content/placeholder] 6 warnings', '[html-validate/no-inline-style] 1 error', '[meta/duplicate-title] 2 errors', '[safety/inline-style] 1 error']);
    const duplicates = stdout.slice(stdout.indexOf('[meta/duplicate-title]'), stdout.indexOf('[safety/'));
    expect(duplicates).toBe([
      '[meta/duplicate-title] 2 errors',
      'dist/about.html:3:1 error [meta/duplicate-title] The title "Small Hosting Home Page | Kent Web Hosting" is also used by index.html',
      'dist/index.html:3:1 error [meta/duplicate-title] The title "Small Hosting Home Page | Kent Web Hosting" is also used by about.html',
      '',
      '',
    ].join('\n'));
    expect(stdout.split('\n').slice(-3)).toEqual(['4 errors, 6 warnings', 'Checked 3 pages: problems found (4 errors, 6 warnings)', '']);
    expect(code).toBe(1);
  });
});
