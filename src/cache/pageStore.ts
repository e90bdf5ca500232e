import { mkdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputSink } from '../emit/outputFile.ts';
import { CACHE_FOLDERS } from './siteCache.ts';
import { sameFile } from '../emit/updateInPlace.ts';
import { listFolder } from '../output/listFolder.ts';
import { linkOrCopy } from '../output/linkOrCopy.ts';

/**
 * The last build's pages, kept in the cache (`.site-cache/pages/`, docs/architecture.md, "The
 * cache"): what lets a build reuse its unchanged pages when only `.site-cache/` was kept, as
 * CI keeps it, with no `dist/`. It holds the search index's files beside them, which a build
 * after an edit mostly keeps (src/pipeline/searchSite.ts). The manifest says which pages an edit leaves as they were; this
 * holds their bytes. Each file is a hard link to the one the build wrote into the output (a
 * copy where the two are on different file systems), so the store takes no room beside
 * `dist/`, and an output file is never changed in place (it is replaced by a rename,
 * emit/updateInPlace.ts), so a link keeps the bytes of the build that made it.
 *
 * The store's marker names the fingerprint of the build whose pages it holds, and is written
 * last: a store that is being brought up to date, or was left half updated by a killed build,
 * has none, and is not read.
 */
const MARKER = '.site-pages';

const storeDir = (cacheDir: string) => path.join(cacheDir, CACHE_FOLDERS.pages);

/** Where the store keeps the page written to `file` of the output. */
export const storedPagePath = (cacheDir: string, file: string) => path.join(storeDir(cacheDir), file);

/** The fingerprint of the build whose pages the store holds whole, or undefined. */
export async function storedPagesFingerprint(cacheDir: string): Promise<string | undefined> {
  const text = await readFile(path.join(storeDir(cacheDir), MARKER), 'utf8').catch(() => '');
  return /^fingerprint (\w+)$/m.exec(text)?.[1];
}

/**
 * Puts a page the store holds into the output, as the image cache's files are put
 * (pipeline/siteImages.ts): linked into a folder on disk, else read and written. False when
 * the store has no such file; then the page is rendered. `folders`: the output's folders made
 * so far, each made once (a build places hundreds of pages in a few folders).
 */
export function placeStoredPage(cacheDir: string, sink: OutputSink, file: string, folders: Set<string>): boolean {
  const from = storedPagePath(cacheDir, file);
  const { direct } = sink;
  if (!direct) return false;
  if (direct.holds?.(file, from)) return true;
  if (!isFile(from)) return false;
  const target = path.join(direct.dir, file);
  if (!folders.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
  folders.add(path.dirname(target));
  linkOrCopy(from, target);
  direct.wrote(file);
  return true;
}

/**
 * Brings the store up to the build just committed to `outDir`: only the pages that changed,
 * when the store held the build before it (`previous`); else every page is looked at, and
 * linked again only where the store's file is not the output's own (after a build that placed
 * its pages from the store, most are), and the files of pages no longer built are removed.
 */
export async function updatePageStore(
  cacheDir: string,
  outDir: string,
  build: { fingerprint: string; previous: string | undefined; pages: readonly string[]; changed: readonly string[] | undefined },
): Promise<void> {
  const dir = storeDir(cacheDir);
  const held = await storedPagesFingerprint(cacheDir);
  await rm(path.join(dir, MARKER), { force: true });
  const inPlace = build.changed !== undefined && held !== undefined && held === build.previous;
  const pages = new Set(build.pages);
  const folders = new Set<string>();
  const link = (file: string) => {
    const target = path.join(dir, file);
    rmSync(target, { force: true });
    if (!folders.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
    folders.add(path.dirname(target));
    linkOrCopy(path.join(outDir, file), target);
  };
  if (inPlace) {
    for (const file of build.changed!) {
      if (pages.has(file)) link(file);
      else rmSync(path.join(dir, file), { force: true });
    }
  } else {
    for (const file of build.pages) if (!sameFile(path.join(outDir, file), path.join(dir, file))) link(file);
    for (const { path: file, dirent } of listed(dir)) if (dirent.isFile() && !pages.has(file)) rmSync(path.join(dir, file), { force: true });
  }
  mkdirSync(dir, { recursive: true });
  await writeFile(path.join(dir, MARKER), `Pages of the build below, linked from its output.\nfingerprint ${build.fingerprint}\n`);
}

/** The store's files, or none when it is not there yet. */
function listed(dir: string): ReturnType<typeof listFolder> {
  try {
    return listFolder(dir);
  } catch {
    return [];
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
