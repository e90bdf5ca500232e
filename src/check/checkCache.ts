import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheDir } from '../cache/cacheDir.ts';
import { appendRecord, loggedSizes, readLoggedEntry, readLoggedEntrySync, writeEntry, type LoggedEntry } from '../cache/siteCache.ts';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';
import type { PageFacts } from './page/pageFacts.ts';
import { RACY_MS } from '../memoByStamps.mjs';
import { EntriesOf, ItemsOf, jsonParts } from '../cache/jsonParts.ts';

/** An html-validate message as stored: everything but the file, which is the page's own. */
export interface StoredMessage {
  line: number;
  column: number;
  severity: number;
  ruleId: string;
  message: string;
}

/** What the image rules read of an image file's header (rules/images.ts, shareCards.ts): its size, format and bytes, and the metadata it carries. */
export interface ImageHeader {
  width?: number;
  height?: number;
  format?: string;
  bytes?: number;
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
 * Where each of a page's facts is kept. A check after a writer's edit runs again only the site
 * rules whose inputs changed (ruleMemo.ts), and those read the light facts: the sizes (every
 * edit changes them), robots (the build writes the sitemap afresh), and the small rest. They are
 * kept in `check.json` with each page's messages. The heavy facts (the head with its positions,
 * the links, ids, breadcrumbs: most of the bytes) are kept in `check-facts.json` and read
 * only when a rule that reads them runs: on a large site, reading them was much of a check after an edit.
 */
const WEIGHT = {
  gzipSize: 'light',
  findings: 'light',
  images: 'light',
  robots: 'light',
  head: 'heavy',
  references: 'heavy',
  ids: 'heavy',
  scripts: 'heavy',
  stylesheets: 'heavy',
  httpUrls: 'heavy',
  breadcrumbs: 'heavy',
  jsonLdUrls: 'heavy',
} as const satisfies Record<keyof PageFacts, 'light' | 'heavy'>;
type LightField = { [F in keyof PageFacts]: (typeof WEIGHT)[F] extends 'light' ? F : never }[keyof PageFacts];
type LightFacts = Pick<PageFacts, LightField>;
type HeavyFacts = Omit<PageFacts, LightField>;

/** Every field of a page's facts, in the order of a digest. */
export const FACT_FIELDS = Object.keys(WEIGHT) as (keyof PageFacts)[];
const LIGHT_FIELDS = FACT_FIELDS.filter((field): field is LightField => WEIGHT[field] === 'light');
const HEAVY_FIELDS = FACT_FIELDS.filter((field): field is Exclude<keyof PageFacts, LightField> => WEIGHT[field] === 'heavy');

/** Characters of a field's hash in a page's digest: 48 bits, against a few hundred thousand values. */
export const DIGEST_CHARS = 8;
/** Characters of a page's digest: ASCII (base64url), each field's hash in turn. */
export const DIGEST_LENGTH = DIGEST_CHARS * FACT_FIELDS.length;

/**
 * A page's facts as a digest: a short hash of each field, in FACT_FIELDS order. A rule's inputs
 * are known from these without reading the facts (ruleMemo.ts).
 */
export function digestFacts(facts: PageFacts): string {
  let digest = digests.get(facts);
  if (digest === undefined) digests.set(facts, (digest = digestNow(facts)));
  return digest;
}

/** Each page's facts are digested once, whichever asks first: the site rules (ruleMemo.ts) or the cache, storing them. */
const digests = new WeakMap<PageFacts, string>();

function digestNow(facts: PageFacts): string {
  return FACT_FIELDS.map((field) =>
    createHash('sha1')
      .update(JSON.stringify(facts[field]) ?? '')
      .digest('base64url')
      .slice(0, DIGEST_CHARS),
  ).join('');
}

/** What a site rule read (ruleMemo.ts), the key of those inputs, and what it found. */
export interface RuleRecord {
  reads: { facts: string[]; site: string[]; markup: string[] };
  key: string;
  findings: Diagnostic[];
}

/**
 * `site check`'s memory of pages it has seen, in `.site-cache/`: per page, keyed by a hash of
 * its markup, what depends on the markup alone (html-validate's messages, the page's facts),
 * and per site rule what it read and found (RuleRecord). The whole is keyed by the tool
 * version, html-validate's version and configuration and the check code, so any change to how
 * pages are judged starts afresh. A check that saw few new pages appends them to the logs
 * rather than writing the files again (see save).
 */
