import { setFlagsFromString } from 'node:v8';

/**
 * Content files from which a site counts as large, and a build caps its heaps' growth before
 * reading them: the 4,000- and 10,000-article sets, not the real site (about 200) or the
 * location set (1,143), whose heaps stay small.
 */
export const LARGE_SITE_FILES = 2000;

/**
 * Caps how far V8 grows each heap between full collections (by at most 60%), for a run that
 * allocates a great deal: V8 sizes its heaps by the machine's memory, and on a large machine lets
 * garbage pile up. A cold build of 10,000 articles peaked at 845 MB without the cap (README,
 * "Benchmark"). Set only once a build has that much to do (a large site, thousands of pages or
 * Markdown bodies to render, hundreds of pages to validate), never by every command: any V8 flag set at run time makes V8 refuse the code cache
 * Node ships for its own modules, so each worker thread started after it compiles them afresh
 * (a check worker took 110-120 ms to start, not 60-80), and so does this thread for each of
 * Node's modules it loads after it. The workers of such a build start after it, so their code
 * caches are made and used under the same flags. Once set it stays set for the process.
 */
export function capHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=60');
}
