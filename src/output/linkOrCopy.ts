import { copyFileSync, linkSync } from 'node:fs';

/**
 * Puts a file of a cache into an output without writing its bytes again: a hard link, or a
 * copy where the two are on different file systems. Safe because neither a cache's files nor
 * an output's are ever changed in place: each is replaced by a rename.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
