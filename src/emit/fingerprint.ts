import { createHash, type Hash } from 'node:crypto';
import { readlinkSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { hashToolFiles, isCodeFile } from '../codeInputs.mjs';
import { isInside, listFiles, relisted, type FolderListings, type ListedFile } from '../content/folderListing.ts';
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
  /** The folders whose code the session hashes once, at its first build (none: at every build, as `site build` does). */
  codeDirs: readonly string[];
  /** The hash of the code and package files, from the session's first build. */
  code?: string;
  /** Each input folder's files as the session last listed them, kept up to date from what its watcher reports. */
  listings?: FolderListings;
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
  /**
   * With `session`: every path (absolute) written, added or deleted since its last build, as its
   * watcher reports them; only those are looked at again. Undefined: not known, so every folder
   * is listed again.
   */
  changed?: readonly string[] | undefined;
  /** Where each folder's listing is left for the build's stages, which read the same files (a session's stay in `session`). */
  listings?: FolderListings;
}

/**
 * A hash of every file a build reads: content, public files, templates, the pipeline's own
 * code, and the package files that decide how that code runs (its version, its dependencies'
 * versions: see codeInputs.mjs). With what dates the sitemap (datedFingerprint), equal
 * fingerprints mean byte-identical output (builds are deterministic), so a rebuild with
 * nothing changed can stop here. Each file counts by its name and the hash of its bytes,
 * which stamps keep by the file's stamp: a file not changed since a build read it is not read
 * again, so a rebuild after one edit reads that file, not all the others of a large site. A
 * watch session (`session`) does not look at its code files again.
 */
export async function buildFingerprint(dirs: readonly string[], packageRoot: string, drafts = false, counted: FingerprintStamps = {}): Promise<string> {
  const { session, changed, stamps = openFileStamps(), smallStamps = session?.smallStamps ?? openFileStamps() } = counted;
  const hash = createHash('sha1');
  if (session && session.codeDirs.length > 0) hash.update((session.code ??= sessionCode(packageRoot, dirs, stamps, smallStamps, session)));
  else hashToolFiles(hash, packageRoot);
  if (drafts) hash.update('drafts\0');
  // A path the watcher reports outside every folder means the folders are not where it looks: list them all.
  const known = changed?.every((file) => dirs.some((dir) => isInside(dir, file))) ? changed : undefined;
  for (const dir of dirs) {
    // A session counted its code files once, above: what else its code folders hold (styles) counts each time.
    const notCode = session?.codeDirs.includes(dir) ? (file: string) => !isCodeFile(file) : undefined;
    const files = session ? sessionListing(session, dir, known, notCode) : listFiles(dir, notCode);
    counted.listings?.set(dir, files);
    hashFiles(hash, dir, files, stamps, smallStamps);
  }
  return hash.digest('hex');
}

/**
 * The files of `dir` for a session's build: its listing from the last build, with the paths its
 * watcher reported since looked at again.
 */
function sessionListing(session: SessionInputs, dir: string, changed: readonly string[] | undefined, only?: (file: string) => boolean): ListedFile[] {
  const listings = (session.listings ??= new Map<string, ListedFile[]>());
  const kept = listings.get(dir);
  const here = changed?.filter((file) => isInside(dir, file));
  const files = !kept || !here ? listFiles(dir, only) : here.length === 0 ? kept : relisted(dir, kept, here, only);
  listings.set(dir, files);
  return files;
}

/** The package files and the code files of the session's code folders, hashed. */
function sessionCode(packageRoot: string, dirs: readonly string[], stamps: FileStamps, smallStamps: FileStamps, session: SessionInputs): string {
  const hash = hashToolFiles(createHash('sha1'), packageRoot);
  for (const dir of dirs) if (session.codeDirs.includes(dir)) hashFiles(hash, dir, listFiles(dir, isCodeFile), stamps, smallStamps);
  return hash.digest('hex');
}

/**
 * Feeds the files of `dir` (as listFiles lists them) into `hash`, each by its name and the hash of its bytes.
 * Dot-files count (public/.well-known/ is published); the junk editors leave does not.
 * Symbolic links count too, by where they point: adding one is a change the build must look at
 * (it may refuse it). A link's target is never read through it: one inside the folder is
 * hashed under its own name already, and one out of it is refused by the build. Synchronous
 * reads: thousands of small files read several times faster than with promises.
 */
function hashFiles(hash: Hash, dir: string, files: readonly ListedFile[], stamps: FileStamps, smallStamps: FileStamps): void {
  for (const { file, full, stats } of files) {
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

/**
 * The marker's head: what the build said, before the listing of every file the folder holds
 * (outputMarker.ts), which a large site's marker is megabytes of, and no reader of the head needs.
 */
const MARKER_HEAD_BYTES = 4096;

/** The fingerprint and page count recorded in an output folder, if any. */
export async function readMarker(outDir: string): Promise<{ fingerprint: string; pages: number } | undefined> {
  const text = await readHead(path.join(outDir, OUTPUT_MARKER), MARKER_HEAD_BYTES);
  const fingerprint = /^fingerprint (\w+)$/m.exec(text)?.[1];
  const pages = Number(/^pages (\d+)$/m.exec(text)?.[1]);
  return fingerprint ? { fingerprint, pages } : undefined;
}

/** A file's first `bytes` bytes as text; empty when it cannot be read. */
async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return '';
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } catch {
    return '';
  } finally {
    await handle.close();
  }
}
