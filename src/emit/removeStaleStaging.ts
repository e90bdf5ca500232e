import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { listFolder } from '../output/listFolder.ts';
import { applyUpdate, COMMITTED } from './updateInPlace.ts';

/** A staging folder's name: beside the output, with the id of the process that made it. */
export function stagingPrefix(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}-next-${process.pid}-`);
}

/** The names of the folders stagingPrefix names, with `suffix`; the process id is the first group. */
const leftover = (outDir: string, suffix: string) => new RegExp(`^\\.${escape(path.basename(outDir))}-next-(\\d+)-[A-Za-z0-9]{6}${suffix}$`);

/**
 * A build killed before it finished (SIGKILL, power loss) leaves its staging folder, or the
 * retired output it was about to delete, beside the output for ever. The next build removes
 * them, but only its own kind: named as stagingPrefix names them, by a process that has ended.
 * A build still running in another process keeps its folders.
 */
export async function removeStaleStaging(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = leftover(outDir, '(-old)?');
  const removed: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true }).catch(() => [])) {
    const pid = pattern.exec(entry.name)?.[1];
    if (!entry.isDirectory() || pid === undefined || isRunning(Number(pid))) continue;
    await rm(path.join(parent, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/**
 * Finishes the updates of `outDir` that a killed build committed but did not complete
 * (updateInPlace.ts), so that nothing reads the output half-updated: run before the output is read.
 */
export async function finishInterruptedUpdates(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const pattern = leftover(outDir, COMMITTED);
  for (const entry of await readdir(parent, { withFileTypes: true }).catch(() => [])) {
    const pid = pattern.exec(entry.name)?.[1];
    if (entry.isDirectory() && pid !== undefined && !isRunning(Number(pid))) applyUpdate(path.join(parent, entry.name), outDir);
  }
}

/** Everything a killed build left beside `outDir`: its committed update finished, its staging folders removed. */
export async function recoverOutput(outDir: string): Promise<void> {
  await finishInterruptedUpdates(outDir);
  await removeStaleStaging(outDir);
}

/**
 * A process killed while it saved a cache file leaves its temporary copy (`name.<pid>.tmp`,
 * written then renamed over the file) for ever; the cache files are megabytes at scale. Removes
 * those in `dir`, at any depth, whose process has ended.
 */
export async function removeStaleTemporaryFiles(dir: string): Promise<string[]> {
  const removed: string[] = [];
  let entries: ReturnType<typeof listFolder> = [];
  try {
    // Every depth: the cache keeps entries in folders of their own (inputs/, images/).
    entries = listFolder(dir);
  } catch {
    // No cache folder yet.
  }
  for (const { path: file, dirent } of entries) {
    const pid = /\.(\d+)\.tmp$/.exec(dirent.name)?.[1];
    if (!dirent.isFile() || pid === undefined || isRunning(Number(pid))) continue;
    await rm(path.join(dir, file), { force: true });
    removed.push(file);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
