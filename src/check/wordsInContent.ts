import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appendAll } from '../appendAll.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { loadPageReads } from '../cache/buildCache.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { entryStore } from '../cache/siteCache.ts';
import { collections } from '../content/collections.ts';
import { formatFieldPath } from '../content/formatFieldPath.ts';
import { isSharedRead, parseRead } from '../content/readKeys.ts';
import { parseSourceFile, storedSourceFile, type SourceFile } from '../content/sourceFile.ts';
import type { StoredSource } from '../content/contentCache.ts';
import { hashBytes, hashText } from '../content/hash.ts';
import { loadLoggedMap } from '../cache/loggedMap.ts';
import { pageUrl } from '../output/pageUrl.ts';
import type { BuiltSite } from './builtSite.ts';
import { pageFacts } from './siteFacts.ts';

/** The findings about a page's own words, which a writer mends in the content, not in the built page. */
const WORDS = {
  'meta/title-length': { what: 'title', words: (site: BuiltSite, page: string) => pageFacts(site, page).head.titles[0]?.value },
  'meta/description-length': { what: 'description', words: (site: BuiltSite, page: string) => pageFacts(site, page).head.meta['description']?.value },
} as const;

/** A string a content field holds, found in a page's words: as written, or a pattern its `{tokens}` were filled in. */
interface Part {
  file: string;
  path: (string | number)[];
  text: string;
  /** Where in the words it stands: the pattern's own words only, so the names filled in are parts of their own. */
  spans: [number, number][];
}

/** Parts shorter than this (a county's "Kent" inside a place's name) would name fields by chance. */
const SHORTEST_PART = 3;

/**
 * Moves the findings about a page's title and description from the built page to the content
 * lines their words were written on: that is where a writer shortens them. The last build's
 * cache says which fields each page read; of their strings, those the page's words hold made
 * them, longest first and not overlapping (a title filled from a pattern is made of a place's
 * name, a service's name and the site's name). The finding is placed at the longest and names
 * the others. A page the cache does not know, or words no field holds, keep the built page's
 * line. Read only when there is such a finding: most checks never load the manifest.
 */
export async function placeWordsInContent(findings: readonly Diagnostic[], site: BuiltSite, root: string, contentDir: string): Promise<Diagnostic[]> {
  const prefix = `${site.label}/`;
  const ofWords = (finding: Diagnostic) => finding.rule in WORDS && finding.file.startsWith(prefix);
  if (!findings.some(ofWords)) return [...findings];
  const dir = cacheDir(path.dirname(contentDir));
  const reads = await loadPageReads(dir);
  if (!reads) return [...findings];
  const singleFiles = new Map(
    collections.filter((c) => c.shape === 'single').map((c) => [c.name, path.relative(root, path.join(contentDir, c.pattern)).split(path.sep).join('/')]),
  );
  const memo = placedMemo(dir, root);
  let sources: SourceReader | undefined;
  const placed: Diagnostic[] = [];
  for (const finding of findings) {
    const pageReads = ofWords(finding) ? reads.get(pageUrl(finding.file.slice(prefix.length))) : undefined;
    if (!pageReads) {
      placed.push(finding);
      continue;
    }
    const fields = fieldsRead(pageReads, singleFiles);
    const key = memo.keyOf(finding, fields);
    let at = memo.get(key);
    if (!at) {
      sources ??= sourceReader(root, (await loadLoggedMap<StoredSource>(dir, 'sources'))?.entries ?? new Map());
      at = placedFinding(finding, site, prefix, fields, sources);
      memo.set(key, at);
    }
    placed.push(at);
  }
  memo.save();
  return placed;
}

/** One finding placed at the content field its page's words came from, or as it was when none holds them. */
function placedFinding(
  finding: Diagnostic,
  site: BuiltSite,
  prefix: string,
  fields: readonly { file: string; field: string }[],
  sources: SourceReader,
): Diagnostic {
  const page = finding.file.slice(prefix.length);
  const { what, words } = WORDS[finding.rule as keyof typeof WORDS];
  const text = words(site, page);
  if (!text) return finding;
  const parts = partsOf(text, fields, sources);
  return parts.length > 0 ? placedAt(finding, parts, { url: pageUrl(page), what, text }, sources) : finding;
}

