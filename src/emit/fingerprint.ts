import { createHash, type Hash } from 'node:crypto';
import { lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashToolFiles, isCodeFile } from '../codeInputs.mjs';
import { isJunkPath } from '../content/junkFiles.ts';
import { OUTPUT_MARKER } from '../output/outputMarker.ts';
import { openFileStamps, type FileStamps } from './fileStamps.ts';

/**
 * What a watch session keeps between its builds: the code it runs, counted once. An edit to a
 * code file of `codeDirs` starts a new session (incremental/watchBuilder.ts), so while one runs,
 * its output is made by the code as it was when it began, package files included, however often
 * the site is rebuilt.
 */
export interface SessionInputs {
  /** The stamps of the small files (smallStamps below), kept in memory. */
  smallStamps: FileStamps;
  codeDirs: readonly string[];
  /** The hash of the code and package files, from the session's first build. */
  code?: string;
}

/** How the fingerprint counts files by their stamps (fileStamps.ts). */
export interface FingerprintStamps {
  /** Files of LARGE_FILE bytes or more. */
  stamps?: FileStamps;
  /**
   * The smaller files (content, templates, code): the build cache's index, or a watch session's
   * in memory. Without one, every small file is read.
   */
  smallStamps?: FileStamps;
  session?: SessionInputs;
}

/**
 * A hash of every file a build reads: content, public files, templates, the pipeline's own
 * code, and the package files that decide how that code runs (its version, its dependencies'
 * versions: see codeInputs.mjs). With what dates the sitemap (datedFingerprint), equal
 * fingerprints mean byte-identical output (builds are deterministic), so a rebuild with
 * nothing changed can stop here. Each file counts by its name and the hash of its bytes,
 * which stamps keep by the file's stamp: a file not changed since a build read it is not read
 * again, so a rebuild after one edit reads that file, not the 4,000 others of a large site. A
 * watch session (`session`) does not look at its code files again.
 */
export async function buildFingerprint(dirs: readonly string[], packageRoot: string, drafts = false, counted: FingerprintStamps = {}): Promise<string> {
  const { session, stamps = openFileStamps(), smallStamps = session?.smallStamps ?? openFileStamps() } = counted;
  const hash = createHash('sha1');
  if (session) hash.update((session.code ??= sessionCode(packageRoot, dirs, stamps, smallStamps, session)));
  else hashToolFiles(hash, packageRoot);
  if (drafts) hash.update('drafts\0');
  for (const dir of dirs) {
    // A session counted its code files once, above: what else its code folders hold (styles) counts each time.
    const notCode = session?.codeDirs.includes(dir) ? (file: string) => !isCodeFile(file) : undefined;
    hashFiles(hash, dir, stamps, smallStamps, notCode);
  }
  return hash.digest('hex');
}

/** The package files and the code files of the session's code folders, hashed. */
function sessionCode(packageRoot: string, dirs: readonly string[], stamps: FileStamps, smallStamps: FileStamps, session: SessionInputs): string {
  const hash = hashToolFiles(createHash('sha1'), packageRoot);
  for (const dir of dirs) if (session.codeDirs.includes(dir)) hashFiles(hash, dir, stamps, smallStamps, isCodeFile);
  return hash.digest('hex');
}

/**
 * Feeds the files of `dir` (those `only` accepts) into `hash`, each by its name and the hash of its bytes.
 * Dot-files count (public/.well-known/ is published); the junk editors leave does not.
 * Symbolic links count too, by where they point: adding one is a change the build must look at
 * (it may refuse it). A link's target is never read through it: one inside the folder is
 * hashed under its own name already, and one out of it is refused by the build. Synchronous
 * reads: thousands of small files read several times faster than with promises.
 */
function hashFiles(hash: Hash, dir: string, stamps: FileStamps, smallStamps: FileStamps, only?: (file: string) => boolean): void {
  for (const { file, full, stats } of listFiles(dir, only)) {
    if (stats.isSymbolicLink()) hash.update(`${path.basename(dir)}/${file}\0link\0`).update(linkTarget(full));
    else hash.update(`${path.basename(dir)}/${file}\0`).update(hashIfThere(stats.size >= LARGE_FILE ? stamps : smallStamps, full, stats));
    hash.update('\0');
  }
}

/**
 * The files' fingerprint with what dates the sitemap besides them (the commit checked out, the
 * build time for what is not committed): a commit of the same bytes re-dates pages. The files'
 * own fingerprint stays what `site check` compares the build's content report with.
 */
export function datedFingerprint(files: string, dating: string): string {
  return dating ? createHash('sha1').update(`${files}\0dating ${dating}`).digest('hex') : files;
}

/**
 * A file's hash, by its stamp. A file listed a moment ago may be gone (an editor's temporary
 * file, renamed over the one it saves): it counts as empty. The content stage reads the folder
 * again and says what is wrong, and in watch mode the rename brings another build.
 */
function hashIfThere(stamps: FileStamps, file: string, stats: Stats): string {
  try {
    return stamps.hashOf(file, stats);
  } catch {
    return '';
  }
}

/** Files this large count by their hash (fileStamps.ts): photos, PDFs. Content files are all smaller. */
const LARGE_FILE = 64 * 1024;

/**
 * Every file and symbolic link under `dir` but junk, sorted by path (`/`-separated), each with
 * its lstat: one look a file, which is also its stamp. None when `dir` is missing.
 */
function listFiles(dir: string, only?: (file: string) => boolean): { file: string; full: string; stats: Stats }[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const files: { file: string; full: string; stats: Stats }[] = [];
  for (const name of names) {
    const file = name.split(path.sep).join('/');
    if (isJunkPath(file) || (only && !only(file))) continue;
    const full = path.join(dir, name);
    let stats: Stats;
    try {
      stats = lstatSync(full);
    } catch {
      continue; // gone since the folder was read
    }
    if (stats.isFile() || stats.isSymbolicLink()) files.push({ file, full, stats });
  }
  return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** Where a link points, as written; a link that cannot be read counts as pointing nowhere. */
function linkTarget(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return '';
  }
}

/** The marker file that says a folder is site output, and which inputs made it. */
export function markerFile(fingerprint: string, pages: number) {
  return { path: OUTPUT_MARKER, data: `Built by \`site build\`. This folder is replaced on every build.\nfingerprint ${fingerprint}\npages ${pages}\n` };
}

/** The fingerprint and page count recorded in an output folder, if any. */
export async function readMarker(outDir: string): Promise<{ fingerprint: string; pages: number } | undefined> {
  const text = await readFile(path.join(outDir, OUTPUT_MARKER), 'utf8').catch(() => '');
  const fingerprint = /^fingerprint (\w+)$/m.exec(text)?.[1];
  const pages = Number(/^pages (\d+)$/m.exec(text)?.[1]);
  return fingerprint ? { fingerprint, pages } : undefined;
}
