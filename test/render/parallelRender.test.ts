import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildModel } from '../../src/content/buildModel.ts';
import type { Model } from '../../src/content/model.ts';
import { buildAssets } from '../../src/emit/buildAssets.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { renderPages } from '../../src/render/renderPages.tsx';
import { PAGES_PER_WORKER, renderWorkerLimits, WORKERS_ONLY_PAGES, workerCount, workersOnly } from '../../src/render/parallel/renderWorkers.ts';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import type { PageRoute, RouteTable } from '../../src/routes/route.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { build } from '../../src/build.ts';
import { createFsWriter, createMemoryWriter, type Writer } from '../../src/emit/writer.ts';
import { treeHashes } from '../support/treeHashes.ts';
import { deserialize, serialize } from 'node:v8';
import { withSharedStrings } from '../../src/render/parallel/sharedStrings.ts';

let project: FixtureProject;
let model: Model;
let routes: RouteTable;
let assets: Awaited<ReturnType<typeof buildAssets>>['urls'] & { cardSalt: string };

beforeAll(async () => {
  project = await smallProject();
  model = (await buildModel(path.join(project.root, 'content'), project.root)).model!;
  routes = expandRoutes(model).routes;
  assets = { ...(await buildAssets(path.join(packageRoot, 'templates'))).urls, cardSalt: 'test' };
}, 60_000);
afterAll(() => project.cleanup());

/** Renders with the given number of workers and keeps every page as text. */
async function render(table: RouteTable, workers: number, workersOnly?: boolean) {
  const pages = new Map<string, string>();
  const decoder = new TextDecoder();
  const result = await renderPages(model, table, assets, {
    verbose: false,
    code: { root: packageRoot, templatesDir: path.join(packageRoot, 'templates') },
    track: true,
    workers,
    ...(workersOnly === undefined ? {} : { workersOnly }),
    onPage: async (route, html) => void pages.set(route.url, typeof html === 'string' ? html : decoder.decode(html)),
  });
  return { result, pages };
}

