import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { collections, ignoredContentFiles, patternMatcher, type CollectionDefinition, type CollectionName } from './collections.ts';
import { parseSourceFile, storedSourceFile, type SourceFile } from './sourceFile.ts';
import { listSafeFiles, MAX_CONTENT_BYTES } from './listSafeFiles.ts';
import type { ListedFile } from './folderListing.ts';
import { createContentCache, type ContentCache, type ContentStamps } from './contentCache.ts';
import { hashBytes } from './hash.ts';
import { appendAll } from '../appendAll.ts';

export interface LoadedCollection {
  definition: CollectionDefinition;
  /** Files that parsed. */
  files: SourceFile[];
  /** Every file the collection matched, parsed or not (project-relative). */
  paths: string[];
}

export interface LoadResult {
  collections: Map<CollectionName, LoadedCollection>;
  diagnostics: Diagnostic[];
}

/**
 * Reads every file under the content folder, assigns it to its collection and parses it.
 * Problems are collected, never thrown, so one run reports them all.
 */
export async function loadContent(
  contentDir: string,
  projectRoot: string,
  cache: ContentCache = createContentCache(),
  listed?: readonly ListedFile[],
): Promise<LoadResult> {
  // New maps, not cleared ones: the last build's cache keeps the ones it was planned with to compare against.
  cache.hashes = new Map();
  cache.collectionOf = new Map();
  const diagnostics: Diagnostic[] = [];
  const relative = relativeTo(projectRoot, contentDir);
  const empty = (message: string) => problem('content/empty', { file: relative('.') || 'content', line: 1, column: 1 }, { message });
  if (!isFolder(contentDir)) {
    diagnostics.push(empty(`${relative('.') || contentDir} is ${existsSync(contentDir) ? 'a file, not a folder' : 'not there'}: no content to build`));
    return { collections: new Map(), diagnostics };
  }
  // Editors' backups and swap files (deal.md~) are not content, and not unknown files either.
  const safe = listSafeFiles(contentDir, { name: 'content/', relative, ignore: ignoredContentFiles, maxBytes: MAX_CONTENT_BYTES }, listed);
  appendAll(diagnostics, safe.diagnostics);
  if (safe.files.length === 0 && safe.diagnostics.length === 0) {
    diagnostics.push(empty(`No content files found in ${relative('.') || contentDir}`));
    return { collections: new Map(), diagnostics };
  }
  const readable = new Set(safe.files);
  const loaded = new Map<CollectionName, LoadedCollection>();
  const claimed = new Set<string>();
  for (const definition of collections) {
    // Matched against the one walk of the folder; links are matched as entries, and only files
    // that listSafeFiles found safe are read.
    const matched = safe.entries.filter(patternMatcher(definition.pattern));
    matched.forEach((file) => claimed.add(file));
    const sources: SourceFile[] = [];
    for (const file of matched.filter((name) => readable.has(name))) {
      const result = readSourceFile(path.join(contentDir, file), relative(file), definition.name, cache, safe.stats.get(file));
      if (result.ok) sources.push(result.source);
      else appendAll(diagnostics, result.diagnostics);
    }
    loaded.set(definition.name, { definition, files: sources, paths: matched.map(relative) });
    if (definition.shape === 'single' && matched.length === 0)
      diagnostics.push(
        problem('content/missing-file', { file: relative(definition.pattern), line: 1, column: 1 }, { message: `Missing ${relative(definition.pattern)}` }),
      );
  }
  for (const file of safe.files.filter((name) => !claimed.has(name))) {
    diagnostics.push(
      problem(
        'content/unknown-file',
        { file: relative(file), line: 1, column: 1 },
        {
          message: `${relative(file)} is not part of any collection`,
          hint: `Content lives in: ${collections.map((c) => c.pattern).join(', ')}. Move the file there or delete it.`,
        },
      ),
    );
  }
  return { collections: loaded, diagnostics };
}

/**
 * A content file's path from the project: the folder's own, then the file's, `/`-separated.
 * Worked out for each content file on every save of a watch session, so not through
 * path.relative, which resolves both paths each time; through it only for a folder outside the
 * project.
 */
function relativeTo(projectRoot: string, contentDir: string): (file: string) => string {
  const slashed = (name: string) => (path.sep === '/' ? name : name.split(path.sep).join('/'));
  const base = slashed(path.relative(projectRoot, contentDir));
  const within = !base.startsWith('..') && !path.isAbsolute(base);
  return (file) =>
    file === '.' ? base : !within ? slashed(path.relative(projectRoot, path.join(contentDir, file))) : base === '' ? slashed(file) : `${base}/${slashed(file)}`;
}

/**
 * One content file, parsed, through the cache: the parse of the same bytes is reused, and a file
 * whose stamp has not changed since it was read (`cache.stamps`: a watch session's, or the build
 * cache's index) is not even read: its parse comes from memory, or from the build cache when
 * stored with the same hash. Content files are small and many: a synchronous read costs a
 * fraction of a promise-based one.
 */
function readSourceFile(
  full: string,
  name: string,
  collection: CollectionName,
  cache: ContentCache,
  stamp?: Parameters<ContentStamps['known']>[1],
): ReturnType<typeof parseSourceFile> {
  cache.collectionOf.set(name, collection);
  const cached = cache.parsed.get(name);
  const known = cache.stamps?.known(full, stamp);
  if (known && cached?.sha === known.sha) {
    cache.hashes.set(name, cached.hash);
    return cached.result;
  }
  const stored = cache.stored.get(name);
  if (known && stored?.sha === known.sha) {
    // Read again only to lead a problem back to its line, which an unchanged file rarely has; one
    // gone since leads to its first line.
    const result = storedSourceFile(name, () => readIfThere(full), stored);
    cache.hashes.set(name, stored.hash);
    cache.parsed.set(name, { hash: stored.hash, result, sha: known.sha });
    return result;
  }
  const { bytes, sha } = cache.stamps ? cache.stamps.read(full) : { bytes: readFileSync(full), sha: undefined };
  const hash = hashBytes(bytes);
  cache.hashes.set(name, hash);
  if (cached?.hash === hash) {
    cache.parsed.set(name, { ...cached, ...(sha ? { sha } : {}) });
    return cached.result;
  }
  const result = stored?.hash === hash ? storedSourceFile(name, () => bytes, stored) : parseSourceFile(name, bytes);
  cache.parsed.set(name, { hash, result, ...(sha ? { sha } : {}) });
  return result;
}

function readIfThere(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch {
    return new Uint8Array();
  }
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
