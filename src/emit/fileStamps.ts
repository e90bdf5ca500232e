import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { RACY_MS } from '../memoByStamps.mjs';

/** A file's stamp: what changes when it is written or replaced, without reading it. */
export type Stamp = { size: number; mtimeMs: number; ctimeMs: number; ino: number };

interface Entry extends Stamp {
  /** sha256 of the bytes, hex. */
  sha: string;
  /** When the file was read (ms since the epoch). */
  at?: number;
  /** What the reader worked out from the bytes (the image stage: the image's header). */
  header?: unknown;
}

/**
 * The hash of each input file by its stamp: size, modification and change times, inode. A file
 * whose stamp has not changed since it was hashed is not read again, so a build (and a
 * watch-mode rebuild) reads a large photo only once after it changes, not twice on every build
 * (the fingerprint and the image stage), and a content file only once it is saved. Kept between
 * builds in `.site-cache/images/` for large files and `.site-cache/inputs/` for the others
 * (cache/inputStamps.ts), and in memory in watch mode (`KeptBetweenBuilds`).
 */
export interface FileStamps {
  /** The hash and header of a file not changed since it was read (`stat`: its stamp, when the caller has it); undefined when it has changed, or was never read. */
  known(file: string, stat?: Stamp): { sha: string; header?: unknown } | undefined;
  /**
   * Reads a file and records its hash under the stamp it had before it was read; what was noted
   * of the same bytes before (`header`) is kept, since it follows from the bytes: a checkout
   * that renews every file's times (CI) reads each file again but works out nothing again.
   * Throws when it cannot be read.
   */
  read(file: string): { bytes: Buffer; sha: string; header?: unknown };
  /** The hash of a file's bytes, read only when its stamp changed. */
  hashOf(file: string, stat?: Stamp): string;
  /** Keeps what the reader worked out from a file's bytes with its hash. */
  note(file: string, header: unknown): void;
  /** Writes the index (through a temporary name) when it changed; a failure only costs the next build a read. */
  save(): void;
  /** Files read in full by this index, for tests. */
  reads: number;
}

/** The index's file name, in the folder it indexes beside (src/cache/siteCache.ts). */
export const STAMPS_FILE = 'stamps.json';

/** Where an index is kept between builds: text read once as it opens, written whole as it saves (src/cache/siteCache.ts, `entryStore`). */
export interface StampStore {
  read(): string | undefined;
  write(text: string): void;
}

/** A file's stamp now; undefined when it cannot be read. */
export function stampOf(name: string): Stamp | undefined {
  try {
    const { size, mtimeMs, ctimeMs, ino } = statSync(name);
    return { size, mtimeMs, ctimeMs, ino };
  } catch {
    return undefined;
  }
}

/**
 * The index kept in `store` (none: in memory only); `read: false` (`--no-cache`) starts empty;
 * `settled`: a stamp counts only for a file unchanged for 2 s before it was read (for files
 * saved again and again, such as the content a watch session stamps).
 */
export function openFileStamps(store?: StampStore, options: { read?: boolean; settled?: boolean; now?: () => number } = {}): FileStamps {
  const entries = new Map<string, Entry>(options.read !== false && store ? loadEntries(store) : []);
  /** Files looked at since the index was opened: a build looks at every input, so the others are gone. */
  const seen = new Set<string>();
  let dirty = false;
  const same = (a: Stamp, b: Stamp | undefined) => !!b && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
  // With `settled`, a file changed this close to the moment it was read may be written again
  // within the same tick of a coarse file-system clock, with the same size: its stamp is not
  // trusted (as in check/checkCache.ts).
  const settled = (entry: Entry) => !options.settled || (entry.at !== undefined && Math.max(entry.mtimeMs, entry.ctimeMs) < entry.at - RACY_MS);
  const stamps: FileStamps = {
    reads: 0,
    known(name, stat) {
      const entry = entries.get(name);
      if (!entry || !settled(entry) || !same(entry, stat ?? stampOf(name))) return undefined;
      seen.add(name);
      return entry;
    },
    read(name) {
      const at = (options.now ?? Date.now)();
      const stamp = stampOf(name);
      const bytes = readFileSync(name);
      stamps.reads++;
      const sha = createHash('sha256').update(bytes).digest('hex');
      const header = entries.get(name)?.sha === sha ? entries.get(name)?.header : undefined;
      if (stamp) entries.set(name, { ...stamp, sha, at, ...(header === undefined ? {} : { header }) });
      seen.add(name);
      dirty = true;
      return { bytes, sha, ...(header === undefined ? {} : { header }) };
    },
    hashOf(name, stat) {
      return stamps.known(name, stat)?.sha ?? stamps.read(name).sha;
    },
    note(name, header) {
      const entry = entries.get(name);
      if (entry) entries.set(name, { ...entry, header });
      dirty = true;
    },
    save() {
      if (!store || !dirty) return;
      // Files not looked at are left out: the index never grows past the files there are. One
      // changed since it was read keeps its old stamp, which then no longer matches it.
      store.write(JSON.stringify(Object.fromEntries([...entries].filter(([name]) => seen.has(name)))));
      dirty = false;
    },
  };
  return stamps;
}

function loadEntries(store: StampStore): [string, Entry][] {
  const text = store.read();
  if (text === undefined) return [];
  try {
    return Object.entries(JSON.parse(text) as Record<string, Entry>);
  } catch {
    // A damaged index only costs reading the files again.
    return [];
  }
}
