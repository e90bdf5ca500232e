import { statSync } from 'node:fs';
import { watch } from 'chokidar';
import { isJunkPath } from '../content/junkFiles.ts';

/** Past chokidar's 50 ms window in which a second change to a file is not reported. */
const RECHECK_MS = 120;

/** What a file looks like on disk, to tell whether it changed since: size, time and inode. */
function stamp(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size} ${stats.mtimeMs} ${stats.ino}` : 'missing';
}

export interface ProjectWatcher {
  /** Resolves once every folder is being watched: edits before that may be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the changed paths once edits settle: editors often write a file in
 * several steps (temp file, rename), and one save should cause one rebuild. Those steps come
 * within a few milliseconds of each other, so 10 ms is enough, and every millisecond of it is
 * one the writer waits for the page; a write that comes later still, the recheck below reports.
 *
 * chokidar watches folders, not the files in them, so a file replaced by a rename (`sed -i`,
 * and the many editors that save to a temporary file and move it over the original), or
 * deleted and written again, is still seen on its next edit. Node's own recursive watcher
 * follows the inode, and lost such a file for good after its first replacement.
 */
export function watchProject(dirs: readonly string[], onChange: (files: string[]) => void, settleMs = 10): ProjectWatcher {
  const pending = new Set<string>();
  const rechecks = new Set<ReturnType<typeof setTimeout>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch([...dirs], {
    ignoreInitial: true,
    // Links are not followed: content/ refuses links that lead out, and a loop would never end.
    followSymlinks: false,
    // What editors and systems write beside real files is never a reason to rebuild.
    ignored: (file) => isJunkPath(file),
  });
  const note = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      const seen = new Map(files.map((changed) => [changed, stamp(changed)]));
      onChange(files);
      // chokidar drops a second change to a file within 50 ms of the first. A save that creates
      // the file and then fills it can be read half-written, and its last write never reported:
      // look again once that window has passed, and report what changed since.
      const recheck = setTimeout(() => {
        rechecks.delete(recheck);
        for (const [changed, before] of seen) if (stamp(changed) !== before) note(changed);
      }, RECHECK_MS);
      rechecks.add(recheck);
    }, settleMs);
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, note);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    async close() {
      clearTimeout(timer);
      for (const recheck of rechecks) clearTimeout(recheck);
      await watcher.close();
    },
  };
}
