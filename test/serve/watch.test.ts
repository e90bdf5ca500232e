import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { serveCommand } from '../../src/cli/serveCommand.ts';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { searchIndex } from '../../src/search/queryIndex.ts';
import { treeHashes } from '../support/treeHashes.ts';
import { LIVE_RELOAD_TAG } from '../../src/serve/liveReload.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { TUTORIAL, TUTORIAL_PAGE, screenshot } from '../support/testImages.ts';

let project: FixtureProject;
const stop = new AbortController();
let running: Promise<number>;
const output = captureIo();
let url = '';
let events: ReloadEvents;

/** The live-reload stream, read from the start: every reload event, in order, with its payload. */
class ReloadEvents {
  private readonly seen: { ok: boolean; problems?: string }[] = [];
  private waiting: (() => void) | undefined;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
    void this.pump();
  }

  private async pump() {
    let buffer = '';
    for (;;) {
      const { value, done } = await this.reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        // `reload` after a good build; `failed` carries the problems of a failed one.
        if (!block.startsWith('event: reload\n') && !block.startsWith('event: failed\n')) continue;
        this.seen.push(
          JSON.parse(
            block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n'),
          ) as { ok: boolean; problems?: string },
        );
        this.waiting?.();
      }
    }
  }

  /** Events so far, to wait only for those that come after. */
  get count() {
    return this.seen.length;
  }

  /** Waits for a reload event after the first `after`, that `matches`. */
  async next(after: number, matches: (event: { ok: boolean; problems?: string }) => boolean | Promise<boolean>) {
    for (let i = after; ; i++) {
      while (this.seen.length <= i) await new Promise<void>((resolve) => (this.waiting = resolve));
      if (await matches(this.seen[i]!)) return this.seen[i]!;
    }
  }

  close() {
    void this.reader.cancel().catch(() => {});
  }
}

beforeAll(async () => {
  project = await smallProject({ search: true });
  // An image the tutorial shows, there from the first build: the last test replaces it.
  await project.write('public/images/watched.png', await screenshot(undefined, { small: true }));
  await project.write(TUTORIAL, `${await project.read(TUTORIAL)}\n![The dashboard](/images/watched.png)\n`);
  running = serveCommand({ dir: 'dist', port: '0', host: '127.0.0.1', watch: true, content: 'content' }, { ...output.io, cwd: project.root }, stop.signal);
  for (let i = 0; i < 400 && !url; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = /Serving dist\/ at (http:\/\/[^ \n]+)/.exec(output.stdout)?.[1] ?? '';
  }
  expect(url).not.toBe('');
  events = new ReloadEvents((await fetch(`${url}/__site/events`)).body!);
}, 60_000);

afterAll(async () => {
  events?.close();
  stop.abort();
  expect(await running).toBe(0);
  await project.cleanup();
});

const file = 'content/locations/deal.md';
const absolute = () => path.join(project.root, file);
let original = '';

/** The ways editors and tools save a file. */
const saves: Record<string, (text: string) => Promise<void>> = {
  'an in-place write': (text) => writeFile(absolute(), text),
  'a write to a temporary file renamed over it': async (text) => {
    const temporary = path.join(path.dirname(absolute()), '.deal.md.tmp');
    await writeFile(temporary, text);
    await rename(temporary, absolute());
  },
  'a delete, then a new file': async (text) => {
    await rm(absolute());
    await writeFile(absolute(), text);
  },
  'sed -i': async (text) => {
    // sed writes a new file and renames it over the old one: one `{line}s|.*|…|` per changed line.
    const current = (await readFile(absolute(), 'utf8')).split('\n');
    const wanted = text.split('\n');
    expect(wanted).toHaveLength(current.length);
    const scripts = wanted.flatMap((line, i) => (line === current[i] ? [] : ['-e', `${i + 1}s|.*|${escapeSed(line)}|`]));
    await promisify(execFile)('sed', ['-i', ...scripts, absolute()]);
    expect(await readFile(absolute(), 'utf8')).toBe(text);
  },
};

/** The replacement side of a sed `s` command: `\`, `|` and `&` are special there. */
function escapeSed(text: string): string {
  return text.replace(/[\\|&]/g, '\\$&');
}

const page = () => fetch(`${url}/kent/deal`);
const withSummary = (marker: string) => original.replace(/^summary: >-\n  /m, `summary: >-\n  ${marker} `);
const broken = () => original.replace('county: Kent', 'county: [unclosed');

