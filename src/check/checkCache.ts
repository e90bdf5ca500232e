import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheDir } from '../cache/cacheDir.ts';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import type { PageFacts } from './page/pageFacts.ts';
import { RACY_MS } from '../memoByStamps.mjs';

/** An html-validate message as stored: everything but the file, which is the page's own. */
export interface StoredMessage {
  line: number;
  column: number;
  severity: number;
  ruleId: string;
  message: string;
}

/** What the image rules read of an image file's header (rules/images.ts): its width, and the metadata it carries. */
export interface ImageHeader {
  width?: number;
  carried: ('exif' | 'xmp' | 'iptc')[];
}

/** What `site check` works out from a page's markup alone: the costly part of checking it. */
export interface PageEntry {
  /** What the site-wide rules read of the page, and the findings of the rules that read it alone. */
  facts: PageFacts;
  /** html-validate's messages. */
  messages: StoredMessage[];
}

/**
 * `site check`'s memory of pages it has seen, in `.site-cache/check.json`: per page, keyed by
 * a hash of its markup, what depends on the markup alone (html-validate's messages, the page's
 * facts). The whole file is keyed by the tool version, html-validate's version and
 * configuration and the check code, so any change to how pages are judged starts afresh. Rules
 * about the site as a whole (links, orphans, sitemap, redirects, uniqueness) run every time,
 * on the facts. A check that saw few new pages appends them to `check.log` rather than writing
 * the whole file again (see save).
 */
export interface CheckCache {
  /** The hash a page's markup is known by: of its UTF-8 bytes, so a page read as bytes and one read as text hash alike. */
  hash(markup: string | Uint8Array): string;
  /**
   * The hash of a file's bytes, read with `read`, or without reading when an earlier check
   * hashed the file and it has not been written since (see FileStamp).
   */
  hashFile(file: string, read: () => Uint8Array): string;
  /** What a check worked out from the markup with this hash, when one has seen it; counts a hit. */
  lookup(hash: string): PageEntry | undefined;
  store(hash: string, entry: PageEntry): void;
  /**
   * An image file's header, as an earlier check read it from the same bytes, or as `read` reads
   * it now: reading one takes sharp, whose loading alone cost a check after an edit more than
   * the rest of the image rules.
   */
  imageHeader(file: string, read: () => Promise<ImageHeader | undefined>): Promise<ImageHeader | undefined>;
  /** Pages whose facts and messages came from the cache this time. */
  readonly hits: number;
  /**
   * Keeps what this check worked out. After a writer's edit, which changes a few pages of
   * thousands, the new entries and stamps are appended to `check.log`: the cost of the change,
   * not of the site (at 8,926 pages, writing the whole file took half a second). The whole file
   * is written again, with the entries of the pages seen this time and only those, when the log
   * has grown past a quarter of it or a quarter of its entries went unused.
   */
  save(): Promise<void>;
}

const FILE = 'check.json';
const LOG = 'check.log';

/**
 * What a page's file was like when a check hashed it: size, modification time and inode, and
 * the hash. A writer that changes a file changes its modification time (or, writing a new
 * file and renaming it over, its inode); `site build` leaves a page it does not change as it
 * was, so after an edit only the changed pages are read and hashed: at thousands of pages,
 * reading and hashing every page took longer than all the rest of the cache's work.
 */
type FileStamp = [size: number, mtimeMs: number, ino: number, hash: string];

const sameStamp = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

function stampOf(file: string): [size: number, mtimeMs: number, ino: number] | undefined {
  try {
    const { size, mtimeMs, ino } = statSync(file);
    return [size, mtimeMs, ino];
  } catch {
    return undefined;
  }
}

