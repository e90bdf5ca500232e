import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assembleSite } from './assembleSite.ts';
import { isTextFile, type BuiltSite } from './builtSite.ts';
import { listOutput, siteFiles, type OutputEntry } from './listOutput.ts';

export type { BuiltSite };

/**
 * Loads what `site check` inspects from a built site on disk. Pages are read when a rule asks
 * for their markup, not held: at thousands of pages the markup would be most of the check's
 * memory, and the rules read each page's facts instead. The other text files are read when a
 * rule first asks for one, and kept: the rules ask for a few (robots.txt, the sitemaps,
 * `_redirects`, `_headers`, the feed, the stylesheets and scripts), while the search index's
 * files, which its rule reads itself, grow with the site (docs/architecture.md, "Size"). Binary
 * files are listed, not read. `listing` is the folder's, when the caller has it (listOutput.ts).
 */
export async function readSite(dir: string, label: string, listing?: readonly OutputEntry[]): Promise<BuiltSite> {
  // Links are not listed as files: the check reports them (rules/outputFiles.ts).
  const names = siteFiles(listing ?? (await listOutput(dir)));
  const site = assembleSite(
    {
      files: names,
      pages: filesOnDisk(
        dir,
        names.filter((file) => file.endsWith('.html')),
        { keep: false },
      ),
      texts: filesOnDisk(
        dir,
        names.filter((file) => isTextFile(file) && !file.endsWith('.html')),
        { keep: true },
      ),
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

/** A map of listed file → its text, read from disk when asked for: each read once and kept (`keep`), or read again each time and never held. */
function filesOnDisk(dir: string, files: readonly string[], { keep }: { keep: boolean }): ReadonlyMap<string, string> {
  const listed = new Set(files);
  const kept = new Map<string, string>();
  const readNow = (file: string) => readFileSync(pageFile(dir, file), 'utf8');
  const read = (file: string) => {
    if (!listed.has(file)) return undefined;
    if (!keep) return readNow(file);
    let text = kept.get(file);
    if (text === undefined) kept.set(file, (text = readNow(file)));
    return text;
  };
  function* entries(): Generator<[string, string], undefined> {
    for (const file of listed) yield [file, read(file)!];
  }
  function* values(): Generator<string, undefined> {
    for (const file of listed) yield read(file)!;
  }
  return {
    size: listed.size,
    get: read,
    has: (file) => listed.has(file),
    keys: () => listed.values(),
    values,
    entries,
    [Symbol.iterator]: entries,
    forEach(callback, thisArg) {
      for (const [file, text] of entries()) callback.call(thisArg, text, file, this);
    },
  };
}