export interface CheckCache {
  /** The hash a page's markup is known by: of its UTF-8 bytes, so a page read as bytes and one read as text hash alike. */
  hash(markup: string | Uint8Array): string;
  /**
   * The hash of a file's bytes, read with `read`, or without reading when an earlier check
   * hashed the file and it has not been written since (see FileStamp).
   */
  hashFile(file: string, read: () => Uint8Array): string;
  /**
   * What a check worked out from the markup with this hash, when one has seen it; counts a hit.
   * Its heavy facts are read when a rule first asks for them; should the file that keeps them
   * not have them (damaged, or a check killed between writing the two), `analyse` works them
   * out from the page again.
   */
  lookup(hash: string, analyse: () => PageFacts): PageEntry | undefined;
  store(hash: string, entry: PageEntry): void;
  /** The digest of the facts of the markup with this hash (digestFacts), when this check looked it up or stored it. */
  digest(hash: string): string | undefined;
  /** What a site rule read and found the last time it ran (ruleMemo.ts). */
  rule(name: string): RuleRecord | undefined;
  keepRule(name: string, record: RuleRecord): void;
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
   * thousands, the new entries, stamps and rule records are appended to `check.log` and the new
   * pages' heavy facts to `check-facts.log`: the cost of the change, not of the site (on a
   * large site, writing the whole file every time was slow). The files are written again, with the
   * entries of the pages seen this time and only those, when a log has grown past a quarter of
   * its file or a quarter of the entries went unused.
   */
  save(): Promise<void>;
}

/**
 * What a page's file was like when a check hashed it: size, modification time and inode, and
 * the hash. A writer that changes a file changes its modification time (or, writing a new
 * file and renaming it over, its inode); `site build` leaves a page it does not change as it
 * was, so after an edit only the changed pages are read and hashed: at thousands of pages,
 * reading and hashing every page took longer than all the rest of the cache's work.
 */
type FileStamp = [size: number, mtimeMs: number, ino: number, hash: string];

/** The same file as stamped: same size, modification time and inode. */
const sameFile = (a: readonly unknown[], b: readonly unknown[]) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

function stampOf(file: string): [size: number, mtimeMs: number, ino: number] | undefined {
  try {
    const { size, mtimeMs, ino } = statSync(file);
    return [size, mtimeMs, ino];
  } catch {
    return undefined;
  }
}

/** A page as check.json keeps it: its messages, light facts and digest. */
interface StoredPage {
  messages: StoredMessage[];
  light: LightFacts;
  digest: string;
}

/**
 * A page's facts from the cache: the light ones at hand, the heavy ones read (for every page
 * at once, `heavy`) the first time a rule asks for one.
 */
class StoredFacts implements PageFacts {
  gzipSize: number;
  findings: PageFacts['findings'];
  images: PageFacts['images'];
  robots: string | undefined;
  #heavy: HeavyFacts | undefined;
  readonly #readHeavy: () => HeavyFacts;

  constructor(light: LightFacts, readHeavy: () => HeavyFacts) {
    this.gzipSize = light.gzipSize;
    this.findings = light.findings;
    this.images = light.images;
    this.robots = light.robots;
    this.#readHeavy = readHeavy;
  }

  get #full(): HeavyFacts {
    return (this.#heavy ??= this.#readHeavy());
  }
  get head() {
    return this.#full.head;
  }
  get references() {
    return this.#full.references;
  }
  get ids() {
    return this.#full.ids;
  }
  get scripts() {
    return this.#full.scripts;
  }
  get stylesheets() {
    return this.#full.stylesheets;
  }
  get httpUrls() {
    return this.#full.httpUrls;
  }
  get breadcrumbs() {
    return this.#full.breadcrumbs;
  }
  get jsonLdUrls() {
    return this.#full.jsonLdUrls;
  }
}

// Field by field, not by spreading: a StoredFacts' heavy facts are getters of its class.
const lightOf = (facts: PageFacts): LightFacts => Object.fromEntries(LIGHT_FIELDS.map((field) => [field, facts[field]])) as LightFacts;
const heavyOf = (facts: PageFacts): HeavyFacts => Object.fromEntries(HEAVY_FIELDS.map((field) => [field, facts[field]])) as HeavyFacts;