export async function openCheckCache(root: string, validatorConfig: unknown, options: { read: boolean }): Promise<CheckCache> {
  const file = path.join(cacheDir(root), FILE);
  const log = path.join(cacheDir(root), LOG);
  const key = cacheKey(validatorConfig);
  const { entries: stored, stamps, sizes, headers: storedHeaders } = options.read ? await readEntries(file, log, key) : nothing();
  const seen = new Map<string, PageEntry>();
  const seenStamps: Record<string, FileStamp> = {};
  /** What this check stored or stamped afresh: what a save appends. */
  const stores = new Map<string, PageEntry>();
  const seenHeaders = new Map<string, ImageHeader>();
  const headerStores = new Map<string, ImageHeader>();
  const restamps: Record<string, FileStamp> = {};
  const now = Date.now();
  let hits = 0;
  let restamped = 0;
  const hash = (markup: string | Uint8Array) => createHash('sha1').update(markup).digest('base64url');
  const hashFile = (page: string, read: () => Uint8Array): string => {
    const stamp = stampOf(page);
    const known = stamps.get(page);
    const trusted = stamp && known && sameStamp(stamp, known.stamp.slice(0, 3)) && stamp[1] < known.at - RACY_MS;
    const found = trusted ? known.stamp[3] : hash(read());
    if (stamp) seenStamps[page] = [...stamp, found];
    // Read this time: the stamp is saved with this check's time, which a racy one needs to be trusted.
    if (stamp && !trusted) restamps[page] = seenStamps[page]!;
    // A stamp the cache holds already (a racy one among them) is no reason to write it again.
    if (!stamp || !known || !sameStamp(seenStamps[page]!, known.stamp)) restamped++;
    return found;
  };
  return {
    hash,
    hashFile,
    lookup(hash) {
      const found = seen.get(hash) ?? stored.get(hash);
      if (found) {
        hits++;
        seen.set(hash, found);
      }
      return found;
    },
    store(hash, entry) {
      stores.set(hash, entry);
      seen.set(hash, entry);
    },
    async imageHeader(image, read) {
      const hash = hashFile(image, () => readFileSync(image));
      let header = seenHeaders.get(hash) ?? storedHeaders.get(hash);
      if (!header) {
        header = await read();
        // A file sharp cannot read is asked again next time: it may be one a build is still writing.
        if (!header) return undefined;
        headerStores.set(hash, header);
      }
      seenHeaders.set(hash, header);
      return header;
    },
    get hits() {
      return hits;
    },
    async save() {
      const learnt = stores.size > 0 || restamped > 0 || headerStores.size > 0;
      const unused = [...stored.keys()].filter((hash) => !seen.has(hash)).length;
      // Every page came from the file as it is, and it holds no other: writing it again would change nothing.
      if (!learnt && unused === 0 && Object.keys(seenStamps).length === stamps.size && seenHeaders.size === storedHeaders.size) return;
      await mkdir(path.dirname(file), { recursive: true });
      if (sizes && sizes.log < sizes.file / 4 && unused <= stored.size / 4) {
        // Entries and stamps of pages gone since cost nothing but room, until the whole file is written.
        if (!learnt) return;
        // One line, written by one append: a check killed while writing it leaves a last line that
        // does not parse, and is skipped. A line starts on a line of its own, whatever came before.
        const headers = Object.fromEntries(headerStores);
        await appendFile(log, `\n${JSON.stringify({ key, stampedAt: now, stamps: restamps, headers, ...packReferences(stores) })}\n`);
        return;
      }
      // Through a temporary file and a rename, so a crash never leaves half a cache. The log goes
      // first: a crash between the two leaves the old file alone, which only costs a recheck.
      const temporary = `${file}.${process.pid}.tmp`;
      const headers = Object.fromEntries(seenHeaders);
      await writeFile(temporary, JSON.stringify({ key, stampedAt: now, stamps: seenStamps, headers, ...packReferences(seen) }));
      await rm(log, { force: true });
      await rename(temporary, file);
    },
  };
}

interface StoredCache {
  entries: Map<string, PageEntry>;
  /** Page file → its stamp when a check hashed it, and when that check began: the moment it looked at the file. */
  stamps: Map<string, { stamp: FileStamp; at: number }>;
  /** Image file hash → its header (ImageHeader). */
  headers: Map<string, ImageHeader>;
  /** The sizes of the file and its log, in bytes; undefined when there is no file to append to. */
  sizes?: { file: number; log: number };
}

