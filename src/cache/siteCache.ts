import { createHash, type Hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { appendFile, mkdir, open, readFile, rename, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { STAMPS_FILE } from '../emit/fileStamps.ts';
import { checked, frame, frameBytes } from '../search/frames.ts';

/**
 * The one owner of `.site-cache/` (docs/architecture.md, "The cache"): its layout, its one
 * version, and how every entry is written and read back. Each stage asks for its entries by
 * name and decides from their contents what it can reuse; this module decides whether an
 * entry can be read at all: written by this version of the layout, whole, with the bytes it was
 * written with. A damaged entry (a disk error, a file overwritten) reads as absent, which only
 * costs the work of making it again: it can never reach a page.
 */

/**
 * The layout's version: every entry's header names it, and an entry of another version reads as
 * absent. Raise it whenever the format of any entry changes.
 */
export const CACHE_VERSION = 3;

/** Every file of `.site-cache/` but those of its folders (CACHE_FOLDERS), by name. */
export const CACHE_LAYOUT = {
  /** The build cache: each page's template, output and reads (src/cache/buildCache.ts). */
  manifest: 'manifest.bin',
  /** Rendered Markdown bodies, by content hash. */
  markdown: 'markdown.bin',
  /** Parsed content files, by content hash. */
  sources: 'sources.bin',
  /** Each page's share card (its name and props) from the build that rendered it, for the pages the next build reuses (src/cards/). */
  cards: 'cards.json',
  /** The compiled styles and scripts, by the bytes they were made from (src/emit/buildAssets.ts). */
  assets: 'assets.json',
  /**
   * Each indexable page's search record, as frames (src/cache/frameFile.ts), and the directory of
   * where each one is with the key and files of the index made from them (src/cache/searchCache.ts).
   */
  search: 'search.bin',
  searchIndex: 'search-index.json',
  /** Each page template's code and key, by the bytes of the code (src/cache/codeKeys.ts). */
  codeLayout: 'code-layout.json',
  /** What `site check` would say of the content, from the build that read it. */
  contentReport: 'content-report.json',
  /** The history's dates of the files that make up each page (src/lastmod/). */
  lastmodParts: 'lastmod-parts.json',
  /** The check's per-page results, keyed by the page's bytes, and the site-wide facts (src/check/checkCache.ts). */
  check: 'check.json',
  checkFacts: 'check-facts.json',
  /** The title and description findings placed at the content lines their words came from, by those files' bytes (src/check/wordsInContent.ts). */
  placedWords: 'placed-words.json',
  /** The answers of other sites to `site check --external`. */
  external: 'external.json',
  /** Hashes of the input files by their stamps (src/emit/fileStamps.ts). */
  inputStamps: `inputs/${STAMPS_FILE}`,
  imageStamps: `images/${STAMPS_FILE}`,
} as const;

export type CacheEntry = keyof typeof CACHE_LAYOUT;

/**
 * The folders of `.site-cache/` that hold one file per item, each checked by its own owner: the
 * encoded images, by a hash of what made them (src/images/imageCache.ts), and the last build's
 * pages, with their marker (src/cache/pageStore.ts).
 */
export const CACHE_FOLDERS = { images: 'images', pages: 'pages' } as const;

/** The path of an entry in a project's cache folder, `dir` (`cacheDir(root)`, src/cache/cacheDir.ts). */
export function cachePath(dir: string, entry: CacheEntry): string {
  return path.join(dir, CACHE_LAYOUT[entry]);
}

/**
 * Each entry starts with a header of HEADER_BYTES: `site-cache <version> sha1 <hash of the rest>`,
 * padded with spaces to a newline. A multiple of 8 bytes, so what follows keeps its alignment.
 */
const HEADER_BYTES = 64;
const header = (payload: readonly Uint8Array[]) => {
  const hash = createHash('sha1');
  for (const part of payload) hash.update(part);
  return headerOf(hash);
};
const headerOf = (hash: Hash) => Buffer.from(`site-cache ${CACHE_VERSION} sha1 ${hash.digest('hex')}`.padEnd(HEADER_BYTES - 1, ' ') + '\n');

/** What follows a header, when the header names this version and the hash of exactly those bytes. */
function verified(bytes: Buffer): Buffer | undefined {
  if (bytes.length < HEADER_BYTES) return undefined;
  const payload = bytes.subarray(HEADER_BYTES);
  return header([payload]).equals(bytes.subarray(0, HEADER_BYTES)) ? payload : undefined;
}

/** An entry's bytes as written, or undefined when it is absent, of another version or damaged. */
export async function readEntry(dir: string, entry: CacheEntry): Promise<Buffer | undefined> {
  return verified(await readFile(cachePath(dir, entry)).catch(() => Buffer.alloc(0)));
}

export function readEntrySync(dir: string, entry: CacheEntry): Buffer | undefined {
  try {
    return verified(readFileSync(cachePath(dir, entry)));
  } catch {
    return undefined;
  }
}

/** An entry as JSON, or undefined (absent, damaged, or not JSON). */
export async function readJsonEntry<T>(dir: string, entry: CacheEntry): Promise<T | undefined> {
  return parsed<T>(await readEntry(dir, entry));
}

export function readJsonEntrySync<T>(dir: string, entry: CacheEntry): T | undefined {
  return parsed<T>(readEntrySync(dir, entry));
}

function parsed<T>(bytes: Buffer | undefined): T | undefined {
  try {
    return bytes && (JSON.parse(bytes.toString('utf8')) as T);
  } catch {
    return undefined;
  }
}

/**
 * Writes an entry whole, its log (if any) removed: through a temporary file and a rename, so
 * that a killed build leaves the entry as it was, never half of it. `parts` are written one
 * after another as they come, never joined: a generator of parts (a large site's JSON, a page
 * at a time) is never held whole. The header, which hashes them all, is written last, over the
 * room left for it.
 */
export async function writeEntry(dir: string, entry: CacheEntry, parts: Iterable<Uint8Array | string>): Promise<void> {
  const file = cachePath(dir, entry);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    const hash = createHash('sha1');
    let at = HEADER_BYTES;
    for (const part of parts) {
      const bytes = typeof part === 'string' ? Buffer.from(part) : part;
      hash.update(bytes);
      for (let written = 0; written < bytes.length;) written += (await handle.write(bytes, written, bytes.length - written, at + written)).bytesWritten;
      at += bytes.length;
    }
    await handle.write(headerOf(hash), 0, HEADER_BYTES, 0);
  } finally {
    await handle.close();
  }
  await rm(logOf(file), { force: true });
  await rename(temporary, file);
}

export const writeJsonEntry = (dir: string, entry: CacheEntry, value: unknown) => writeEntry(dir, entry, [JSON.stringify(value)]);

/** writeEntry, for the small entries a build writes without a round trip through the thread pool for each step. */
export function writeEntrySync(dir: string, entry: CacheEntry, text: string): void {
  const file = cachePath(dir, entry);
  const payload = [Buffer.from(text)];
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([header(payload), ...payload]));
  rmSync(logOf(file), { force: true });
  renameSync(temporary, file);
}

