// What is worked out from a set of files, kept on disk beside their stamps (size, times, inode),
// so that a process finds it again without reading them: the compiled CLI's name and the cache
// keys of the code (src/compiledCode.mjs, src/cache/codeKeys.ts) read ~350 code files, 0.1 s of
// every build; statting them takes a few milliseconds. Plain JavaScript: bin/ loads it before
// any TypeScript can load.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How long after a file changes its stamp is trusted: past any file-system clock's tick. */
export const RACY_MS = 2000;

/**
 * `compute()` (or what its promise gives, kept once settled), or what it gave when `files` (absolute paths) last had the stamps they have
 * now, kept as JSON in `memoFile`. Kept only when every file was last changed 2 s or more
 * before the stamps were taken: a file written again within the same tick of a coarse clock,
 * at the same size, would keep its stamp. A memo that cannot be read or written only costs the
 * work. `now`: the clock (tests move it on).
 */
export function memoByStamps(memoFile, files, compute, now = Date.now) {
  const started = now();
  let newest = 0;
  const lines = files.map((file) => {
    try {
      const { size, mtimeMs, ctimeMs, ino } = statSync(file);
      newest = Math.max(newest, mtimeMs, ctimeMs);
      return `${file}\0${size}\0${mtimeMs}\0${ctimeMs}\0${ino}`;
    } catch {
      return `${file}\0absent`;
    }
  });
  const stamps = lines.join('\n');
  try {
    const memo = JSON.parse(readFileSync(memoFile, 'utf8'));
    if (memo.stamps === stamps) return memo.value;
  } catch {
    // None yet, or unreadable: worked out afresh below.
  }
  const keep = (value) => {
    if (newest >= started - RACY_MS) return;
    const temporary = `${memoFile}.${process.pid}.tmp`;
    try {
      mkdirSync(path.dirname(memoFile), { recursive: true });
      writeFileSync(temporary, JSON.stringify({ stamps, value }));
      renameSync(temporary, memoFile);
    } catch {
      // A read-only install works the value out each time: only slower.
    }
  };
  const value = compute();
  if (!(value instanceof Promise)) keep(value);
  return value instanceof Promise ? value.then((resolved) => (keep(resolved), resolved)) : value;
}