describe('rendering on worker threads', () => {
  it("gives a worker's copy of the route table every route as it was, its repeated fields shared", () => {
    const copied = deserialize(serialize(routes)) as RouteTable;
    expect(withSharedStrings(copied)).toEqual(routes);
    expect(copied.pages.filter((route) => route.template === 'location').length).toBeGreaterThan(10);
  });

  it('gives the same documents, reads, pending links and order as one thread', async () => {
    const alone = await render(routes, 0);
    const shared = await render(routes, 1);
    expect(shared.result.workers).toBe(1);
    expect(alone.result.workers).toBe(0);
    expect(shared.pages.size).toBe(routes.pages.length);
    // Every page, byte for byte, whichever thread rendered it.
    for (const [url, html] of alone.pages) expect(shared.pages.get(url), url).toBe(html);
    expect(shared.result.renderedUrls).toEqual(alone.result.renderedUrls);
    expect(shared.result.renderedUrls).toEqual(routes.pages.map((route) => route.url));
    expect([...shared.result.reads].map(([url, reads]) => [url, [...reads].sort()])).toEqual(
      [...alone.result.reads].map(([url, reads]) => [url, [...reads].sort()]),
    );
    expect(shared.result.links.pending).toEqual(alone.result.links.pending);
  }, 120_000);

  it('on workers alone (a large site), gives the same documents, reads and order as one thread', async () => {
    const alone = await render(routes, 0);
    const workers = await render(routes, 2, true);
    expect(workers.result.workers).toBe(2);
    expect(workers.pages.size).toBe(routes.pages.length);
    for (const [url, html] of alone.pages) expect(workers.pages.get(url), url).toBe(html);
    expect(workers.result.renderedUrls).toEqual(alone.result.renderedUrls);
    expect([...workers.result.reads].map(([url, reads]) => [url, [...reads].sort()])).toEqual(
      [...alone.result.reads].map(([url, reads]) => [url, [...reads].sort()]),
    );
  }, 120_000);

  it('reports a template that throws on a worker as it does on one thread, and stops handing pages on', async () => {
    // Routes with no template, spread through the table so that both threads meet some.
    const broken = (at: number) =>
      ({ ...routes.pages[at]!, url: `/broken-${at}`, output: `broken-${at}.html`, template: 'no-such-template' }) as unknown as PageRoute;
    const pages = routes.pages.flatMap((route, i) => (i % 25 === 12 ? [broken(i), route] : [route]));
    const table = { ...routes, pages };
    const alone = await render(table, 0);
    const shared = await render(table, 1);
    // One problem, however many pages it broke: at the line that threw, naming the count and the first pages.
    const brokenUrls = pages.filter((route) => route.url.startsWith('/broken-')).map((route) => route.url);
    expect(brokenUrls.length).toBeGreaterThan(3);
    for (const { result } of [alone, shared]) {
      expect(result.diagnostics).toHaveLength(1);
      expect(result.diagnostics[0]).toMatchObject({
        rule: 'render/template-error',
        file: 'src/render/renderPage.tsx',
        message: expect.stringContaining(
          `Template "no-such-template" failed for ${brokenUrls.length} pages (${brokenUrls.slice(0, 3).join(', ')} and ${brokenUrls.length - 3} more): `,
        ),
      });
    }
    expect(shared.result.diagnostics).toEqual(alone.result.diagnostics);
    // Pages are still rendered to find every failure, but no longer handed on to be written.
    expect(shared.pages.size).toBeLessThan(routes.pages.length / 2);
  }, 120_000);

  it('lets a worker write its pages into the output itself, to the same files as one thread', async () => {
    const counted = { written: 0, direct: 0 };
    const counting = (writer: Writer): Writer => ({
      ...writer,
      async begin() {
        const sink = await writer.begin();
        const direct = sink.direct!;
        return {
          ...sink,
          write: (file) => (counted.written++, sink.write(file)),
          direct: { dir: direct.dir, wrote: (file) => (counted.direct++, direct.wrote(file)) },
        };
      },
    });
    const one = await build({ root: project.root, outDir: 'dist-one', threads: 1, cache: false });
    const two = await build({
      root: project.root,
      outDir: 'dist-two',
      threads: 2,
      cache: false,
      writer: counting(createFsWriter(path.join(project.root, 'dist-two'))),
    });
    expect([one.ok, two.ok, two.renderThreads]).toEqual([true, true, 2]);
    // Pages of both threads, and every other file, through one output.
    expect(counted.direct).toBeGreaterThan(0);
    expect(counted.direct + counted.written).toBe(two.files);
    expect(two.files).toBe(one.files);
    expect(await treeHashes(path.join(project.root, 'dist-two'))).toEqual(await treeHashes(path.join(project.root, 'dist-one')));
  }, 120_000);

  it('leaves a page a worker renders with the bytes it already has where it is, and counts it unchanged', async () => {
    // Built on one thread, then again from scratch on two over it: no page's bytes differ.
    expect((await build({ root: project.root, outDir: 'dist-again', threads: 1, cache: false })).ok).toBe(true);
    const before = await treeHashes(path.join(project.root, 'dist-again'));
    const again = await build({ root: project.root, outDir: 'dist-again', threads: 2, cache: false });
    expect([again.ok, again.renderThreads]).toEqual([true, 2]);
    expect(again.changedPages).toEqual([]);
    expect(await treeHashes(path.join(project.root, 'dist-again'))).toEqual(before);
  }, 120_000);

  it("sends the pages a worker cannot write to the build's thread, which writes them", async () => {
    const memory = createMemoryWriter();
    // A folder that cannot be made: every page of the worker comes back to be written.
    const unwritable: Writer = {
      async begin() {
        return { ...(await memory.begin()), direct: { dir: path.join(project.root, 'content/site.yaml/x'), wrote: () => {} } };
      },
    };
    const result = await build({ root: project.root, writer: unwritable, deployWriter: createMemoryWriter(), threads: 2 });
    expect([result.ok, result.renderThreads]).toEqual([true, 2]);
    expect([...memory.files.keys()].filter((file) => file.endsWith('.html'))).toHaveLength(result.pages);
  }, 120_000);

  it('starts a worker only for a spare core and enough pages to repay its start', () => {
    expect(workerCount(PAGES_PER_WORKER - 1, 2)).toBe(0);
    expect(workerCount(PAGES_PER_WORKER, 2)).toBe(1);
    expect(workerCount(PAGES_PER_WORKER * 8, 4)).toBe(3);
    expect(workerCount(PAGES_PER_WORKER * 8, 1)).toBe(0);
    // A large site renders on one worker per core, the build's thread rendering none.
    expect(workerCount(WORKERS_ONLY_PAGES, 2)).toBe(2);
    expect(workersOnly(WORKERS_ONLY_PAGES, 2)).toBe(true);
    expect(workersOnly(WORKERS_ONLY_PAGES - 1, 1)).toBe(false);
    expect(workerCount(WORKERS_ONLY_PAGES, 1)).toBe(0);
  });

  it("bounds a worker's heap in proportion to the copy it holds, well above what the copy takes deserialised", () => {
    const small = renderWorkerLimits(4 * 2 ** 20).maxOldGenerationSizeMb!;
    const large = renderWorkerLimits(40 * 2 ** 20).maxOldGenerationSizeMb!;
    // A copy takes about twice its serialised size in the heap: the bound leaves as much again, and the code's share.
    expect(small).toBeGreaterThanOrEqual(4 * 4);
    expect(large).toBeGreaterThanOrEqual(40 * 4);
    expect(large).toBeGreaterThan(small);
  });
});
