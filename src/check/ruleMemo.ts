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
 * page: a field is keyed for the whole site), which parts of the site (its files, its pages,
 * a text file by name, the origin) and which pages' markup (a rule that parses a page again to
 * say where something is). Those reads are keyed by the pages' digests (digestFacts) and the
 * parts' contents, so a check after a writer's edit, which changes the text of a few pages
 * and their sizes, runs only the rules that read the sizes (and the sitemap's, which the build
 * writes afresh), and the facts other rules read are never loaded. A rule given the same reads
 * finds the same things: it reads nothing else (the rules are functions of the site).
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
    if (read === 'files') return sha1([...site.files].join('\n'));
    if (read === 'pages') return sha1([...site.pages.keys()].join('\n'));
    if (read === 'origin') return site.origin ?? '\0none';
    if (read === 'texts') return sha1(JSON.stringify([...(site.texts ?? new Map())]));
    if (read.startsWith('text:')) {
      const text = site.texts?.get(read.slice('text:'.length));
      return text === undefined ? '\0none' : sha1(text);
    }
    return undefined;
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

/** `site` as a rule sees it, noting in `noted` each thing the rule reads (ruleMemo). */
function notingSite(site: BuiltSite, noted: { facts: Set<string>; site: Set<string>; markup: Set<string> }): BuiltSite {
  const note = (read: string) => noted.site.add(read);
  const everyPage = () => {
    for (const page of site.pages.keys()) noted.markup.add(page);
  };
  const pages = mapNoting(site.pages, {
    whole: () => note('pages'),
    one: (page) => noted.markup.add(page),
    every: everyPage,
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
  const view: BuiltSite = {
    dir: site.dir,
    label: site.label,
    get files() {
      note('files');
      return site.files;
    },
    get redirects() {
      note('text:_redirects');
      return site.redirects;
    },
    get redirectRules() {
      note('text:_redirects');
      return site.redirectRules;
    },
    get origin() {
      note('origin');
      return site.origin;
    },
    pages,
    ...(texts ? { texts } : {}),
    ...(pageBytes ? { pageBytes: (page: string) => (noted.markup.add(page), pageBytes(page)) } : {}),
  };
  readFactsThrough(view, site, (field) => FACT_FIELDS.includes(field as keyof PageFacts) && noted.facts.add(field));
  return view;
}

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
