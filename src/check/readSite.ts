import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assembleSite } from './assembleSite.ts';
import { isTextFile, type BuiltSite } from './builtSite.ts';
import { listOutput, siteFiles, type OutputEntry } from './listOutput.ts';

export type { BuiltSite };

/**
 * Loads what `site check` inspects from a built site on disk. Pages are read when a rule asks
 * for their markup, not held: at thousands of pages the markup would be most of the check's
 * memory, and the rules read each page's facts instead. Binary files are listed, not read.
 * `listing` is the folder's, when the caller has it (listOutput.ts).
 */
export async function readSite(dir: string, label: string, listing?: readonly OutputEntry[]): Promise<BuiltSite> {
  // Links are not listed as files: the check reports them (rules/outputFiles.ts).
  const names = siteFiles(listing ?? (await listOutput(dir)));
  const texts = new Map(
    await Promise.all(
      names.filter((file) => isTextFile(file) && !file.endsWith('.html')).map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const),
    ),
  );
  const site = assembleSite(
    {
      files: names,
      pages: pagesOnDisk(
        dir,
        names.filter((file) => file.endsWith('.html')),
      ),
      texts,
    },
    { dir, label },
  );
  // Added, not spread: a spread would work out the origin now (assembleSite.ts).
  site.pageBytes = (page) => readFileSync(pageFile(dir, page));
  return site;
}

/**
 * A listed page's file: the listing's paths are already relative and clean (listOutput.ts), so
 * they are appended, not joined: `path.join` for every page of a large site was a cost of
 * every check after an edit, twice (here and for its stamp, parallel/analysePages.ts).
 */
export const pageFile = (dir: string, page: string) => `${dir}${path.sep}${page}`;

/** A map of page → markup whose values are read from disk when asked for, never kept. */
function pagesOnDisk(dir: string, pages: readonly string[]): ReadonlyMap<string, string> {
  const listed = new Set(pages);
  const read = (page: string) => (listed.has(page) ? readFileSync(pageFile(dir, page), 'utf8') : undefined);
  function* entries(): Generator<[string, string], undefined> {
    for (const page of listed) yield [page, read(page)!];
  }
  function* values(): Generator<string, undefined> {
    for (const page of listed) yield read(page)!;
  }
  return {
    size: listed.size,
    get: read,
    has: (page) => listed.has(page),
    keys: () => listed.values(),
    values,
    entries,
    [Symbol.iterator]: entries,
    forEach(callback, thisArg) {
      for (const [page, html] of entries()) callback.call(thisArg, html, page, this);
    },
  };
}