/**
 * The findings placed by the last check, by a key of the finding and the bytes of every file
 * whose fields its page read (`.site-cache/`, `placedWords`): placing one parses the files its
 * parts are in, and a check after a one-record edit finds the others' placings again. Only the
 * placings of this check are kept.
 */
function placedMemo(dir: string, root: string) {
  const store = entryStore(dir, 'placedWords');
  let kept: Record<string, Diagnostic> = {};
  try {
    kept = JSON.parse(store.read() ?? '{}') as Record<string, Diagnostic>;
  } catch {
    // None yet, or unreadable: every finding is placed afresh.
  }
  const now: Record<string, Diagnostic> = {};
  const hashes = new Map<string, string>();
  const hashOf = (file: string) => {
    let hash = hashes.get(file);
    if (hash === undefined) {
      try {
        hash = hashBytes(readFileSync(path.resolve(root, file)));
      } catch {
        hash = 'absent';
      }
      hashes.set(file, hash);
    }
    return hash;
  };
  return {
    keyOf: (finding: Diagnostic, fields: readonly { file: string }[]) =>
      hashText([JSON.stringify(finding), ...[...new Set(fields.map(({ file }) => file))].sort().map((file) => `${file}\0${hashOf(file)}`)].join('\n')),
    get: (key: string): Diagnostic | undefined => (key in kept ? (now[key] = kept[key]!) : undefined),
    set: (key: string, finding: Diagnostic) => void (now[key] = finding),
    save: () => {
      const same = Object.keys(now).length === Object.keys(kept).length && Object.keys(now).every((key) => key in kept);
      if (!same) store.write(JSON.stringify(now));
    },
  };
}

/** Each (file, top-level field) the page read of a record or of a single-file collection, once. */
function fieldsRead(reads: Iterable<string>, singleFiles: ReadonlyMap<string, string>): { file: string; field: string }[] {
  const fields = new Map<string, { file: string; field: string }>();
  for (const key of reads) {
    // What the header and footer read is every page's: it names no field of this page's words.
    if (isSharedRead(key)) continue;
    const read = parseRead(key);
    const at =
      'file' in read
        ? read.field !== undefined && { file: read.file, field: read.field }
        : read.part !== undefined && singleFiles.has(read.collection) && { file: singleFiles.get(read.collection)!, field: read.part.split('.')[0]! };
    if (at && !at.field.startsWith('~') && at.field !== '*') fields.set(`${at.file}#${at.field}`, at);
  }
  return [...fields.values()];
}

/**
 * The strings of those fields that the words hold: first the patterns they were filled from,
 * then the strings as written, longest first, each over words no earlier part took.
 */