const nothing = (): StoredCache => ({ entries: new Map(), stamps: new Map(), headers: new Map() });

/** One save of the cache as stored: the whole file, or a line of its log, which adds to it. */
type StoredPart = { key?: unknown; stamps?: unknown; stampedAt?: unknown; headers?: Record<string, ImageHeader> } & Partial<PackedEntries>;

/** The file, then each line of its log on top; a part of another key, or that does not parse, is left out. */
async function readEntries(file: string, log: string, key: string): Promise<StoredCache> {
  try {
    const text = await readFile(file, 'utf8');
    const read = nothing();
    if (!addPart(read, JSON.parse(text) as StoredPart, key)) return nothing();
    const lines = await readFile(log, 'utf8').catch(() => '');
    for (const line of lines.split('\n')) {
      if (line === '') continue;
      try {
        addPart(read, JSON.parse(line) as StoredPart, key);
      } catch {
        // A line a killed check left half-written.
      }
    }
    return { ...read, sizes: { file: Buffer.byteLength(text), log: Buffer.byteLength(lines) } };
  } catch {
    // A missing, partly written or hand-edited cache only costs a full check.
    return nothing();
  }
}

function addPart(read: StoredCache, part: StoredPart, key: string): boolean {
  if (part.key !== key || !part.pages || !part.references) return false;
  for (const [hash, entry] of unpackReferences(part as PackedEntries)) read.entries.set(hash, entry);
  if (typeof part.stampedAt === 'number' && typeof part.stamps === 'object' && part.stamps !== null)
    for (const [page, stamp] of Object.entries(part.stamps as Record<string, FileStamp>)) read.stamps.set(page, { stamp, at: part.stampedAt });
  for (const [hash, header] of Object.entries(part.headers ?? {})) read.headers.set(hash, header);
  return true;
}

type Reference = PageFacts['references'][number];

/** The file's shape: every page's references as numbers into one table, since most are the same few hundred links on every page. */
interface PackedEntries {
  references: Reference[];
  pages: Record<string, Omit<PageEntry, 'facts'> & { facts: Omit<PageFacts, 'references'> & { references: number[] } }>;
}

function packReferences(entries: ReadonlyMap<string, PageEntry>): PackedEntries {
  const numbers = new Map<string, number>();
  const references: Reference[] = [];
  const numberOf = (reference: Reference) => {
    const text = reference.join('\0');
    let n = numbers.get(text);
    if (n === undefined) numbers.set(text, (n = references.push(reference) - 1));
    return n;
  };
  const pages: PackedEntries['pages'] = {};
  for (const [hash, entry] of entries) pages[hash] = { ...entry, facts: { ...entry.facts, references: entry.facts.references.map(numberOf) } };
  return { references, pages };
}

function unpackReferences({ references, pages }: PackedEntries): Map<string, PageEntry> {
  const entries = new Map<string, PageEntry>();
  for (const [hash, entry] of Object.entries(pages)) {
    const found = entry.facts.references.map((n) => references[n]);
    // A table and a page that do not agree are a damaged file: the page is checked afresh.
    if (found.every((reference) => reference !== undefined)) entries.set(hash, { ...entry, facts: { ...entry.facts, references: found } });
  }
  return entries;
}

/**
 * What a page's cached analysis depends on besides its bytes: the tool and its dependencies
 * (package.json, the lockfile: html-validate's version among them), html-validate's
 * configuration, and the code that analyses a page and names its findings (the check, the
 * output and redirect rules it applies, the catalogue its severities come from).
 */
function cacheKey(validatorConfig: unknown): string {
  const hash = hashToolFiles(createHash('sha1'), packageRoot);
  hash.update(JSON.stringify(validatorConfig));
  for (const source of fg.sync(['src/check/**/*.{ts,mjs}', 'src/output/**/*.ts', 'src/redirects/**/*.ts', 'src/errors/**/*.ts'], { cwd: packageRoot }).sort()) {
    hash.update(`\0${source}\0`).update(readFileSync(path.join(packageRoot, source)));
  }
  return hash.digest('hex');
}
