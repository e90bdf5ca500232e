import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { listFolder } from '../output/listFolder.ts';
import { fileListing, markerWith, OUTPUT_MARKER } from '../output/outputMarker.ts';
import { sameBytes, wholeData, writeData, type TextLines } from './fileData.ts';
import type { OutputSink } from './outputFile.ts';

/** What the last commit of an output folder left in it, when the writer remembers (a watch session). */
export interface UpdateMemory {
  listed?: ReadonlySet<string>;
  /** The marker's listing of those files (outputMarker.ts): a save that adds and removes none lists the same names. */
  listing?: string;
}

/** Files an update moved in (new or changed bytes) and removed (no longer made), for the watch session's summary. */
export interface UpdateCounts {
  written: number;
  /** Of those written, the files the output did not hold before. */
  added: number;
  removed: number;
  /** The files written (new or changed bytes) and removed, by path; none for a folder written whole. */
  changedFiles?: readonly string[];
}

/** The list of moves a committed update makes, kept in its folder until they are all made. */
const JOURNAL = '.site-update.json';
interface Journal {
  /** Files of the update's folder to move into the output, the marker last. */
  install: string[];
  /** Files of the output to delete first: no longer made, or never made by a build. */
  remove: string[];
}

/** What a staging folder's name takes on when its update is committed: the rename is the commit. */
export const COMMITTED = '-commit';

/**
 * Brings an output folder that holds a previous build up to date in proportion to the change
 * (docs/output-contract.md, "How dist/ is written"). New and changed files are staged in
 * `staging`, a sibling folder, and nothing in the output changes until commit:
 *
 * 1. every file made is listed in the marker, written into `staging` with a journal of the
 *    moves to make: files to delete, then files to move in, the marker last;
 * 2. `staging` is renamed to its committed name: the commit point;
 * 3. the moves are made, and the folder removed.
 *
 * A failed build aborts before step 2 and leaves the output exactly as it was. A build killed
 * before step 2 leaves a staging folder the next build removes; one killed in step 3 leaves a
 * committed folder whose moves the next `site` command makes before it reads the output
 * (finishInterruptedUpdates), so the output is complete. A file whose bytes did not change is
 * not moved at all, and kept files are only looked up in `existing`, the files there now.
 * `step` runs before each change commit makes to the disk (tests stop it there, as a kill would).
 */
