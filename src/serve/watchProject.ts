import { lstatSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { isJunkFolder, isJunkPath } from '../content/junkFiles.ts';

export interface ProjectWatcher {
  /** Resolves once every folder is being watched: edits before that may be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the changed paths once edits settle: editors often write a file in
 * several steps (temp file, rename), and one save should cause one rebuild. Those steps come
 * within a few milliseconds of each other, so 10 ms is enough, and every millisecond of it is
 * one the writer waits for the page; a step that comes later is one more rebuild.
 *
 * Each folder is watched by name (`fs.watch`, one watcher a folder, not recursive): an event
 * names the entry that changed, and that path is what is reported. So a file replaced by a
 * rename (`sed -i`, and the many editors that save to a temporary file and move it over the
 * original), or deleted and written again, is still seen on its next edit: Node's own
 * recursive watcher follows the inode, and lost such a file for good after its first
 * replacement. A folder that appears (made, or moved in with everything in it) is watched as
 * it is reported, with the files it holds by then, which no watcher saw made; one that goes
 * stops being watched. The build lists a reported folder again whole too
 * (content/folderListing.ts, `relisted`). A watched folder that is itself deleted
 * and made again (a `git checkout` of public/) is found again through its parent.
 *
 * A save costs the paths it names, not the size of its folder. chokidar, used before, read
 * every entry of a folder again and `lstat`ed each on every event in it: a save in a large
 * folder held the main thread, while the rebuild ran beside it on a
 * machine with two cores.
 */
export function watchProject(
  dirs: readonly string[],
  onChange: (files: string[]) => void,
  {
    settleMs = 10,
    onProblem = () => {},
    watchFolder = watch,
  }: {
    settleMs?: number;
    /** Told, once for each reason, of a folder that cannot be watched (a system's limit). */
    onProblem?: (message: string) => void;
    /** Node's `fs.watch`; tests hand in one that meets a system's limit. */
    watchFolder?: typeof watch;
  } = {},
): ProjectWatcher {
  const changes = settledChanges(settleMs, onChange);
  const tree = folderTree(watchFolder, cannotWatchOnce(onProblem), changes.note);
  const parents = watchRootsInParents(
    dirs.map((dir) => path.resolve(dir)),
    tree,
    watchFolder,
    changes.note,
  );
  // The watchers do not keep the process alive; the server does, and a test's process can end.
  return {
    ready: Promise.resolve(),
    async close() {
      changes.close();
      tree.close();
      for (const watcher of parents.values()) watcher.close();
      parents.clear();
    },
  };
}

/** Paths noted, handed on together once no more come for `settleMs`. */
function settledChanges(settleMs: number, onChange: (files: string[]) => void) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  return {
    note: (file: string) => {
      if (closed || isJunkPath(file)) return;
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending.clear();
        onChange(files);
      }, settleMs);
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}

/** Says a folder cannot be watched, once for each reason (a system's limit is met by every folder after the first). */
function cannotWatchOnce(onProblem: (message: string) => void): (dir: string, error: unknown) => void {
  const said = new Set<string>();
  return (dir, error) => {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    if (said.has(code)) return;
    said.add(code);
    const limit =
      code === 'ENOSPC'
        ? ': the system allows no more watched folders (on Linux, raise fs.inotify.max_user_watches)'
        : code === 'EMFILE'
          ? ': too many open files'
          : '';
    onProblem(`Cannot watch ${dir} for changes (${code}${limit}); edits in it, and in any other folder that fails so, are not seen until the server restarts.`);
  };
}

type FolderTree = ReturnType<typeof folderTree>;

/** Watchers on folders and every folder under them, one a folder, links not followed. */
function folderTree(watchFolder: typeof watch, cannotWatch: (dir: string, error: unknown) => void, note: (file: string) => void) {
  const watchers = new Map<string, FSWatcher>();
  const unwatch = (dir: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched !== dir && !watched.startsWith(dir + path.sep)) continue;
      watcher.close();
      watchers.delete(watched);
    }
  };
  /**
   * Watches a folder and every folder under it: true when `dir` is a folder. The watcher comes
   * first and the listing after, so a file made in between is in one or the other. A folder
   * that has just appeared (`appeared`) has its files noted too: they may have been written
   * before its watcher was there (`mkdir -p x && echo > x/y`, a folder moved in whole).
   */
  const watchTree = (dir: string, appeared = false): boolean => {
    if (watchers.has(dir)) return true;
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return false;
    let watcher: FSWatcher;
    try {
      watcher = watchFolder(dir, { persistent: false }, (_event, name) => changedIn(dir, name === null ? null : String(name)));
    } catch (error) {
      cannotWatch(dir, error);
      return true;
    }
    // A folder deleted under its watcher (EPERM on Windows): its parent's event reports it.
    watcher.on('error', () => unwatch(dir));
    watchers.set(dir, watcher);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      unwatch(dir);
      return false;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!isJunkFolder(entry.name)) watchTree(full, appeared);
      } else if (appeared) note(full);
    }
    return true;
  };
  const changedIn = (dir: string, name: string | null) => {
    // A watched folder deleted reports itself, by its own name: its parent reports the path.
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return unwatch(dir);
    // No name (an overflow of events): the whole folder is reported, and listed again.
    const full = name === null ? dir : path.join(dir, name);
    if (isJunkPath(full)) return;
    const stats = lstatSync(full, { throwIfNoEntry: false });
    if (stats?.isDirectory()) watchTree(full, true);
    else unwatch(full);
    note(full);
  };
  return {
    watchTree,
    unwatch,
    watches: (dir: string) => watchers.has(dir),
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/**
 * Watches each folder asked for, and looks for it in its parent too, so that one missing now,
 * or deleted and made again, is watched once it is there. Returns the parents' watchers.
 */
function watchRootsInParents(roots: readonly string[], tree: FolderTree, watchFolder: typeof watch, note: (file: string) => void): Map<string, FSWatcher> {
  const asked = new Set(roots);
  const parents = new Map<string, FSWatcher>();
  const inodes = new Map<string, number | undefined>();
  for (const root of asked) {
    inodes.set(root, statSync(root, { throwIfNoEntry: false })?.ino);
    tree.watchTree(root);
    const parent = path.dirname(root);
    if (parents.has(parent) || asked.has(parent)) continue;
    try {
      const watcher = watchFolder(parent, { persistent: false }, (_event, name) => {
        const root = name === null ? undefined : path.join(parent, String(name));
        if (root === undefined || !asked.has(root)) return;
        // The parent also hears of the folder's own changes (its times, its mode): only a
        // different folder, or none, is news.
        const now = statSync(root, { throwIfNoEntry: false });
        const folder = now?.isDirectory() ? now.ino : undefined;
        if (folder !== undefined && folder === inodes.get(root) && tree.watches(root)) return;
        tree.unwatch(root);
        inodes.set(root, folder);
        if (folder !== undefined) tree.watchTree(root, true);
        note(root);
      });
      watcher.on('error', () => parents.delete(parent));
      parents.set(parent, watcher);
    } catch {
      // A parent that cannot be watched: the folder is watched while it is there.
    }
  }
  return parents;
}