describe('site serve --watch', () => {
  it('injects the reload script into served pages only, never into dist/', async () => {
    const html = await (await page()).text();
    expect(html).toContain(LIVE_RELOAD_TAG);
    const script = await fetch(`${url}/__site/live-reload.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const built of await fg('**/*.html', { cwd: path.join(project.root, 'dist') })) {
      expect(await readFile(path.join(project.root, 'dist', built), 'utf8'), built).not.toContain('__site');
    }
    original = await project.read(file);
  });

  describe.each(Object.keys(saves))('after %s', (how) => {
    const save = saves[how]!;
    const marker = `Saved by ${how.replace(/[^a-z]+/gi, ' ').trim()}.`;

    it('rebuilds and reloads open pages with the new text', async () => {
      const from = events.count;
      await save(withSummary(`${marker} First.`));
      await events.next(from, async (event) => event.ok && (await (await page()).text()).includes(`${marker} First.`));
      const response = await page();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-site-build')).toBeNull();
    });

    it('tells open pages the failure, and marks the pages it still serves as failed', async () => {
      const from = events.count;
      await save(broken());
      // A save that creates the file may be seen half-written first (an empty file): wait for the edit itself.
      const event = await events.next(from, (e) => !e.ok && e.problems!.includes('[content/yaml-syntax]'));
      expect(event.problems).toMatch(new RegExp(`^${file}:\\d+:\\d+ error \\[content/yaml-syntax\\]`));
      const response = await page();
      expect(response.status).toBe(500);
      expect(response.headers.get('x-site-build')).toBe('failed');
      // Any client is told what is wrong, located and escaped, not shown the last good page; an open tab also gets the overlay.
      const text = await response.text();
      expect(text).toContain('<h1>The last rebuild failed</h1>');
      expect(text).toMatch(new RegExp(`${file}:\\d+:\\d+ error \\[content/yaml-syntax\\]`));
      expect(text).not.toContain(marker);
      expect(text).toContain(LIVE_RELOAD_TAG);
    });

    it('picks up the next good edit after the failed one, and serves it as current', async () => {
      const from = events.count;
      await save(withSummary(`${marker} Second.`));
      await events.next(from, async (event) => event.ok && (await (await page()).text()).includes(`${marker} Second.`));
      const response = await page();
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`${marker} Second.`);
    });
  });

  it('keeps seeing the file after every kind of save: a last in-place edit still reaches the page', async () => {
    const from = events.count;
    await writeFile(absolute(), withSummary('Last edit.'));
    await events.next(from, async (event) => event.ok && (await (await page()).text()).includes('Last edit.'));
    expect(output.stdout).toMatch(/Rebuilt in \d+ms: \d+ of \d+ pages rendered/);
  });

  it('picks up a replaced image, and reloads the page that shows it though its Markdown did not change', async () => {
    const shown = async () => /\/assets\/images\/watched\.([0-9a-f]{8})\.\d+\.png/.exec(await (await fetch(`${url}${TUTORIAL_PAGE}`)).text())?.[1];
    const before = await shown();
    expect(before).toMatch(/^[0-9a-f]{8}$/);
    const from = events.count;
    await project.write('public/images/watched.png', await screenshot('#dc2626', { small: true }));
    await events.next(from, async (event) => event.ok && (await shown()) !== before);
    expect(await shown()).toMatch(/^[0-9a-f]{8}$/);
  });

  it('makes the search index after the reload, once the saves pause: then dist/ is what a build from scratch makes', async () => {
    const from = events.count;
    await writeFile(absolute(), withSummary('Searchable quokkas.'));
    await events.next(from, async (event) => event.ok && (await (await page()).text()).includes('Searchable quokkas.'));
    // The reload comes first, with the earlier index; the new one follows.
    const marker = () => project.read('dist/.site-output');
    for (let i = 0; i < 200 && /_search_pending$/m.test(await marker()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await marker()).not.toMatch(/_search_pending$/m);
    const search = searchIndex(async (file) => JSON.parse(await project.read(`dist/${file}`)) as unknown);
    expect(await Promise.all((await search('quokkas')).map(async (found) => (await found.data()).url))).toContain('/kent/deal');
    const fresh = await build({ root: project.root, outDir: 'fresh', drafts: true, cache: false, deployWriter: createMemoryWriter() });
    expect(fresh.ok).toBe(true);
    const [served, scratch] = await Promise.all([treeHashes(path.join(project.root, 'dist')), treeHashes(path.join(project.root, 'fresh'))]);
    expect([...new Set([...served.keys(), ...scratch.keys()])].filter((name) => served.get(name) !== scratch.get(name))).toEqual([]);
    await writeFile(absolute(), original);
  }, 30_000);
});
