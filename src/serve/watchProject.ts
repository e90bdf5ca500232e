import path from 'node:path';
import { watch } from 'chokidar';

/** Names editors and systems write beside real files (as JUNK_FILES of publicFiles.ts): never a reason to rebuild. */
const junk = /(^\.DS_Store$|^\._|^Thumbs\.db$|^desktop\.ini$|\.swp$|~$|^4913$)/;

export interface ProjectWatcher {
  /** Resolves once every folder is being watched: edits before that may be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the changed paths once edits settle: editors often write a file in
 * several steps (temp file, rename), and one save should cause one rebuild.
 *
 * chokidar watches folders, not the files in them, so a file replaced by a rename (`sed -i`,
 * and the many editors that save to a temporary file and move it over the original), or
 * deleted and written again, is still seen on its next edit. Node's own recursive watcher
 * follows the inode, and lost such a file for good after its first replacement.
 */
export function watchProject(dirs: readonly string[], onChange: (files: string[]) => void, settleMs = 30): ProjectWatcher {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch([...dirs], {
    ignoreInitial: true,
    // Links are not followed: content/ refuses links that lead out, and a loop would never end.
    followSymlinks: false,
    ignored: (file) => junk.test(path.basename(file)),
  });
  const note = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      onChange(files);
    }, settleMs);
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, note);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
