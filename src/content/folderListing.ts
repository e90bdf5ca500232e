import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { isJunkFolder, isJunkPath } from './junkFiles.ts';

/** A file (or symbolic link) of an input folder: its path in the folder (`/`-separated), its full path, and its lstat. */
export interface ListedFile {
  file: string;
  full: string;
  stats: Stats;
}

/** Each input folder's files, by folder: one walk of each for a whole build, shared by the fingerprint and the stages that read them. */
export type FolderListings = Map<string, ListedFile[]>;

const byPath = (a: ListedFile, b: ListedFile) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

export const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Every file and symbolic link under `dir` (or its subfolder `under`) but junk, sorted by path
 * in `dir` (`/`-separated), each with its lstat: one look a file, which is also its stamp. Links
 * are listed, never followed. None when the folder is missing.
 */
export function listFiles(dir: string, only?: (file: string) => boolean, under = ''): ListedFile[] {
  const files: ListedFile[] = [];
  // Folder by folder, not Node's recursive readdir, which goes down links to folders: a link to
  // a parent listed the project over and over.
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(dir, folder), { withFileTypes: true });
    } catch {
      return; // missing, or gone since its parent was read
    }
    for (const entry of entries) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isJunkFolder(entry.name)) walk(file);
        continue;
      }
      if (isJunkPath(file) || (only && !only(file))) continue;
      const full = path.join(dir, file);
      const stats = lstatSync(full, { throwIfNoEntry: false });
      if (stats?.isFile() || stats?.isSymbolicLink()) files.push({ file, full, stats });
    }
  };
  walk(under.split(path.sep).join('/'));
  return files.sort(byPath);
}

/**
 * `listed` (a listing of `dir`) with the paths in `changed` looked at again: a file written,
 * added or deleted, or a folder added, renamed or deleted with all it holds. A watch session
 * keeps its listings so: a save of one file costs one look, not a walk of thousands.
 */
export function relisted(dir: string, listed: readonly ListedFile[], changed: readonly string[], only?: (file: string) => boolean): ListedFile[] {
  const byName = new Map(listed.map((entry) => [entry.file, entry]));
  for (const full of changed) {
    const file = path.relative(dir, full).split(path.sep).join('/');
    const stats = lstatSync(full, { throwIfNoEntry: false });
    if (stats?.isFile() || stats?.isSymbolicLink()) {
      if (!isJunkPath(file) && (!only || only(file))) byName.set(file, { file, full, stats });
      continue;
    }
    // Gone, or a folder: what was listed under it goes, and what a folder holds now is listed.
    byName.delete(file);
    for (const name of byName.keys()) if (file === '' || name.startsWith(`${file}/`)) byName.delete(name);
    if (stats?.isDirectory()) for (const entry of listFiles(dir, only, file)) byName.set(entry.file, entry);
  }
  return [...byName.values()].sort(byPath);
}
