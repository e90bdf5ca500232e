import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir } from './cacheDir.ts';

/** Bumped whenever the stored shape changes; an older record is ignored, never misread. */
const FORMAT = 1;
const FILE = 'output-changes.json';

/**
 * How many files builds have changed in an output folder since `site check` last checked it,
 * and the build (its fingerprint, in the folder's marker) that left it so. A check that knows
 * it follows a writer's edit of a few pages gives its first worker a heap for a few pages
 * (src/check/parallel/checkWorkers.ts). `code`: the code the check ran, whose cache a check
 * of other code cannot use, so that every page is new to it.
 */
interface OutputChanges {
  format: typeof FORMAT;
  dir: string;
  fingerprint: string;
  changed: number;
  code: string;
}

function read(root: string): OutputChanges | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(cacheDir(root), FILE), 'utf8')) as Partial<OutputChanges>;
    return record.format === FORMAT ? (record as OutputChanges) : undefined;
  } catch {
    return undefined;
  }
}

/** A few hundred bytes, written whole and renamed: a reader never sees half a record. A record that cannot be written only leaves the count unknown. */
function write(root: string, record: Omit<OutputChanges, 'format'> | undefined): void {
  const dir = cacheDir(root);
  const temporary = path.join(dir, `${FILE}.${process.pid}.tmp`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(temporary, JSON.stringify(record ? { format: FORMAT, ...record } : {}));
    renameSync(temporary, path.join(dir, FILE));
  } catch {
    // Unknown next time: the check then prepares for a whole site.
  }
}

/**
 * A build changed `changed` files of `dir`, taking it from the build `from` (undefined: a
 * folder with no build) to `to`. Counted on from the record only when it names `from`: any
 * other history of the folder (a build into it while the record spoke of another, a first
 * build) leaves the count unknown.
 */
export function recordBuildChanges(root: string, dir: string, from: string | undefined, to: string, changed: number): void {
  const record = read(root);
  const continues = record !== undefined && record.dir === dir && from !== undefined && record.fingerprint === from;
  write(root, continues ? { ...record, fingerprint: to, changed: record.changed + changed } : undefined);
}

/** `site check`, running `code`, has just checked `dir`, which holds the build `fingerprint`: nothing is new to it. */
export function recordChecked(root: string, dir: string, fingerprint: string, code: string): void {
  write(root, { dir, fingerprint, changed: 0, code });
}

/**
 * How many files of `dir` (now holding the build `fingerprint`) builds have changed since a
 * check running `code` last checked it; undefined when that is not known.
 */
export function changedSinceCheck(root: string, dir: string, fingerprint: string, code: string): number | undefined {
  const record = read(root);
  return record && record.dir === dir && record.fingerprint === fingerprint && record.code === code ? record.changed : undefined;
}
