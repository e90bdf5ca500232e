/**
 * Files an operating system or editor leaves beside the real ones: not content, never
 * published, never part of the change fingerprint, never a reason for `site serve --watch` to
 * rebuild (README, "Public files"). Every other file counts, dot-files included, so
 * `public/.well-known/security.txt` is published. One list, read two ways: as glob patterns
 * for fast-glob, and as a test of one path for the watcher.
 */
const JUNK_NAMES = ['.DS_Store', '._*', 'Thumbs.db', 'desktop.ini', '*.swp', '*~', '4913'];
/** Folders whose whole contents are junk. */
const JUNK_FOLDERS = ['.git'];

/** The junk as fast-glob `ignore` patterns. */
export const JUNK_FILES = [...JUNK_NAMES.map((name) => `**/${name}`), ...JUNK_FOLDERS.map((folder) => `**/${folder}/**`)];

const junkName = new RegExp(`^(?:${JUNK_NAMES.map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')).join('|')})$`);

/** True when a path (either separator) is junk: its name is, or it lies in a junk folder, or is one. */
export function isJunkPath(file: string): boolean {
  const segments = file.split(/[\\/]/);
  return junkName.test(segments.at(-1) ?? '') || segments.some((segment) => JUNK_FOLDERS.includes(segment));
}
