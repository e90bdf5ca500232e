/**
 * Files an operating system or editor leaves beside the real ones: not content, never
 * published, never part of the change fingerprint, never a reason for `site serve --watch` to
 * rebuild (docs/content-model.md#public-files). Every other file counts, dot-files included, so
 * `public/.well-known/security.txt` is published. One test of a path, for the build's walk of
 * each folder (folderListing.ts) and for the watcher.
 */
const JUNK_NAMES = ['.DS_Store', '._*', 'Thumbs.db', 'desktop.ini', '*.swp', '*~', '4913'];
/** Folders whose whole contents are junk. */
const JUNK_FOLDERS = ['.git'];

const junkName = new RegExp(`^(?:${JUNK_NAMES.map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')).join('|')})$`);

/** True when a path (either separator) is junk: its name is, or it lies in a junk folder, or is one. */
export function isJunkPath(file: string): boolean {
  const segments = file.split(/[\\/]/);
  return junkName.test(segments.at(-1) ?? '') || segments.some((segment) => JUNK_FOLDERS.includes(segment));
}

/** True for a folder whose whole contents are junk (`.git`): a walk need not go into it. */
export const isJunkFolder = (name: string): boolean => JUNK_FOLDERS.includes(name);
