import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  /** What a check worked out from the markup with this hash, when one has seen it; counts a hit. */
  lookup(hash: string): PageEntry | undefined;
  store(hash: string, entry: PageEntry): void;
  /** Pages whose facts and messages came from the cache this time. */
  readonly hits: number;
  /** Keeps the entries of the pages seen this time, and only those. */
  save(): Promise<void>;
}

const FILE = 'check.json';

export async function openCheckCache(root: string, validatorConfig: unknown, options: { read: boolean }): Promise<CheckCache> {
  const file = path.join(cacheDir(root), FILE);
  const key = cacheKey(validatorConfig);
  const stored = options.read ? await readEntries(file, key) : new Map<string, PageEntry>();
  const seen = new Map<string, PageEntry>();
  let hits = 0;
  let stores = 0;
  return {
    hash: (markup) => createHash('sha1').update(markup).digest('base64url'),
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
      if (stores === 0 && seen.size === stored.size) return;
      await mkdir(path.dirname(file), { recursive: true });
      // Through a temporary file and a rename, so a crash never leaves half a cache.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ key, ...packReferences(seen) }));
      await rename(temporary, file);
    },
  };
}

async function readEntries(file: string, key: string): Promise<Map<string, PageEntry>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { key?: unknown } & Partial<PackedEntries>;
    return stored.key === key && stored.pages && stored.references ? unpackReferences(stored as PackedEntries) : new Map();
  } catch {
    // A missing, partly written or hand-edited cache only costs a full check.
    return new Map();
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
