import { createHash } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltSite } from './builtSite.ts';
import { DIGEST_CHARS, DIGEST_LENGTH, digestFacts, FACT_FIELDS, type CheckCache, type RuleRecord } from './checkCache.ts';
import type { PageFacts } from './page/pageFacts.ts';
import { pageFacts, readFactsThrough } from './siteFacts.ts';

/** A rule about the site as a whole: what it finds depends on what it reads of the site, and on nothing else. */
export type SiteRule = (site: BuiltSite) => Diagnostic[];

/**
 * Runs site rules, each again only when something it read has changed since it last ran; else
 * its findings are the ones it found then (kept in the check cache, checkCache.ts). A rule runs
 * on a view of the site that notes what it reads: which fields of the pages' facts (of any
 * page: a field is keyed for the whole site), which fields of the site itself (any field, by
 * its name: its files, its redirects, the origin...; of its text files, which by name) and which
 * pages' markup (a rule that parses a page again to say where something is). Those reads are
 * keyed by the pages' digests (digestFacts) and the values read, so a check after a writer's
 * edit, which changes the text of a few pages and their sizes, runs only the rules that read
 * the sizes (and the sitemap's, which the build writes afresh), and the facts other rules read
 * are never loaded. A rule given the same reads finds the same things: it reads nothing else
 * (the rules are functions of the site). Whatever fields BuiltSite gains, a rule's reads of
 * them are noted and keyed the same way: nothing here lists them.
 */
export function ruleMemo(site: BuiltSite, pageHashes: ReadonlyMap<string, string>, cache: CheckCache): RuleMemo {
  const keyOf = inputKeys(site, pageHashes, cache);
  const memo: RuleMemo = { run, reused: [], ran: [] };
  return memo;

  function run(name: string, rule: SiteRule): Diagnostic[] {
    const stored = cache.rule(name);
    if (stored && keyOf(stored.reads) === stored.key) {
      memo.reused.push(name);
      return stored.findings;
    }
    memo.ran.push(name);
    const noted = { facts: new Set<string>(), site: new Set<string>(), markup: new Set<string>() };
    const findings = rule(notingSite(site, noted));
    const sorted = (values: Set<string>) => [...values].sort();
    const reads: RuleRecord['reads'] = { facts: sorted(noted.facts), site: sorted(noted.site), markup: sorted(noted.markup) };
    const key = keyOf(reads);
    if (key !== undefined) cache.keepRule(name, { reads, key, findings });
    return findings;
  }
}

export interface RuleMemo {
  /** The findings of `rule`, known as `name` in the cache: found again, or as last time. */
  run: (name: string, rule: SiteRule) => Diagnostic[];
  /** Rules whose findings were the last time's, and rules that ran. */
  reused: string[];
  ran: string[];
}

/**
 * The key of a rule's reads on this site: undefined when one cannot be keyed (a page the cache
 * has no digest of, a read this file does not know), and the rule then runs every time.
 */
function inputKeys(site: BuiltSite, pageHashes: ReadonlyMap<string, string>, cache: CheckCache): (reads: RuleRecord['reads']) => string | undefined {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
  /**
   * Every page's digest, in the pages' order, one after another (undefined when a page has
   * none): a field's key gathers its hash of every page from here. On a large site, a string per
   * page and field was slow to make and left as much again in garbage.
   */
  let table: Uint8Array | undefined | null = null;
  const digestTable = (): Uint8Array | undefined => {
    const digests: string[] = [];
    for (const page of site.pages.keys()) {
      // A page the cache has seen has its digest there; one it has not has its facts at hand (its
      // messages may still be on their way from a worker).
      const hash = pageHashes.get(page);
      const digest = hash === undefined ? undefined : (cache.digest(hash) ?? digestFacts(pageFacts(site, page)));
      // One of another length (a damaged file) would put every later page's hashes out of place.
      if (digest?.length !== DIGEST_LENGTH) return undefined;
      digests.push(digest);
    }
    return Buffer.from(digests.join(''), 'latin1');
  };
  const fields = new Map<string, string | undefined>();
  /** A field of every page's facts: each page's hash of the field, in the pages' order (the pages themselves are keyed by `pages`). */
  const fieldKey = (field: keyof PageFacts) => {
    if (table === null) table = digestTable();
    if (table === undefined) return undefined;
    const at = FACT_FIELDS.indexOf(field) * DIGEST_CHARS;
    const gathered = new Uint8Array((table.length / DIGEST_LENGTH) * DIGEST_CHARS);
    for (let page = 0, to = 0; to < gathered.length; page += DIGEST_LENGTH) for (let i = 0; i < DIGEST_CHARS; i++) gathered[to++] = table[page + at + i]!;
    return createHash('sha1')
      .update(gathered)
      .update(known(parts, 'pages', () => partKey('pages'))!)
      .digest('base64url');
  };
  const parts = new Map<string, string | undefined>();
  const partKey = (read: string): string | undefined => {
    if (read === 'pages') return sha1([...site.pages.keys()].join('\n'));
    if (read === 'texts') return sha1(JSON.stringify([...(site.texts ?? new Map())]));
    if (read.startsWith('text:')) {
      const text = site.texts?.get(read.slice('text:'.length));
      return text === undefined ? '\0none' : sha1(text);
    }
    return valueKey((site as unknown as Record<string, unknown>)[read]);
  };
  const known = <T>(cached: Map<string, T>, name: string, work: () => T) => {
    if (!cached.has(name)) cached.set(name, work());
    return cached.get(name);
  };
  return (reads) => {
    const keys = [
      site.dir,
      site.label,
      ...reads.facts.map((field) =>
        FACT_FIELDS.includes(field as keyof PageFacts) ? known(fields, field, () => fieldKey(field as keyof PageFacts)) : undefined,
      ),
      ...reads.site.map((read) => known(parts, read, () => partKey(read))),
      ...reads.markup.map((page) => pageHashes.get(page) ?? '\0gone'),
    ];
    return keys.includes(undefined) ? undefined : sha1(JSON.stringify([reads, keys]));
  };
}

