import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { ParsedPage } from './parsePage.ts';
import type { Position } from './position.ts';
import type { PageImage } from './pageImages.ts';

/** A value found in a page, and where. */
export interface Located<T = string> {
  value: T;
  at: Position;
}

/**
 * The `<meta>` names the rules read (rules/metadata.ts, metadataUnique.ts, shareCards.ts): the
 * facts keep these and no other. A page carries twice as many (viewport, theme colour, the
 * Twitter copies of the title and description...), and the check cache holds every page's
 * facts: on a large site, the others made a good part of what a check after an edit reads.
 */
export const META_READ = [
  'description',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'twitter:card',
] as const;
export type MetaName = (typeof META_READ)[number];
const metaRead: ReadonlySet<string> = new Set(META_READ);

/** What the metadata, sitemap and safety rules ask of a page's `<head>`. */
export interface PageHead {
  /** `<html lang>`. */
  lang: Located<string | undefined>;
  titles: Located[];
  /** `<meta name|property content>` by lowercased name, first occurrence, for the names the rules read (META_READ). */
  meta: Readonly<Partial<Record<MetaName, Located>>>;
  canonicals: Located[];
  /** Where `<head>` is, for findings about missing tags. */
  at: Position;
}

/** A finding about one page that holds whatever else is built: the file is the page's own. */
export type PageFinding = Omit<Diagnostic, 'file'>;

/**
 * What the site-wide rules need to know of one page, read from its parse once and kept in the
 * check cache with the page's hash, so that a page whose bytes have not changed is never parsed
 * again. Positions of references are not kept (a page has hundreds): a rule that reports one
 * parses that page again (see locateReferences).
 */
export interface PageFacts {
  head: PageHead;
  /**
   * The content of `<meta name="robots">`, lowercased, when the page has one: apart from the
   * head, since the sitemap rule reads it on every check after an edit (a build writes the
   * sitemap afresh), and what such a check reads is kept light (checkCache.ts).
   */
  robots: string | undefined;
  /** Every distinct `<tag attribute="url">` for href, src and each srcset candidate, in document order. */
  references: [tag: string, attribute: string, url: string][];
  /** Fragment targets: every id, and old-style `<a name>`. */
  ids: string[];
  /** Distinct script srcs, and where the first script with a src is; and the analytics tags (`<script data-analytics>`), each with its `data-*` attributes. */
  scripts: { srcs: string[]; at?: Position; analytics?: AnalyticsTagFact[] };
  /** Where each `<link rel="stylesheet">` is. */
  stylesheets: Position[];
  /** Every plain `http://host` URL in the page, markup or text, as written. */
  httpUrls: Located[];
  /** BreadcrumbList items of the page's JSON-LD with a URL: 1-based item number, URL, the script's place. */
  breadcrumbs: { item: number; url: string; at: Position }[];
  /** Distinct absolute http(s) `url` and `sameAs` values of the page's JSON-LD, for `site check --external`. */
  jsonLdUrls: string[];
  /** What the rules that need this page alone found in it (safety, structured data). */
  findings: PageFinding[];
  /** Bytes a visitor downloads: gzip level 9. */
  gzipSize: number;
  /** Every `<img>`, with its `<picture>`'s sources. */
  images: PageImage[];
}

/** A `<script data-analytics>`: its src, its `data-*` attributes, and where it is (rules/analyticsPolicy.ts). */
export interface AnalyticsTagFact {
  src: string;
  attributes: Record<string, string>;
  at: Position;
}

/** Whether a reference is the href of an `<a>` or `<area>`: a link a visitor can follow. */
export function isFollowable([tag, attribute]: PageFacts['references'][number]): boolean {
  return attribute === 'href' && (tag === 'a' || tag === 'area');
}

/**
 * Gives each page's facts, as they arrive from a check worker, the one copy of each reference
 * that earlier pages' facts hold: most are the same few hundred links on every page, and a
 * copy per page kept a cold check of a large site over its memory budget.
 * (The check cache's file shares them the same way: checkCache.ts.)
 */
export function referenceSharer(): (facts: PageFacts) => PageFacts {
  const known = new Map<string, PageFacts['references'][number]>();
  return (facts) => {
    facts.references = facts.references.map((reference) => {
      const key = reference.join('\0');
      const found = known.get(key);
      if (found) return found;
      known.set(key, reference);
      return reference;
    });
    return facts;
  };
}

