import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledCli } from '../../src/compiledCode.mjs';
import { packageRoot } from '../../src/projectPaths.ts';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import type { PageResult, PageTask } from '../../src/check/parallel/checkWorkers.ts';
import type { FromWorker } from '../../src/workers/workerPool.ts';

// A worker whose compiled copy is one bundle (the check worker) runs through V8's code cache
// (src/workers/runBundle.mjs): the first thread writes it once warm, later threads take it as it
// is, and one V8 refuses (another Node, a damaged file) is written afresh, never trusted.
let dir: string;
let bundle: string;
const cacheFile = () => `${bundle}.code-cache`;
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body><main><h1>Page</h1><p><b>Bold<i>crossed</b></i></p></main></body></html>';

beforeAll(async () => {
  // A copy of its own: other tests' check workers run the shared one meanwhile.
  dir = await mkdtemp(path.join(tmpdir(), 'site-code-cache-'));
  bundle = path.join(dir, 'check-worker.cjs');
  await copyFile(path.join(path.dirname(await compiledCli()), 'check-worker.cjs'), bundle);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts the bundle's thread as the pool does, waits for it to be ready, and has it validate PAGE. */
async function runWorker(): Promise<PageResult> {
  const worker = new Worker(path.join(packageRoot, 'src', 'workers', 'runBundle.mjs'), { workerData: { bundle, config: htmlValidateConfig } });
  try {
    return await new Promise<PageResult>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (message: FromWorker<PageResult[]>) => {
        if ('ready' in message) worker.postMessage({ batch: [{ page: 'page.html', html: PAGE }] satisfies PageTask[] });
        else resolve(message.reply[0]!);
      });
    });
  } finally {
    await worker.terminate();
  }
}

describe('a worker run from a bundle', () => {
  it('writes its code cache once warm, runs from it after, and replaces one V8 refuses', async () => {
    const first = await runWorker();
    expect(first.messages.map((message) => message.ruleId)).toContain('close-order');
    const written = await stat(cacheFile());
    expect(written.size).toBeGreaterThan(100_000);

    expect(await runWorker()).toEqual(first);
    // Accepted as it was: not written again.
    expect((await stat(cacheFile())).mtimeMs).toBe(written.mtimeMs);

    await writeFile(cacheFile(), 'not a code cache');
    expect(await runWorker()).toEqual(first);
    expect((await readFile(cacheFile())).length).toBeGreaterThan(100_000);
  });

  it("writes its code cache when stopped at its first reply, as a pool stops it after a writer's edit", async () => {
    await rm(cacheFile(), { force: true });
    const worker = new Worker(path.join(packageRoot, 'src', 'workers', 'runBundle.mjs'), { workerData: { bundle, config: htmlValidateConfig } });
    try {
      const replied = new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (message: FromWorker<PageResult[]>) => {
          if ('reply' in message) resolve(worker.terminate().then(() => undefined));
        });
      });
      worker.postMessage({ batch: [{ page: 'page.html', html: PAGE }] satisfies PageTask[] });
      await replied;
      expect((await stat(cacheFile())).size).toBeGreaterThan(100_000);
    } finally {
      await worker.terminate();
    }
  });

  it('starts on batches sent while it loaded, in order, without warming up first, and still writes its code cache', async () => {
    await rm(cacheFile(), { force: true });
    const worker = new Worker(path.join(packageRoot, 'src', 'workers', 'runBundle.mjs'), { workerData: { bundle, config: htmlValidateConfig } });
    try {
      const replies: PageResult[][] = [];
      let ready = false;
      const answered = new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (message: FromWorker<PageResult[]>) => {
          if ('ready' in message) ready = true;
          else if (replies.push(message.reply) === 2) resolve();
        });
      });
      // Both sent at once, as the pool sends a worker's first two batches: the first waits for
      // the thread to load, the second behind it.
      worker.postMessage({ batch: [{ page: 'first.html', html: PAGE }] satisfies PageTask[] });
      worker.postMessage({ batch: [{ page: 'second.html', html: PAGE.replace('<b>Bold<i>crossed</b></i>', 'Fine') }] satisfies PageTask[] });
      await answered;
      expect(ready).toBe(true);
      expect(replies.map((reply) => reply.map(({ page, messages }) => [page, messages.map((message) => message.ruleId)]))).toEqual([
        [['first.html', expect.arrayContaining(['close-order'])]],
        [['second.html', expect.not.arrayContaining(['close-order'])]],
      ]);
      expect((await stat(cacheFile())).size).toBeGreaterThan(100_000);
    } finally {
      await worker.terminate();
    }
  });
});