/**
 * `site` as a rule sees it, noting in `noted` each thing the rule reads (ruleMemo): any field of
 * the site by its name (keyed by its value, whatever fields BuiltSite gains), and, of its maps,
 * which pages' markup and which text files by name.
 */
function notingSite(site: BuiltSite, noted: { facts: Set<string>; site: Set<string>; markup: Set<string> }): BuiltSite {
  const note = (read: string) => noted.site.add(read);
  const pages = mapNoting(site.pages, {
    whole: () => note('pages'),
    one: (page) => noted.markup.add(page),
    every: () => {
      for (const page of site.pages.keys()) noted.markup.add(page);
    },
  });
  const texts =
    site.texts &&
    mapNoting(site.texts, {
      whole: () => note('texts'),
      one: (name) => note(`text:${name}`),
      every: () => note('texts'),
      has: (name) => note(`text:${name}`),
    });
  const { pageBytes } = site;
  /** The fields read through views of their own, which note what is read of them (one the site lacks is read as a field). */
  const views = new Map<PropertyKey, unknown>(
    Object.entries({ pages, texts, pageBytes: pageBytes && ((page: string) => (noted.markup.add(page), pageBytes(page))) }).filter(([, v]) => v !== undefined),
  );
  const noteField = (field: PropertyKey) => typeof field === 'string' && !views.has(field) && note(field);
  const view = new Proxy(site, {
    get(target, field) {
      noteField(field);
      return views.get(field) ?? (Reflect.get(target, field) as unknown);
    },
    // Asking whether the site has a field, or which it has, reads the field.
    has: (target, field) => (noteField(field), Reflect.has(target, field)),
    ownKeys(target) {
      Reflect.ownKeys(target).forEach(noteField);
      return Reflect.ownKeys(target);
    },
  });
  readFactsThrough(view, site, (field) => FACT_FIELDS.includes(field as keyof PageFacts) && noted.facts.add(field));
  return view;
}

/**
 * The key of a field of the site a rule read, from its value: text as it is; plain data, maps,
 * sets and regular expressions as JSON (a map or set as its entries in order). A value with
 * anything else in it (a function, an instance of another class) cannot be keyed without
 * losing part of it: it is not keyed (undefined), and a rule that reads it runs every time.
 */
function valueKey(value: unknown): string | undefined {
  if (value === undefined) return '\0none';
  const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
  if (typeof value === 'string') return sha1(value);
  const unkeyable = new Error('unkeyable');
  const replacer = (_key: string, part: unknown): unknown => {
    if (part instanceof Map || part instanceof Set) return [...part];
    if (part instanceof RegExp) return `/${part.source}/${part.flags}`;
    if (typeof part === 'function' || typeof part === 'symbol' || typeof part === 'bigint') throw unkeyable;
    if (typeof part === 'object' && part !== null && !Array.isArray(part) && !isPlainObject(part)) throw unkeyable;
    return part;
  };
  try {
    return sha1(JSON.stringify(value, replacer));
  } catch (error) {
    if (error === unkeyable) return undefined;
    throw error;
  }
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A map that notes how it is read: `whole` for its size and keys, `one` for one value by key,
 * `every` for all values; `has` for asking about one key (its keys, when not given).
 */
function mapNoting<V>(
  map: ReadonlyMap<string, V>,
  note: { whole: () => void; one: (key: string) => void; every: () => void; has?: (key: string) => void },
): ReadonlyMap<string, V> {
  const view: ReadonlyMap<string, V> = {
    get size() {
      note.whole();
      return map.size;
    },
    has(key) {
      (note.has ?? note.whole)(key);
      return map.has(key);
    },
    get(key) {
      note.one(key);
      return map.get(key);
    },
    keys() {
      note.whole();
      return map.keys();
    },
    values() {
      note.every();
      return map.values();
    },
    entries() {
      note.every();
      return map.entries();
    },
    [Symbol.iterator]() {
      note.every();
      return map.entries();
    },
    forEach(callback, thisArg) {
      note.every();
      map.forEach((value, key) => callback.call(thisArg, value, key, view));
    },
  };
  return view;
}
