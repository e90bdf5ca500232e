import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheDir } from '../cache/buildCache.ts';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import type { PageFacts } from './page/pageFacts.ts';

/** An html-validate message as stored: everything but the file, which is the page's own. */
export interface StoredMessage {
  line: number;
  column: number;
  severity: number;
  ruleId: string;
  message: string;
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
 * on the facts.
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
  /** Pages whose facts and messages came from the cache this time. */
  readonly hits: number;
  /** Keeps the entries of the pages seen this time, and only those. */
  save(): Promise<void>;
}

const FILE = 'check.json';

/**
 * What a page's file was like when a check hashed it: size, modification time and inode, and
 * the hash. A writer that changes a file changes its modification time (or, writing a new
 * file and renaming it over, its inode); `site build` leaves a page it does not change as it
 * was, so after an edit only the changed pages are read and hashed: at thousands of pages,
 * reading and hashing every page took longer than all the rest of the cache's work.
 */
type FileStamp = [size: number, mtimeMs: number, ino: number, hash: string];

/**
 * A file modified this close to (or after) the moment a check looked at it may have been
 * written again within the same tick of a coarse file-system clock: its stamp is not trusted.
 */
const RACY_MS = 2000;

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
  const key = cacheKey(validatorConfig);
  const {
    entries: stored,
    stamps,
    stampedAt,
  } = options.read ? await readEntries(file, key) : { entries: new Map<string, PageEntry>(), stamps: {}, stampedAt: 0 };
  const seen = new Map<string, PageEntry>();
  const seenStamps: Record<string, FileStamp> = {};
  const now = Date.now();
  let hits = 0;
  let stores = 0;
  let restamped = 0;
  const hash = (markup: string | Uint8Array) => createHash('sha1').update(markup).digest('base64url');
  return {
    hash,
    hashFile(page, read) {
      const stamp = stampOf(page);
      const known = stamps[page];
      const trusted = stamp && known && sameStamp(stamp, known.slice(0, 3)) && stamp[1] < stampedAt - RACY_MS;
      const found = trusted ? known[3] : hash(read());
      if (stamp) seenStamps[page] = [...stamp, found];
      // A stamp the cache holds already (a racy one among them) is no reason to write it again.
      if (!stamp || !known || !sameStamp(seenStamps[page]!, known)) restamped++;
      return found;
    },
    lookup(hash) {
      const found = seen.get(hash) ?? stored.get(hash);
      if (found) {
        hits++;
        seen.set(hash, found);
      }
      return found;
    },
    store(hash, entry) {
      stores++;
      seen.set(hash, entry);
    },
    get hits() {
      return hits;
    },
    async save() {
      // Every page came from the file as it is, and it holds no other: writing it again would change nothing.
      if (stores === 0 && restamped === 0 && seen.size === stored.size && Object.keys(seenStamps).length === Object.keys(stamps).length) return;
      await mkdir(path.dirname(file), { recursive: true });
      // Through a temporary file and a rename, so a crash never leaves half a cache.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ key, stampedAt: now, stamps: seenStamps, ...packReferences(seen) }));
      await rename(temporary, file);
    },
  };
}

interface StoredCache {
  entries: Map<string, PageEntry>;
  /** Page file → its stamp when the check that wrote the cache hashed it. */
  stamps: Record<string, FileStamp>;
  /** When that check began: the moment it looked at the files. */
  stampedAt: number;
}

async function readEntries(file: string, key: string): Promise<StoredCache> {
  const none = { entries: new Map<string, PageEntry>(), stamps: {}, stampedAt: 0 };
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { key?: unknown; stamps?: unknown; stampedAt?: unknown } & Partial<PackedEntries>;
    if (stored.key !== key || !stored.pages || !stored.references) return none;
    const stamped = typeof stored.stampedAt === 'number' && typeof stored.stamps === 'object' && stored.stamps !== null;
    const entries = unpackReferences(stored as PackedEntries);
    return stamped ? { entries, stamps: stored.stamps as Record<string, FileStamp>, stampedAt: stored.stampedAt as number } : { ...none, entries };
  } catch {
    // A missing, partly written or hand-edited cache only costs a full check.
    return none;
  }
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