export function updateSink(
  outDir: string,
  staging: string,
  existing: ReadonlySet<string>,
  { counts, memory, step = () => {} }: { counts: UpdateCounts; memory: UpdateMemory; step?: () => void },
): OutputSink {
  // Whatever happens next, the folder may no longer match the memory until this update commits.
  const { listed, listing } = memory;
  delete memory.listed;
  delete memory.listing;
  /** Every file the new output holds, and those of them staged to move in. */
  const made = new Set<string>();
  const staged = new Set<string>();
  let marker: string | Uint8Array | undefined;
  const stagedPath = pathsIn(staging);
  return {
    // Synchronous, as the whole-output writer's (writer.ts): a rebuild of every page over an
    // output does this thousands of times, between renders on the same thread.
    async write(file) {
      made.add(file.path);
      if (file.path === OUTPUT_MARKER) return void (marker = wholeData(file.data));
      if (typeof file.data === 'object' && !(file.data instanceof Uint8Array)) {
        if (stageLines(stagedPath(file.path), file.data, existing.has(file.path) ? path.join(outDir, file.path) : undefined)) staged.add(file.path);
        return;
      }
      const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
      if (existing.has(file.path) && readIfThere(path.join(outDir, file.path))?.equals(bytes)) return;
      writeFileSync(stagedPath(file.path), bytes);
      staged.add(file.path);
    },
    keep(file) {
      if (!existing.has(file)) return false;
      made.add(file);
      return true;
    },
    direct: {
      dir: staging,
      wrote(file) {
        made.add(file);
        staged.add(file);
      },
      previous: outDir,
      unchanged: (file) => void made.add(file),
      holds(file, from) {
        if (!existing.has(file) || !sameFile(path.join(outDir, file), from)) return false;
        made.add(file);
        return true;
      },
    },
    // Synchronous too: each step through the thread pool waited behind the build's other work,
    // which made a watch session's save on a large site slow for a few small files and renames.
    async commit() {
      step();
      const sameFiles = listed !== undefined && listing !== undefined && listed.size === made.size && [...made].every((file) => listed.has(file));
      const madeListing = sameFiles ? listing : fileListing(made);
      writeFileSync(path.join(staging, OUTPUT_MARKER), markerWith(marker, madeListing));
      const journal: Journal = {
        remove: [...existing].filter((file) => !made.has(file) && file !== OUTPUT_MARKER),
        install: [...staged].filter((file) => file !== OUTPUT_MARKER).concat(OUTPUT_MARKER),
      };
      step();
      writeFileSync(path.join(staging, JOURNAL), JSON.stringify(journal));
      const committed = `${staging}${COMMITTED}`;
      step();
      renameSync(staging, committed);
      applyUpdate(committed, outDir, step);
      counts.written = journal.install.length - 1;
      counts.added = journal.install.filter((file) => file !== OUTPUT_MARKER && !existing.has(file)).length;
      counts.removed = journal.remove.length;
      counts.changedFiles = [...journal.install.filter((file) => file !== OUTPUT_MARKER), ...journal.remove].sort();
      memory.listed = made;
      memory.listing = madeListing;
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * A file made as lines, written to `target` in staging as they come; dropped again when the file
 * in place (`current`) has the same bytes. True when it stays staged.
 */
function stageLines(target: string, data: TextLines, current: string | undefined): boolean {
  writeData(target, data);
  if (current === undefined || !sameBytes(target, current)) return true;
  rmSync(target);
  return false;
}

/**
 * Makes a committed update's moves (see updateSink), from wherever an interrupted run left
 * them: a file already moved is no longer in the folder, and deleting twice is harmless.
 * Synchronous: after a template edit every page moves, and awaiting each rename through the
 * thread pool made that slow.
 */
export function applyUpdate(committed: string, outDir: string, step: () => void = () => {}): void {
  const journal = JSON.parse(readFileSync(path.join(committed, JOURNAL), 'utf8')) as Journal;
  for (const file of journal.remove) {
    step();
    removeFile(path.join(outDir, file));
  }
  step();
  removeEmptyFolders(outDir, journal.remove);
  const folders = new Set<string>();
  for (const file of journal.install) {
    step();
    moveIn(path.join(committed, file), path.join(outDir, file), folders);
  }
  step();
  rmSync(committed, { recursive: true, force: true });
}

/**
 * Deletes a file of the old output. Deleted twice, when an interrupted run is finished, it is
 * gone; and where that run already moved the new output's files in, its path may now be a
 * folder of the new output, or lie under one of its files: both stay.
 */
function removeFile(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/**
 * Moves a file to its place in the output (its folder made once, `folders` remembers); one an
 * interrupted run moved already is no longer there. A folder in the way (left by hand, empty
 * after the deletions) goes.
 */
function moveIn(from: string, to: string, folders: Set<string>): void {
  if (!folders.has(path.dirname(to))) {
    mkdirSync(path.dirname(to), { recursive: true });
    folders.add(path.dirname(to));
  }
  try {
    renameSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT' && !existsSync(from)) return;
    if (!['EISDIR', 'ENOTEMPTY', 'EEXIST'].includes(code)) throw error;
    rmSync(to, { recursive: true, force: true });
    renameSync(from, to);
  }
}

/** The folders of deleted files that are left empty, innermost first: a page's folder goes with its last page. */
function removeEmptyFolders(outDir: string, removed: readonly string[]): void {
  const folders = new Set<string>();
  for (const file of removed) for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(path.join(outDir, dir));
    } catch {
      // Not empty, or gone: it stays, or there is nothing to do.
    }
  }
}

/** A file's bytes, or undefined when it cannot be read. */
export function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Every file and symbolic link in an output folder (project-relative, `/`-separated): what an
 * update may keep, and must delete when the new output does not make it.
 */
export async function listOutput(outDir: string): Promise<Set<string>> {
  return new Set(listFolder(outDir).flatMap(({ path, dirent }) => (dirent.isDirectory() ? [] : [path])));
}

/** A file's path in `folder`, its folder made the first time one is asked for there. */
function pathsIn(folder: string): (file: string) => string {
  const folders = new Set<string>([folder]);
  return (file) => {
    const target = path.join(folder, file);
    if (!folders.has(path.dirname(target))) {
      mkdirSync(path.dirname(target), { recursive: true });
      folders.add(path.dirname(target));
    }
    return target;
  };
}

/** Whether two paths name the same file on disk (hard links of one another). */
export function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [lstatSync(a), statSync(b)];
    return x.isFile() && x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}
