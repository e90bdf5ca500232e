import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { serveCommand } from '../../src/cli/serveCommand.ts';
import { LIVE_RELOAD_SCRIPT } from '../../src/serve/liveReload.ts';
import { captureIo, fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
const stop = new AbortController();
let running: Promise<number>;
const output = captureIo();
let url = '';

beforeAll(async () => {
  project = await fixtureProject();
  running = serveCommand({ dir: 'dist', port: '0', host: '127.0.0.1', watch: true, content: 'content' }, { ...output.io, cwd: project.root }, stop.signal);
  for (let i = 0; i < 200 && !url; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = /Serving dist\/ at (http:\/\/[^ \n]+)/.exec(output.stdout)?.[1] ?? '';
  }
  expect(url).not.toBe('');
}, 60_000);

afterAll(async () => {
  stop.abort();
  expect(await running).toBe(0);
  await project.cleanup();
});

/** Resolves with the next event of the given name from the live-reload stream. */
async function nextEvent(name: string): Promise<string> {
  const response = await fetch(`${url}/__site/events`);
  const reader = response.body!.getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream closed');
    buffer += new TextDecoder().decode(value);
    const match = new RegExp(`event: ${name}\\n((?:data: .*\\n)+)\\n`).exec(buffer);
    if (match) {
      await reader.cancel();
      return match[1]!.replace(/^data: /gm, '');
    }
  }
}

describe('site serve --watch', () => {
  it('injects the reload script into served pages only, never into dist/', async () => {
    const page = await (await fetch(`${url}/about`)).text();
    expect(page).toContain(`<script src="${LIVE_RELOAD_SCRIPT.path}" defer></script>`);
    const script = await fetch(url + LIVE_RELOAD_SCRIPT.path);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const file of await fg('**/*.html', { cwd: path.join(project.root, 'dist') })) {
      expect(await readFile(path.join(project.root, 'dist', file), 'utf8'), file).not.toContain('__site');
    }
  });

  it('rebuilds after a content edit and tells open pages to reload', async () => {
    const event = nextEvent('reload');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const town = await project.read('content/locations/deal.md');
    await project.write('content/locations/deal.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  Freshly edited. '));
    await event;
    expect(await (await fetch(`${url}/kent/deal`)).text()).toContain('Freshly edited.');
    expect(output.stdout).toMatch(/Rebuilt in \d+ms: \d+ of \d+ pages rendered/);
  });

  it('reports a broken edit to the page and keeps serving the last good build', async () => {
    const event = nextEvent('build-error');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const town = await project.read('content/locations/deal.md');
    await project.write('content/locations/deal.md', town.replace('county: Kent', 'county: [unclosed'));
    const message = await event;
    expect(message).toContain('content/locations/deal.md');
    expect((await fetch(`${url}/kent/deal`)).status).toBe(200);
    await project.write('content/locations/deal.md', town);
  });
});
