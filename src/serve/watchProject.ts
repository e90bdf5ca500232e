import { watch, type FSWatcher } from 'node:fs';

/**
 * Calls `onChange` with the changed paths once edits settle: editors often write a file in
 * several steps (temp file, rename), and one save should cause one rebuild.
 */
export function watchProject(dirs: readonly string[], onChange: (files: string[]) => void, settleMs = 30): () => void {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, file) => {
      if (file) pending.add(`${dir}/${file}`);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending.clear();
        onChange(files);
      }, settleMs);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
