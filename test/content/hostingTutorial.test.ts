import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/build.ts';
import { codeNodes, decodeHtml } from '../support/markdownCode.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { TUTORIAL, TUTORIAL_PAGE } from '../support/testImages.ts';

// What a hosting company's writers paste into a tutorial: nginx and Apache blocks, a DNS zone,
// PHP, .htaccess, JSON, shell with ${HOME}, templates with {{path}}, a table of plans, all built
// on the real pipeline: the code on the page is the writer's, byte for byte, and the claims in
// the prose are filled.
const BODY = [
  'Our servers promise {uptimeSla} uptime. Write `{uptimeSla}` in a template to show the figure.',
  '',
  '```nginx',
  'server {',
  '    listen 443 ssl;',
  '    server_name {domain} www.{domain};',
  '    root /var/www/{site}/public;',
  '    location / { try_files $uri $uri/ /index.php?$query_string; }',
  '}',
  '```',
  '',
  '```apache',
  '<VirtualHost *:80>',
  '    ServerName example.co.uk',
  '    DocumentRoot "/var/www/html"',
  '    <Directory "/var/www/html">',
  '        AllowOverride All',
  '    </Directory>',
  '</VirtualHost>',
  '```',
  '',
  '```',
  '$TTL 3600',
  '@   IN  SOA ns1.example.co.uk. hostmaster.example.co.uk. ( 2024120701 7200 3600 1209600 3600 )',
  '    IN  MX  10 mail.example.co.uk.',
  'www IN  CNAME @',
  '```',
  '',
  '```php',
  '<?php',
  '$config = ["db" => getenv("DB_HOST") ?: "localhost"];',
  'echo "Hello, {$config[\'db\']}";',
  '```',
  '',
  '```apacheconf',
  '# .htaccess',
  'RewriteEngine On',
  'RewriteCond %{HTTPS} off',
  'RewriteRule ^(.*)$ https://%{HTTP_HOST}%{REQUEST_URI} [L,R=301]',
  '```',
  '',
  '```json',
  '{ "name": "{{path/to/file}}", "env": { "HOME": "${HOME}" }, "x": "{x}" }',
  '```',
  '',
  'Back up with `tar -czf ~/backup-$(date +%F).tar.gz ${HOME}/public_html` every night, as our {uptimeSla} promise needs.',
  '',
  '| Plan | Storage | Price |',
  '|---|---|---|',
  '| Starter | 10 GB | from the plans page |',
  '',
].join('\n');

let project: FixtureProject;
let result: BuildResult;
let page: string;
let claims: Record<string, string>;

beforeAll(async () => {
  project = await smallProject();
  const text = await project.read(TUTORIAL);
  await project.write(TUTORIAL, `${text.trimEnd()}\n\n${BODY}`);
  result = await build({ root: project.root, cache: false });
  page = await readFile(path.join(project.root, 'dist', `${TUTORIAL_PAGE.slice(1)}.html`), 'utf8').catch(() => '');
  const site = await project.read('content/site.yaml');
  claims = { uptimeSla: /uptimeSla: "?([^"\n]+)"?/.exec(site)![1]! };
}, 120_000);
afterAll(() => project?.cleanup());

describe('a hosting tutorial with configuration, shell, PHP and JSON in its code', () => {
  it('builds with no error', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('shows every code block and span exactly as written, and fills the claims of the prose', () => {
    const shown = decodeHtml(page);
    const code = codeNodes(BODY).map(({ value }) => value);
    expect(code.length).toBe(8);
    for (const text of code) expect(shown, text).toContain(text);
    expect(shown).toContain(`Our servers promise ${claims['uptimeSla']} uptime.`);
    expect(shown).not.toContain('Our servers promise {uptimeSla}');
  });
});