const isPattern = (part: Part) => /\{[A-Za-z]/.test(part.text);

function partsOf(text: string, fields: readonly { file: string; field: string }[], sources: SourceReader): Part[] {
  const found: Part[] = [];
  for (const { file, field } of fields) {
    const data = sources(file)?.data as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object') continue;
    collectStrings(data[field], [field], (value, at) => {
      const spans = filledPattern(text, value) ?? occurrences(text, value);
      if (spans) found.push({ file, path: at, text: value, spans });
    });
  }
  // The part covering most of the words first: a title written whole before the site's name in it.
  const covered = (part: Part) => (isPattern(part) ? part.spans.reduce((sum, [start, end]) => sum + end - start, 0) : part.text.length);
  found.sort((a, b) => covered(b) - covered(a) || a.file.localeCompare(b.file));
  const taken: [number, number][] = [];
  const parts: Part[] = [];
  for (const part of found) {
    const free = part.spans.filter(([start, end]) => taken.every(([from, to]) => end <= from || start >= to));
    if (free.length === 0 || (isPattern(part) && free.length < part.spans.length)) continue;
    appendAll(taken, isPattern(part) ? part.spans : [free[0]!]);
    parts.push(part);
  }
  return parts;
}

/** Where a string stands in the words, each time it does. */
function occurrences(text: string, part: string): [number, number][] | undefined {
  const spans: [number, number][] = [];
  for (let start = text.indexOf(part); start !== -1; start = text.indexOf(part, start + 1)) spans.push([start, start + part.length]);
  return spans.length > 0 ? spans : undefined;
}

/**
 * For a pattern (`Business Web Hosting {town}`) the words are, filled in, whole or before the
 * site's name the layout adds (` | Kent Web Hosting`): the spans of the pattern's own words.
 */
function filledPattern(text: string, pattern: string): [number, number][] | undefined {
  const pieces = pattern.split(/\{[A-Za-z][\w.]*\}/);
  // Most strings a page read are in none of its words: ruled out before a pattern is made of them.
  if (pieces.length < 2 || !text.startsWith(pieces[0]!) || pieces.some((piece) => !text.includes(piece))) return undefined;
  const source = pieces.map((piece) => `(${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`).join('.+?');
  const match = new RegExp(`^${source}(?:$| \\| )`, 'd').exec(text);
  if (!match?.indices) return undefined;
  return match.indices.slice(1).flatMap((span) => (span && span[1] > span[0] ? [span] : []));
}

function collectStrings(value: unknown, at: (string | number)[], found: (value: string, at: (string | number)[]) => void, depth = 0): void {
  if (typeof value === 'string') {
    if (value.length >= SHORTEST_PART) found(value, at);
  } else if (Array.isArray(value) && depth < 4) value.forEach((item, i) => collectStrings(item, [...at, i], found, depth + 1));
  else if (value && typeof value === 'object' && depth < 4)
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) collectStrings(item, [...at, key], found, depth + 1);
}

function placedAt(finding: Diagnostic, parts: readonly Part[], page: { url: string; what: string; text: string }, sources: SourceReader): Diagnostic {
  const at = (part: Part) => sources(part.file)!.locate(part.path);
  const [first, ...others] = parts;
  const { line, column } = at(first!);
  const field = formatFieldPath(first!.path);
  const whole = first!.text === page.text;
  const madeOf = others.map((part) => `${part.file}:${at(part).line} (${formatFieldPath(part.path)} "${part.text}")`);
  const source = whole ? 'written here' : `made from the ${field} written here${madeOf.length > 0 ? `, with ${madeOf.join(' and ')}` : ''}`;
  const detail = finding.message.replace(/^The (title|description) is /, '');
  return {
    ...finding,
    file: first!.file,
    line,
    column,
    field,
    message: `The ${page.what} of ${page.url}, "${page.text}", is ${detail}; ${source}`,
  };
}

type SourceReader = (file: string) => SourceFile | undefined;

/**
 * Content files parsed once each, relative to the project root; undefined for one that is gone
 * or no longer parses. A file with the bytes the last build parsed is taken from the build
 * cache (`stored`), and parsed only if a finding is placed in it: a page's title or
 * description reads hundreds of files (a guide lists places), and parsing them all again cost a
 * check more than its every other step.
 */
function sourceReader(root: string, stored: ReadonlyMap<string, StoredSource>): SourceReader {
  const parsed = new Map<string, SourceFile | undefined>();
  return (file) => {
    if (!parsed.has(file)) {
      let source: SourceFile | undefined;
      try {
        const bytes = readFileSync(path.resolve(root, file));
        const kept = stored.get(file);
        const result = kept?.hash === hashBytes(bytes) ? storedSourceFile(file, () => bytes, kept) : parseSourceFile(file, bytes);
        if (result.ok) source = result.source;
      } catch {
        // Removed since the build: the built page's line stands.
      }
      parsed.set(file, source);
    }
    return parsed.get(file);
  };
}
