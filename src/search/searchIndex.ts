import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { PARTS_FILE, SEARCH_FOLDER, type IndexPart } from './indexParts.ts';
import { searchDocument } from './searchInput.ts';

export { SEARCH_FOLDER } from './indexParts.ts';

/** The page that searches the index: where there is none, a built site needs no index (src/check/rules/searchIndex.ts). */
export const SEARCH_PAGE = '/search';

/**
 * The files of the index's first folder whose names stay when their bytes change: the engine,
 * the first part's entry and the list of the other parts. Every other file is named by its
 * content, or is in a part's folder named by what made it (indexParts.ts).
 */
export const SEARCH_UNHASHED = ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind', PARTS_FILE] as const;

/** One file of the index, its path under dist/. */
export interface IndexFile {
  path: string;
  data: Uint8Array;
}

/** A part made in memory (`searchParts`), by its key: what a watch session makes after the reload, for the next build to write. */
export interface ReadyPart {
  key: string;
  files: IndexFile[];
}

/**
 * What Pagefind writes that the site does not serve: its ready-made interfaces (the search
 * page has its own, in the site's script and stylesheet), the highlighter, and the engine for
 * pages of no language (every page is English).
 */
const unused = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.|wasm\.unknown\.)/;
/** The engine, which a part after the first leaves to the first: the search page loads it from there. */
const engine = /^(?:pagefind\.js|pagefind-worker\.js|wasm\.[\w-]+\.pagefind)$/;
const served = (part: IndexPart, file: string) => !unused.test(file) && (part.folder === SEARCH_FOLDER || !engine.test(file));

/**
 * The search index's parts (indexParts.ts), made by Pagefind through its Node API, in memory:
 * for each part, its files under dist/, sorted. The first part's folder holds the engine
 * (`pagefind.js`, its worker and WebAssembly) beside its entry file, chunks and fragments; the
 * others hold their own index only. Pages go in as small documents made from their records (the
 * words of each page, read once where it was rendered, its headings as headings:
 * `searchDocument`), in address order, so the same pages make the same bytes. The service
 * process Pagefind starts is closed before this returns, whatever happens. For a build into a
 * folder on disk, `writeSearchParts` is the same without the bytes passing through this process.
 */
export function searchParts(parts: readonly IndexPart[]): Promise<IndexFile[][]> {
  return inTurn(() =>
    indexEach(parts, async (index, part) => {
      const written = await index.getFiles();
      if (written.errors.length > 0) throw new Error(written.errors.join('; '));
      return written.files
        .filter((file) => served(part, file.path))
        .map((file) => ({ path: `${part.folder}/${file.path}`, data: file.content }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    }),
  );
}

/**
 * The same parts as `searchParts`, written by Pagefind itself into their folders of `dir` (a
 * build's staging folder, committed or removed with the rest of the output): for each part,
 * its paths under `dir`, sorted. The index's bytes never cross into this process: through
 * `getFiles` they came as one message of every file base64-encoded, held in full on both sides
 * of the pipe, which at 100,000 pages was the build's largest allocation (docs/architecture.md,
 * "Size").
 */
export function writeSearchParts(parts: readonly IndexPart[], dir: string): Promise<string[][]> {
  return inTurn(() =>
    indexEach(parts, async (index, part) => {
      const folder = path.join(dir, part.folder);
      const written = await index.writeFiles({ outputPath: folder });
      if (written.errors.length > 0) throw new Error(written.errors.join('; '));
      const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      const paths: string[] = [];
      for (const entry of files) {
        const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // The first part's folder holds the others' folders, and the list of them, which are not its files.
        if (relative.startsWith('part-') || relative === PARTS_FILE) continue;
        if (served(part, relative)) paths.push(`${part.folder}/${relative}`);
        else await rm(path.join(folder, relative));
      }
      return paths.sort();
    }),
  );
}

// Pagefind's Node API drives one service per process, which `close` ends for every index it
// holds: two builds in one process (a test, the watcher) take turns, or one closes the other's.
function inTurn<T>(make: () => Promise<T>): Promise<T> {
  const turn = queue.then(() => answeredBeforeExit(make()));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * `work`, or an error if the process would end before it settles. When Pagefind's process dies
 * while it works (at 100,000 pages its memory passed 19 GB), the Node API never settles the
 * call it was answering: with nothing else to wait for, the build ended with exit code 13 and
 * not a word. The event loop emptying ('beforeExit') is that case, and it is reported instead.
 */
function answeredBeforeExit<T>(work: Promise<T>): Promise<T> {
  let ended = () => {};
  const unanswered = new Promise<never>((_, reject) => {
    ended = () => reject(new Error("Pagefind's process ended before it answered (on a large site, most often for want of memory)"));
    process.once('beforeExit', ended);
  });
  return Promise.race([work, unanswered]).finally(() => process.off('beforeExit', ended));
}

/** The last index asked for, which the next waits for. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Records sent to Pagefind before waiting for their answers: enough to keep its service busy
 * (waiting for each answer cost most of the time), few enough that the messages waiting in the
 * pipe stay small. Sent all at once, 100,000 pages' messages were held in this process and in
 * Pagefind's at the same time, gigabytes of them.
 */
const IN_FLIGHT = 256;

/**
 * Each part made in turn by one Pagefind service, each index deleted before the next is made:
 * the service holds one part's index at a time (about 200 KB a page while it is made).
 */
async function indexEach<T>(parts: readonly IndexPart[], finish: (index: pagefind.PagefindIndex, part: IndexPart) => Promise<T>): Promise<T[]> {
  try {
    const made: T[] = [];
    for (const part of parts) {
      const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
      if (!index) throw new Error(errors.join('; '));
      for (let start = 0; start < part.pages.length; start += IN_FLIGHT) {
        const batch = part.pages.slice(start, start + IN_FLIGHT);
        const added = await Promise.all(batch.map(({ url, record, standing }) => index.addHTMLFile({ url, content: searchDocument(record, standing) })));
        added.forEach((answer, i) => {
          if (answer.errors.length > 0) throw new Error(`${batch[i]!.url}: ${answer.errors.join('; ')}`);
        });
      }
      made.push(await finish(index, part));
      await index.deleteIndex();
    }
    return made;
  } finally {
    await pagefind.close();
  }
}
