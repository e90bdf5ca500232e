import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { patternMatcher } from './collections.ts';
import { listFiles, type ListedFile } from './folderListing.ts';

/**
 * The largest content file read (README, "Content layout"). The largest record today is about
 * 15 KB; a body this size already takes seconds to render, and a far larger one took minutes.
 */
export const MAX_CONTENT_BYTES = 256 * 1024;

export interface SafeFiles {
  /** Files that are safe to read, relative to the folder, sorted. */
  files: string[];
  /** Every file and link the walk found, safe or not, sorted. */
  entries: string[];
  /** The stamp (lstat) of each safe file that is not a link, as the walk found it. */
  stats: Map<string, Stats>;
  diagnostics: Diagnostic[];
}

export interface SafeFilesOptions {
  /** The folder's name as a writer knows it, for messages: `content/`, `public/`. */
  name: string;
  /** A file's path as messages show it (project-relative), from its path in the folder. */
  relative: (file: string) => string;
  /** Patterns (as collections' patterns: `README.md`, `schemas/**`) of files that are not part of the folder; junk never is. */
  ignore: readonly string[];
  /** Dot-files count (public/.well-known/ is published); content/ leaves them out. */
  dot?: boolean;
  /** Files larger than this are refused before they are read. */
  maxBytes?: number;
}

/**
 * Every file in an input folder (content/, public/) that may be read, from `listed` (the
 * build's one walk of the folder, content/folderListing.ts) or a walk of its own. Symbolic
 * links are followed only to files inside the folder: one that leads out is refused without
 * reading what it points at (its text must never reach a message, nor the published site), a
 * loop is reported once, and a folder link is not followed, so a link to a parent cannot make
 * the walk endless. Files over `maxBytes` are refused before they are read.
 */
export function listSafeFiles(dir: string, options: SafeFilesOptions, listed: readonly ListedFile[] = listFiles(dir)): SafeFiles {
  const { relative } = options;
  const root = realpathSync(dir);
  const ignored = options.ignore.map(patternMatcher);
  const hidden = (file: string) => !options.dot && (file.startsWith('.') || file.includes('/.'));
  const entries = listed.filter(({ file }) => !hidden(file) && !ignored.some((matches) => matches(file)));
  const files: string[] = [];
  const stats = new Map<string, Stats>();
  const diagnostics: Diagnostic[] = [];
  const reportedLoops = new Set<string>();
  const at = (file: string) => ({ file: relative(file), line: 1, column: 1 });
  for (const { file, full: absolute, stats: stamp } of entries) {
    const link = stamp.isSymbolicLink();
    if (link) {
      const refused = linkProblem({ dir, root, file, absolute }, options, reportedLoops);
      if (refused !== undefined) {
        if (refused) diagnostics.push(refused);
        continue;
      }
    }
    const bytes = options.maxBytes === undefined ? 0 : link ? statSync(absolute).size : stamp.size;
    if (options.maxBytes !== undefined && bytes > options.maxBytes) {
      diagnostics.push(
        problem('content/too-large', at(file), {
          message: `${relative(file)} is ${Math.ceil(bytes / 1024)} KB; content files may be at most ${options.maxBytes / 1024} KB`,
        }),
      );
      continue;
    }
    files.push(file);
    if (!link) stats.set(file, stamp);
  }
  return { files, entries: entries.map((entry) => entry.file), stats, diagnostics };
}

/** The links of a loop that starts at `link`, or undefined when the chain ends at a real file or nothing. */
function linkLoop(link: string): string[] | undefined {
  const seen: string[] = [];
  let current = link;
  for (let hop = 0; hop < 64; hop++) {
    if (seen.includes(current)) return seen.slice(seen.indexOf(current));
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      return undefined;
    }
    if (!stats.isSymbolicLink()) return undefined;
    seen.push(current);
    current = path.resolve(path.dirname(current), readlinkSync(current));
  }
  return seen;
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Why a link may not be read: a diagnostic, or null for a loop already reported; undefined when
 * it leads to a file inside the folder, which is then read like any other.
 */
function linkProblem(
  { dir, root, file, absolute }: { dir: string; root: string; file: string; absolute: string },
  { name, relative }: SafeFilesOptions,
  reportedLoops: Set<string>,
): Diagnostic | null | undefined {
  const at = { file: relative(file), line: 1, column: 1 };
  const loop = linkLoop(absolute);
  if (loop) {
    const key = [...loop].sort().join('\0');
    if (reportedLoops.has(key)) return null;
    reportedLoops.add(key);
    const others = loop.length > 1 ? ` through ${loop.length - 1} other link${loop.length > 2 ? 's' : ''}` : '';
    return problem('content/symlink-loop', at, { message: `${relative(file)} is a symbolic link that leads back to itself${others}` });
  }
  let target: string;
  try {
    target = realpathSync(absolute);
  } catch {
    return problem('content/unsafe-symlink', at, {
      message: `${relative(file)} is a symbolic link to nothing`,
      hint: `Delete the link, or point it at a file in ${name}.`,
    });
  }
  if (!isInside(root, target)) {
    return problem('content/unsafe-symlink', at, {
      message: `${relative(file)} is a symbolic link that leads outside ${name}`,
      hint: `Copy the file into ${name} instead of linking to it.`,
    });
  }
  if (!statSync(target).isDirectory()) return undefined;
  if (isInside(target, path.dirname(path.resolve(root, path.relative(dir, absolute))))) {
    return problem('content/symlink-loop', at, { message: `${relative(file)} links to a folder that holds it, a loop` });
  }
  return problem('content/unsafe-symlink', at, {
    severity: 'warning',
    message: `${relative(file)} links to a folder inside ${name}; its files are read where they are, not again through the link`,
    hint: 'Delete the link: the files it points at are already part of the site.',
  });
}