/**
 * An entry as text to read and write at once, for the modules that keep their state without
 * knowing the cache (src/emit/fileStamps.ts, src/memoByStamps.mjs). A write that fails (a
 * read-only cache folder) only costs the next build the work.
 */
export function entryStore(dir: string, entry: CacheEntry): { read(): string | undefined; write(text: string): void } {
  return {
    read: () => readEntrySync(dir, entry)?.toString('utf8'),
    write: (text) => {
      try {
        writeEntrySync(dir, entry, text);
      } catch {
        // Not saved: the next build works it out again, nothing worse.
      }
    },
  };
}

/** Removes an entry and its log. */
export async function removeEntry(dir: string, entry: CacheEntry): Promise<void> {
  const file = cachePath(dir, entry);
  await rm(logOf(file), { force: true });
  await rm(file, { force: true });
}

/**
 * An entry that later builds append their changes to, rather than writing it whole again: its
 * bytes, the records appended since, in order, and where its log ends. A record is a frame (src/search/frames.ts: its
 * length, the hash of its bytes, then the bytes): reading stops at the first record that
 * is short (a build killed while it appended) or damaged, and `torn` says so, for the next
 * append to cut it off first. The records before it stand: each is a later build's change.
 */
export interface LoggedEntry {
  bytes: Buffer;
  records: Buffer[];
  /** The sizes of the entry and of the part of its log that was read, in bytes. */
  sizes: { file: number; log: number };
  torn: boolean;
}

const logOf = (file: string) => `${file}.log`;

/** A logged entry as written and appended to, or undefined when the entry is absent, of another version or damaged. */
export async function readLoggedEntry(dir: string, entry: CacheEntry): Promise<LoggedEntry | undefined> {
  const file = cachePath(dir, entry);
  const whole = await readFile(file).catch(() => undefined);
  return whole && withLog(whole, await readFile(logOf(file)).catch(() => Buffer.alloc(0)));
}

/** readLoggedEntry, for a reader that needs the entry at once (in the middle of a rule). */
export function readLoggedEntrySync(dir: string, entry: CacheEntry): LoggedEntry | undefined {
  const file = cachePath(dir, entry);
  const read = (name: string) => {
    try {
      return readFileSync(name);
    } catch {
      return undefined;
    }
  };
  const whole = read(file);
  return whole && withLog(whole, read(logOf(file)) ?? Buffer.alloc(0));
}

/** The sizes of an entry and its log, without reading them: for an append that does not need what they hold. */
export async function loggedSizes(dir: string, entry: CacheEntry): Promise<LoggedEntry['sizes'] | undefined> {
  const file = cachePath(dir, entry);
  const size = (name: string) => stat(name).then((found) => found.size);
  const [whole, log] = await Promise.all([size(file).catch(() => undefined), size(logOf(file)).catch(() => 0)]);
  return whole === undefined ? undefined : { file: whole, log };
}

function withLog(whole: Buffer, log: Buffer): LoggedEntry | undefined {
  const bytes = verified(whole);
  if (!bytes) return undefined;
  const records: Buffer[] = [];
  let at = 0;
  while (at + frameBytes(0) <= log.length) {
    const length = log.readUInt32LE(at);
    const record = checked(log.subarray(at, at + frameBytes(length)), length);
    if (!record) break;
    records.push(record);
    at += frameBytes(length);
  }
  return { bytes, records, sizes: { file: whole.length, log: at }, torn: at < log.length };
}

/** Appends a record to a logged entry's log, after what `read` found there (a torn or damaged end cut off first). */
export async function appendRecord(dir: string, entry: CacheEntry, record: Uint8Array, read: Pick<LoggedEntry, 'sizes' | 'torn'>): Promise<void> {
  const log = logOf(cachePath(dir, entry));
  if (read.torn) await truncate(log, read.sizes.log);
  await appendFile(log, frame(record));
}
