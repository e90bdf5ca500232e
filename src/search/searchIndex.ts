import { createHash } from 'node:crypto';
import * as pagefind from 'pagefind';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import { searchText, type SearchRecord } from './searchInput.ts';

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
 * fragments, named by their content. Pages go in as custom records (the words of each page,
 * read once where it was rendered: Pagefind parses no HTML here), in address order, so the same
 * pages make the same bytes. Pagefind cannot add to or take from an index it has written: any
 * change makes it again from every page's record, which is why the records are kept
 * (src/cache/searchCache.ts) and Pagefind is not run at all when none changed
 * (`searchIndexKey`). The service process it starts is closed before this returns, whatever happens.
 */
export function searchIndex(pages: readonly IndexedPage[]): Promise<IndexFile[]> {
  // Pagefind's Node API drives one service per process, which `close` ends for every index it
  // holds: two builds in one process (a test, the watcher) take turns, or one closes the other's.
  const turn = queue.then(() => indexWith(pages));
  queue = turn.catch(() => undefined);
  return turn;
}

/** The last index asked for, which the next waits for. */
let queue: Promise<unknown> = Promise.resolve();

async function indexWith(pages: readonly IndexedPage[]): Promise<IndexFile[]> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; '));
    // Sent all at once: Pagefind's service reads them in the order sent, and waiting for each
    // answer before sending the next cost most of the time.
    const sorted = [...pages].sort(byUrl);
    const added = await Promise.all(
      sorted.map(({ url, record }) =>
        index.addCustomRecord({ url, language: 'en', content: searchText(record), meta: { title: record.title }, filters: record.filters }),
      ),
    );
    added.forEach((answer, i) => {
      if (answer.errors.length > 0) throw new Error(`${sorted[i]!.url}: ${answer.errors.join('; ')}`);
    });
    const written = await index.getFiles();
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    return written.files
      .filter((file) => !unused.test(file.path))
      .map((file) => ({ path: `${SEARCH_FOLDER}/${file.path}`, data: file.content }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  } finally {
    await pagefind.close();
  }
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
  for (const page of [...pages].sort(byUrl)) hash.update(page.url).update('\0').update(page.record.words).update('\0');
  return hash.digest('hex');
}
