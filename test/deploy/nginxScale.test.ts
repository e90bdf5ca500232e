import { searchSettings } from '../support/fixtureProject.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployFiles } from '../../src/emit/deployFiles.ts';
import { writeData } from '../../src/emit/fileData.ts';
import { headersFile } from '../../src/emit/headersFile.ts';
import { redirectsFile } from '../../src/emit/redirectsFile.ts';
import { README_PATHS, readmeNginxBlock } from './readmeNginxBlock.ts';
import { nginxBinary } from './startNginx.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'site-nginx-scale-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the nginx configuration at 10,000 pages', () => {
  it('passes nginx -t without a warning', async () => {
    const binary = nginxBinary();
    if (!binary) throw new Error("nginx is not installed: `npm test` installs Debian's nginx-light; or set NGINX_PATH");
    const pages = ['index.html', '404.html', 'assets/site.0123456789.css'];
    for (let i = 0; i < 7_000; i++) pages.push(`knowledge/an-article-with-a-long-descriptive-slug-number-${i}.html`);
    for (let i = 0; i < 3_000; i++) pages.push(`web-hosting/county-${i % 60}/a-town-with-a-long-name-${i}.html`);
    const redirects = [{ from: '/web-hosting-uk/:county/:town', to: '/web-hosting/:county/:town', status: 301 as const, source: 'test' }];
    const web = [headersFile(searchSettings), redirectsFile(redirects, new Set(pages))];
    const deploy = path.join(work, 'dist-deploy');
    await mkdir(deploy, { recursive: true });
    for (const file of deployFiles(web, pages)) writeData(path.join(deploy, file.path), file.data);
    const block = (await readmeNginxBlock())
      .replaceAll(README_PATHS.deploy, deploy)
      .replaceAll(README_PATHS.web, path.join(work, 'dist'))
      .replace(README_PATHS.listen, 'listen 127.0.0.1:8;');
    await writeFile(path.join(work, 'nginx.conf'), `pid ${work}/nginx.pid;\nerror_log ${work}/error.log warn;\nevents {}\nhttp {\n${block}\n}\n`);
    const result = spawnSync(binary, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/\[(warn|emerg|error)\]/);
  });
});
