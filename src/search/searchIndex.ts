import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import { searchDocument, type SearchRecord, type StandingField } from './searchInput.ts';

/** The folder of dist/ the index is written to, and where the search page's script loads it from. */
export const SEARCH_FOLDER = 'pagefind';

/** The page that searches the index: where there is none, a built site needs no index (src/check/rules/searchIndex.ts). */
export const SEARCH_PAGE = '/search';

/** The index's files whose names stay when their bytes change; every other file is named by its content. */
export const SEARCH_UNHASHED = ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind'] as const;

/** One indexable page: its address and its record (searchInput.ts). */
export interface IndexedPage {
  url: string;
  record: Omit<SearchRecord, 'page'>;
}

/** One file of the index, its path under dist/. */
export interface IndexFile {
  path: string;
  data: Uint8Array;
}

/**
 * What Pagefind writes that the site does not serve: its ready-made interfaces (the search
 * page has its own, in the site's script and stylesheet), the highlighter, and the engine for
 * pages of no language (every page is English).
 */
const unused = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.|wasm\.unknown\.)/;

/**
 * The search index of the site's pages, made by Pagefind through its Node API, in memory: the
 * engine (`pagefind.js`, its worker and WebAssembly), the entry file and the index's chunks and
 * fragments, named by their content. Pages go in as small documents made from their records
 * (the words of each page, read once where it was rendered, its headings as headings:
 * `searchDocument`), in address order, so the same
 * pages make the same bytes. Pagefind cannot add to or take from an index it has written: any
 * change makes it again from every page's record, which is why the records are kept
 * (src/cache/searchCache.ts) and Pagefind is not run at all when none changed
 * (`searchIndexKey`). The service process it starts is closed before this returns, whatever
 * happens. For a build into a folder on disk, `writeSearchIndex` is the same index without its
 * bytes passing through this process.
 */
export function searchIndex(pages: readonly IndexedPage[]): Promise<IndexFile[]> {
  return inTurn(() =>
    indexWith(pages, async (index) => {
      const written = await index.getFiles();
      if (written.errors.length > 0) throw new Error(written.errors.join('; '));
      return written.files
        .filter((file) => !unused.test(file.path))
        .map((file) => ({ path: `${SEARCH_FOLDER}/${file.path}`, data: file.content }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    }),
  );
}

/**
 * The same index as `searchIndex`, written by Pagefind itself into `SEARCH_FOLDER` of `dir` (a
 * build's staging folder, committed or removed with the rest of the output): its paths under
 * `dir`, sorted. The index's bytes never cross into this process: through `getFiles` they came
 * as one message of every file base64-encoded, held in full on both sides of the pipe, which
 * at 100,000 pages was the build's largest allocation (docs/architecture.md, "Size").
 */
export function writeSearchIndex(pages: readonly IndexedPage[], dir: string): Promise<string[]> {
  return inTurn(() =>
    indexWith(pages, async (index) => {
      const folder = path.join(dir, SEARCH_FOLDER);
      const written = await index.writeFiles({ outputPath: folder });
      if (written.errors.length > 0) throw new Error(written.errors.join('; '));
      const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      const paths: string[] = [];
      for (const entry of files) {
        const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (unused.test(relative)) await rm(path.join(folder, relative));
        else paths.push(`${SEARCH_FOLDER}/${relative}`);
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

async function indexWith<T>(pages: readonly IndexedPage[], finish: (index: pagefind.PagefindIndex) => Promise<T>): Promise<T> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; '));
    // In address order: Pagefind's service reads the records in the order sent.
    const sorted = [...pages].sort(byUrl);
    const parents = parentAddresses(sorted.map(({ url }) => url));
    for (let start = 0; start < sorted.length; start += IN_FLIGHT) {
      const batch = sorted.slice(start, start + IN_FLIGHT);
      const added = await Promise.all(batch.map(({ url, record }) => index.addHTMLFile({ url, content: searchDocument(record, pageStanding(url, parents)) })));
      added.forEach((answer, i) => {
        if (answer.errors.length > 0) throw new Error(`${batch[i]!.url}: ${answer.errors.join('; ')}`);
      });
    }
    return await finish(index);
  } finally {
    await pagefind.close();
  }
}

/** Every address above some page's own: `/colocation/kent/maidstone` gives `/colocation` and `/colocation/kent`. */
export function parentAddresses(urls: readonly string[]): Set<string> {
  return new Set(
    urls.flatMap((url) => {
      const parts = url.split('/').slice(1, -1);
      return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
    }),
  );
}

/**
 * A page's standing (`StandingField`): a hub when some indexed page's address is under its own,
 * and a section's page when it is also one step from the root. From the addresses alone, which
 * `searchIndexKey` holds, so a page added under another makes the index again.
 */
export function pageStanding(url: string, parents: ReadonlySet<string>): StandingField[] {
  if (!parents.has(url)) return [];
  return url.lastIndexOf('/') === 0 ? ['hub', 'section'] : ['hub'];
}

const byUrl = (a: IndexedPage, b: IndexedPage) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/**
 * A hash of everything the index is made from: each page's address and the hash of its words,
 * and the tool files (Pagefind's version is in the lockfile). A page whose bytes changed but
 * not its words (a new stylesheet's name on every page) leaves it as it was.
 */
export function searchIndexKey(pages: readonly IndexedPage[]): string {
  const hash = createHash('sha1');
  hashToolFiles(hash, packageRoot);
  hash.update(searchCode()).update('\0');
  for (const page of [...pages].sort(byUrl)) hash.update(page.url).update('\0').update(page.record.words).update('\0');
  return hash.digest('hex');
}

/** The files that say how a page's words are read and handed to Pagefind: what a kept record or index was made by. */
const SEARCH_CODE_FILES = ['src/search/searchInput.ts', 'src/search/searchIndex.ts'];
let code: string | undefined;

/**
 * A hash of the search's own code (SEARCH_CODE_FILES): a record kept in the cache, or an index
 * kept in the output, was made by this code only when it is the same (src/cache/searchCache.ts).
 */
export function searchCode(): string {
  if (code === undefined) {
    const hash = createHash('sha1');
    for (const file of SEARCH_CODE_FILES)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(packageRoot, file)))
        .update('\0');
    code = hash.digest('hex');
  }
  return code;
}
