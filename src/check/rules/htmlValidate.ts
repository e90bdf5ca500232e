import path from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { packageRoot } from '../../projectPaths.ts';
import type { CheckCache, StoredMessage } from '../checkCache.ts';
import { validatePages, type RawMessage } from './validatePages.mjs';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
};

/** Below this many pages, starting workers costs more than it saves. */
const PAGES_PER_WORKER_MIN = 40;

/**
 * html-validate's recommended and document presets on every page, spread over one worker
 * thread per core (it is CPU-bound: about 40 ms a page on this site).
 */
export async function checkHtml(site: BuiltSite, options: { workers?: number; cache?: CheckCache } = {}): Promise<Diagnostic[]> {
  const { cache } = options;
  // A page whose markup a check has seen before keeps the messages it had then.
  const known: RawMessage[] = [];
  const pages: { file: string; html: string }[] = [];
  for (const [page, html] of site.pages) {
    const file = `${site.label}/${page}`;
    const stored = cache?.messages(html);
    if (stored) for (const message of stored) known.push({ ...message, file });
    else pages.push({ file, html });
  }
  const workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER_MIN)));
  // html-validate loads only when there is a page to validate: a check of unchanged pages never needs it.
  const fresh = pages.length === 0 ? [] : workers === 1 ? await validatePages((await import('./createValidator.mjs')).createValidator(htmlValidateConfig), pages) : (await Promise.all(split(pages, workers).map(validateInWorker))).flat();
  if (cache) {
    const byFile = new Map<string, StoredMessage[]>(pages.map(({ file }) => [file, []]));
    for (const { file, ...message } of fresh) byFile.get(file)!.push(message);
    for (const { file, html } of pages) cache.storeMessages(html, byFile.get(file)!);
  }
  return [...known, ...fresh].map((m) => ({
    file: m.file,
    line: m.line,
    column: m.column,
    severity: m.severity >= 2 ? 'error' : 'warning',
    rule: `html-validate/${m.ruleId}`,
    message: m.message,
  }));
}

function validateInWorker(pages: readonly { file: string; html: string }[]): Promise<RawMessage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(packageRoot, 'src', 'check', 'rules', 'htmlValidateWorker.mjs'), { workerData: { pages, config: htmlValidateConfig } });
    worker.once('message', (messages: RawMessage[]) => {
      resolve(messages);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Round-robin shares, so each worker gets a similar mix of large and small pages. */
function split<T>(items: readonly T[], parts: number): T[][] {
  const shares: T[][] = Array.from({ length: parts }, () => []);
  items.forEach((item, i) => shares[i % parts]!.push(item));
  return shares;
}