export async function openCheckCache(root: string, validatorConfig: unknown, options: { read: boolean }): Promise<CheckCache> {
  const files = { dir: cacheDir(root), key: cacheKey(validatorConfig) };
  const stored = options.read ? await readEntries(files.dir, files.key) : nothing();
  /** The heavy facts of every stored page, read when a rule first needs one (readHeavyFacts). */
  let heavy: Map<string, HeavyFacts> | undefined;
  const storedHeavy = () => (heavy ??= options.read ? readHeavyFacts(files.dir, files.key) : new Map<string, HeavyFacts>());
  const learnt: Learnt = {
    seen: new Map(),
    stores: new Map(),
    stamps: stampedHasher(stored.stamps),
    seenHeaders: new Map(),
    headerStores: new Map(),
    rules: new Map(stored.rules),
    ruleStores: new Map(),
  };
  const { seen, stores, seenHeaders, headerStores, rules, ruleStores } = learnt;
  const { hashFile } = learnt.stamps;
  let hits = 0;
  return {
    hash: hashOf,
    hashFile,
    lookup(hash, analyse) {
      let found = seen.get(hash);
      const page = found ? undefined : stored.entries.get(hash);
      if (page) {
        const facts = new StoredFacts(page.light, () => storedHeavy().get(hash) ?? heavyOf(analyse()));
        found = { facts, messages: page.messages, digest: page.digest };
      }
      if (found) {
        hits++;
        seen.set(hash, found);
      }
      return found;
    },
    store(hash, entry) {
      const digested = { ...entry, digest: digestFacts(entry.facts) };
      stores.set(hash, digested);
      seen.set(hash, digested);
    },
    digest: (hash) => seen.get(hash)?.digest,
    rule: (name) => rules.get(name),
    keepRule(name, record) {
      rules.set(name, record);
      ruleStores.set(name, record);
    },
    async imageHeader(image, read) {
      const hash = hashFile(image, () => readFileSync(image));
      let header = seenHeaders.get(hash) ?? stored.headers.get(hash);
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
    save: () => saveEntries(files, stored, learnt),
  };
}

const hashOf = (markup: string | Uint8Array) => createHash('sha1').update(markup).digest('base64url');

/** What a check worked out and was told, for `save` to keep: every entry it used, and what is new of them. */
interface Learnt {
  seen: Map<string, PageEntry & { digest: string }>;
  /** What this check stored afresh: what a save appends. */
  stores: Map<string, PageEntry & { digest: string }>;
  stamps: ReturnType<typeof stampedHasher>;
  seenHeaders: Map<string, ImageHeader>;
  headerStores: Map<string, ImageHeader>;
  rules: Map<string, RuleRecord>;
  ruleStores: Map<string, RuleRecord>;
}

/** CheckCache.hashFile over the stamps a check found, and the stamps it saw and made afresh. */
function stampedHasher(stamps: StoredCache['stamps']) {
  const seen = new Map<string, FileStamp>();
  const restamps: Record<string, FileStamp> = {};
  const at = Date.now();
  let restamped = 0;
  const hashFile = (page: string, read: () => Uint8Array): string => {
    // Called for every page of the site on every check after an edit: nothing is copied.
    const stamp = stampOf(page);
    const known = stamps.get(page);
    const same = stamp !== undefined && known !== undefined && sameFile(stamp, known.stamp);
    const trusted = same && stamp[1] < known.at - RACY_MS;
    const found = trusted ? known.stamp[3] : hashOf(read());
    if (!stamp) {
      restamped++;
      return found;
    }
    const seenStamp: FileStamp = same && known.stamp[3] === found ? known.stamp : [stamp[0], stamp[1], stamp[2], found];
    seen.set(page, seenStamp);
    // Read this time: the stamp is saved with this check's time, which a racy one needs to be trusted.
    if (!trusted) restamps[page] = seenStamp;
    // A stamp the cache holds already (a racy one among them) is no reason to write it again.
    if (seenStamp !== known?.stamp) restamped++;
    return found;
  };
  return { hashFile, seen, restamps, at, restamped: () => restamped };
}

/**
 * CheckCache.save: appends what this check learnt to the logs, or writes the files again with
 * the entries it used and only those (see CheckCache.save).
 */
async function saveEntries(files: { dir: string; key: string }, stored: StoredCache, learnt: Learnt): Promise<void> {
  const { dir, key } = files;
  const { seen, stores, stamps, seenHeaders, headerStores, rules, ruleStores } = learnt;
  const anyNew = stores.size > 0 || stamps.restamped() > 0 || headerStores.size > 0 || ruleStores.size > 0;
  const unused = [...stored.entries.keys()].filter((hash) => !seen.has(hash)).length;
  // Every page came from the entry as it is, and it holds no other: writing it again would change nothing.
  if (!anyNew && unused === 0 && stamps.seen.size === stored.stamps.size && seenHeaders.size === stored.headers.size) return;
  const { logged } = stored;
  const factsSizes = logged && (await loggedSizes(dir, 'checkFacts'));
  if (logged && factsSizes && logged.sizes.log < logged.sizes.file / 4 && factsSizes.log < factsSizes.file / 4 && unused <= stored.entries.size / 4) {
    // Entries and stamps of pages gone since cost nothing but room, until the whole entry is written.
    if (!anyNew) return;
    // The facts go first: a page whose facts are missing is only analysed again. (A torn end of
    // the facts' log, not read here, only hides what comes after it: those pages are analysed again.)
    if (stores.size > 0)
      await appendRecord(dir, 'checkFacts', Buffer.from([...jsonParts(packedFacts(key, stores))].join('')), { sizes: factsSizes, torn: false });
    const headers = Object.fromEntries(headerStores);
    const part = { key, stampedAt: stamps.at, stamps: stamps.restamps, headers, pages: pagesOf(stores), rules: Object.fromEntries(ruleStores) };
    await appendRecord(dir, 'check', Buffer.from(JSON.stringify(part)), logged);
    return;
  }
  // Each entry written whole, its log removed (src/cache/siteCache.ts): a crash between the two
  // leaves facts the pages do not need, which only costs a recheck. Writing the heavy facts of
  // pages the cache held reads them (storedHeavy).
  // Made a page at a time as they are written (jsonParts): either file made whole is a text that grows with the site.
  const headers = Object.fromEntries(seenHeaders);
  await writeEntry(dir, 'checkFacts', jsonParts(packedFacts(key, seen)));
  const whole = {
    key,
    stampedAt: stamps.at,
    stamps: new EntriesOf(stamps.seen),
    headers,
    pages: new EntriesOf(storedPages(seen)),
    rules: Object.fromEntries(rules),
  };
  await writeEntry(dir, 'check', jsonParts(whole));
}

const pagesOf = (entries: ReadonlyMap<string, PageEntry & { digest: string }>): Record<string, StoredPage> => Object.fromEntries(storedPages(entries));

function* storedPages(entries: ReadonlyMap<string, PageEntry & { digest: string }>): Generator<[string, StoredPage], undefined> {
  for (const [hash, { facts, messages, digest }] of entries) yield [hash, { messages, light: lightOf(facts), digest }];
}

interface StoredCache {
  entries: Map<string, StoredPage>;
  /** Page file → its stamp when a check hashed it, and when that check began: the moment it looked at the file. */
  stamps: Map<string, { stamp: FileStamp; at: number }>;
  /** Image file hash → its header (ImageHeader). */
  headers: Map<string, ImageHeader>;
  rules: Map<string, RuleRecord>;
  /** Where the entry and its log end, for an append; undefined when there is no entry to append to. */
  logged?: Pick<LoggedEntry, 'sizes' | 'torn'>;
}

const nothing = (): StoredCache => ({ entries: new Map(), stamps: new Map(), headers: new Map(), rules: new Map() });

/** One save of check.json as stored: the whole file, or a line of its log, which adds to it. */
type StoredPart = {
  key?: unknown;
  stamps?: unknown;
  stampedAt?: unknown;
  headers?: Record<string, ImageHeader>;
  pages?: Record<string, StoredPage>;
  rules?: Record<string, RuleRecord>;
};

/** The entry, then each record of its log on top; a part of another key, or that does not parse, is left out. */
async function readEntries(dir: string, key: string): Promise<StoredCache> {
  const logged = await readLoggedEntry(dir, 'check');
  if (!logged) return nothing();
  try {
    const read = nothing();
    if (!addPart(read, JSON.parse(logged.bytes.toString('utf8')) as StoredPart, key)) return nothing();
    for (const record of logged.records) addPart(read, JSON.parse(record.toString('utf8')) as StoredPart, key);
    return { ...read, logged };
  } catch {
    // A hand-edited cache only costs a full check.
    return nothing();
  }
}

function addPart(read: StoredCache, part: StoredPart, key: string): boolean {
  if (part.key !== key || !part.pages) return false;
  // Key by key, not through Object.entries: a pair for each page and stamp was garbage.
  for (const hash in part.pages) read.entries.set(hash, part.pages[hash]!);
  const { stampedAt: at, stamps } = part;
  if (typeof at === 'number' && typeof stamps === 'object' && stamps !== null)
    for (const page in stamps) read.stamps.set(page, { stamp: (stamps as Record<string, FileStamp>)[page]!, at });
  for (const [hash, header] of Object.entries(part.headers ?? {})) read.headers.set(hash, header);
  for (const [name, record] of Object.entries(part.rules ?? {})) read.rules.set(name, record);
  return true;
}

/**
 * The heavy facts of the check's facts entry and its log, by page hash. Read when a rule first
 * needs them, in the middle of a rule, so at once (sync); an entry of another key, or none, gives
 * none, and each page's facts are then worked out again from its markup (lookup).
 */
function readHeavyFacts(dir: string, key: string): Map<string, HeavyFacts> {
  const facts = new Map<string, HeavyFacts>();
  const logged = readLoggedEntrySync(dir, 'checkFacts');
  if (!logged) return facts;
  for (const [i, bytes] of [logged.bytes, ...logged.records].entries()) {
    try {
      const part = JSON.parse(bytes.toString('utf8')) as { key?: unknown } & Partial<PackedEntries>;
      if (part.key !== key || !part.pages || !part.references) {
        if (i === 0) return facts;
        continue;
      }
      for (const [hash, entry] of unpackReferences(part as PackedEntries)) facts.set(hash, entry);
    } catch {
      // An entry that does not parse: its pages are analysed again.
      if (i === 0) return facts;
    }
  }
  return facts;
}

type Reference = PageFacts['references'][number];

/** check-facts.json's shape: every page's references as numbers into one table, since most are the same few hundred links on every page. */
interface PackedEntries {
  references: Reference[];
  pages: Record<string, Omit<HeavyFacts, 'references'> & { references: number[] }>;
}

/**
 * check-facts.json's parts for these pages: each page's heavy facts with its references as
 * numbers into one table, made as the page is written, then the table.
 */
function packedFacts(key: string, entries: ReadonlyMap<string, PageEntry>) {
  const numbers = new Map<string, number>();
  const references: Reference[] = [];
  const numberOf = (reference: Reference) => {
    const text = reference.join('\0');
    let n = numbers.get(text);
    if (n === undefined) numbers.set(text, (n = references.push(reference) - 1));
    return n;
  };
  function* pages(): Generator<[string, PackedEntries['pages'][string]], undefined> {
    for (const [hash, { facts }] of entries) {
      const heavy = heavyOf(facts);
      yield [hash, { ...heavy, references: heavy.references.map(numberOf) }];
    }
  }
  // The table after the pages, whose writing fills it: JSON's fields have no order to a reader.
  return { key, pages: new EntriesOf(pages()), references: new ItemsOf(references) };
}

function unpackReferences({ references, pages }: PackedEntries): Map<string, HeavyFacts> {
  const entries = new Map<string, HeavyFacts>();
  for (const [hash, facts] of Object.entries(pages)) {
    const found = facts.references.map((n) => references[n]);
    // A table and a page that do not agree are a damaged file: the page is analysed afresh.
    if (found.every((reference) => reference !== undefined)) entries.set(hash, { ...facts, references: found });
  }
  return entries;
}

/** The code files a page's cached analysis depends on (cacheKey). */
const CHECK_CODE = ['src/check/**/*.{ts,mjs}', 'src/output/**/*.ts', 'src/redirects/**/*.ts', 'src/errors/**/*.ts', 'src/compiledCode.mjs'];

/**
 * What a page's cached analysis depends on besides its bytes: the tool and its dependencies
 * (package.json, the lockfile: html-validate's version among them), html-validate's
 * configuration, and the code that analyses a page and names its findings (the check, the
 * output and redirect rules it applies, the catalogue its severities come from, and
 * src/compiledCode.mjs, which compiles that code for the check's workers).
 */
function cacheKey(validatorConfig: unknown): string {
  const hash = hashToolFiles(createHash('sha1'), packageRoot);
  hash.update(JSON.stringify(validatorConfig));
  for (const source of fg.sync(CHECK_CODE, { cwd: packageRoot }).sort()) {
    hash.update(`\0${source}\0`).update(readFileSync(path.join(packageRoot, source)));
  }
  return hash.digest('hex');
}