/** The URL-bearing attributes of every element. */
const urlAttributes = ['href', 'src', 'srcset'] as const;

/** Reads a parsed page's head, references, ids, scripts, stylesheets and plain-http URLs. */
export function readPageFacts(page: ParsedPage): Omit<PageFacts, 'breadcrumbs' | 'jsonLdUrls' | 'findings' | 'gzipSize' | 'images'> {
  const { head, robots } = readHead(page);
  const references = new Map<string, [string, string, string]>();
  const ids = new Set<string>();
  const scripts: PageFacts['scripts'] = { srcs: [] };
  const stylesheets: Position[] = [];
  for (const { tag, attribute, url } of urlReferences(page)) references.set(`${tag} ${attribute} ${url}`, [tag, attribute, url]);
  for (const { tag, attributes, offset } of page.tags) {
    for (const name of ['id', 'name'] as const) {
      const value = attributes.get(name);
      // <a name> is an old-style fragment target; name elsewhere (forms, meta) is not.
      if (value && (name === 'id' || tag === 'a')) ids.add(value);
    }
    const src = attributes.get('src');
    if (tag === 'script' && src !== undefined) {
      scripts.at ??= page.at(offset);
      if (!scripts.srcs.includes(src)) scripts.srcs.push(src);
      if (attributes.has('data-analytics')) (scripts.analytics ??= []).push(analyticsTag(src, attributes, page.at(offset)));
    }
    if (tag === 'link' && relList(attributes).includes('stylesheet')) stylesheets.push(page.at(offset));
  }
  return { head, robots, references: [...references.values()], ids: [...ids], scripts, stylesheets, httpUrls: httpUrls(page) };
}

function analyticsTag(src: string, attributes: ReadonlyMap<string, string>, at: Position): AnalyticsTagFact {
  return { src, attributes: Object.fromEntries([...attributes].filter(([name]) => name.startsWith('data-'))), at };
}

/** A URL in an href, src or srcset, with the offset of the tag that holds it. */
export interface UrlReference {
  tag: string;
  attribute: string;
  url: string;
  offset: number;
}

/** Every href, src and srcset candidate of the page, in document order. */
export function* urlReferences(page: ParsedPage): Generator<UrlReference> {
  for (const { tag, attributes, offset } of page.tags) {
    for (const attribute of urlAttributes) {
      const value = attributes.get(attribute);
      if (value === undefined) continue;
      for (const url of attribute === 'srcset' ? srcsetUrls(value) : [value]) yield { tag, attribute, url, offset };
    }
  }
}

/** Where each srcset candidate's URL is: the part before its width or density. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

export function relList(attributes: ReadonlyMap<string, string>): string[] {
  return (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
}

function readHead(page: ParsedPage): { head: PageHead; robots: string | undefined } {
  let robots: string | undefined;
  const head: PageHead = { lang: { value: undefined, at: { line: 1, column: 1 } }, titles: [], meta: {}, canonicals: [], at: { line: 1, column: 1 } };
  const meta: Partial<Record<MetaName, Located>> = {};
  for (const { tag, attributes, offset, text } of page.tags) {
    if (tag === 'body') break;
    if (tag === 'html') head.lang = { value: attributes.get('lang'), at: page.at(offset) };
    else if (tag === 'head') head.at = page.at(offset);
    else if (tag === 'title') head.titles.push({ value: (text ?? '').replace(/\s+/g, ' ').trim(), at: page.at(offset) });
    else if (tag === 'meta') {
      const name = (attributes.get('name') ?? attributes.get('property'))?.toLowerCase();
      const content = attributes.get('content');
      if (name === 'robots' && content !== undefined) robots ??= content.toLowerCase();
      if (name && content !== undefined && metaRead.has(name) && !(name in meta)) meta[name as MetaName] = { value: content, at: page.at(offset) };
    } else if (tag === 'link' && relList(attributes).includes('canonical')) head.canonicals.push({ value: attributes.get('href') ?? '', at: page.at(offset) });
  }
  head.meta = meta;
  return { head, robots };
}

/** `http://` and the host (and port) after it, anywhere in the page: JSON-LD and text included. */
function httpUrls(page: ParsedPage): Located[] {
  const found: Located[] = [];
  for (const match of page.html.matchAll(/http:\/\/[\w.-]*(?::\d+)?/gi)) found.push({ value: match[0], at: page.at(match.index) });
  return found;
}
