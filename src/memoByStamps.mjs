// What is worked out from a set of files, kept on disk beside their stamps (size, times, inode),
// so that a process finds it again without reading them, or beside a hash of their bytes, so
// that a new checkout of the same files finds it too: the compiled CLI's name and the cache
// keys of the code (src/compiledCode.mjs, src/cache/codeKeys.ts) read every code file, a cost
// every build would pay; statting them is far cheaper. Plain JavaScript: bin/ loads it before
// any TypeScript can load.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How long after a file changes its stamp is trusted: past any file-system clock's tick. */
export const RACY_MS = 2000;

/**
 * `compute()` (or what its promise gives, kept once settled), or what it gave when `files` (absolute paths) last had the stamps they have
 * now, kept as JSON in `memo` (a file, or a store). Kept only when every file was last changed 2 s or more
 * before the stamps were taken: a file written again within the same tick of a coarse clock,
 * at the same size, would keep its stamp. A memo that cannot be read or written only costs the
 * work. `now`: the clock (tests move it on).
 */
export function memoByStamps(memo, files, compute, now = Date.now) {
  const store = typeof memo === 'string' ? fileStore(memo) : memo;
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
    const kept = JSON.parse(store.read() ?? '');
    if (kept.stamps === stamps) return kept.value;
  } catch {
    // None yet, or unreadable: worked out afresh below.
  }
  const keep = (value) => {
    if (newest < started - RACY_MS) store.write(JSON.stringify({ stamps, value }));
  };
  const value = compute();
  if (!(value instanceof Promise)) keep(value);
  return value instanceof Promise ? value.then((resolved) => (keep(resolved), resolved)) : value;
}

/**
 * `compute()` (or what its promise gives), or what it gave when `files` (absolute paths) last
 * held these very bytes, kept as JSON in `memo`: for what must be found again where every stamp
 * is new though no byte changed, as in a CI checkout with the project's cache restored. Reading
 * the files costs more than statting them, so a caller that runs often asks `memoByStamps`
 * first. A file that cannot be read counts as absent.
 */
export function memoByBytes(memo, files, compute) {
  const store = typeof memo === 'string' ? fileStore(memo) : memo;
  const key = bytesKey(files);
  try {
    const kept = JSON.parse(store.read() ?? '');
    if (kept.key === key) return kept.value;
  } catch {
    // None yet, or unreadable: worked out afresh below.
  }
  // Kept only if no file changed while it was worked out: else it might be of the newer bytes.
  const keep = (value) => {
    if (bytesKey(files) === key) store.write(JSON.stringify({ key, value }));
  };
  const value = compute();
  if (!(value instanceof Promise)) keep(value);
  return value instanceof Promise ? value.then((resolved) => (keep(resolved), resolved)) : value;
}

function bytesKey(files) {
  const hash = createHash('sha1');
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('\0absent');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A memo kept in a file of its own; a write that fails (a read-only install) only costs the work next time. */
function fileStore(file) {
  return {
    read: () => readFileSync(file, 'utf8'),
    write: (text) => {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(temporary, text);
        renameSync(temporary, file);
      } catch {
        // Worked out afresh next time: only slower.
      }
    },
  };
}
