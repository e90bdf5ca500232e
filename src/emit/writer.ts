import { mkdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markerWithListing, OUTPUT_MARKER } from '../output/outputMarker.ts';
import { wholeData, writeData } from './fileData.ts';
import type { OutputFile, OutputSink } from './outputFile.ts';
import { recoverOutput, stagingPrefix } from './removeStaleStaging.ts';
import { listOutput, updateSink, type UpdateCounts, type UpdateMemory } from './updateInPlace.ts';

/**
 * Where a build's output goes. A build begins an output, writes files into it as they are
 * made (so a large site is never held in memory whole), then commits it, or aborts it on
 * failure. Nothing is visible until commit. The file-system writer stages beside its folder
 * and moves in what changed (createFsWriter); the memory writer keeps the files for tests and
 * dry runs.
 */
export interface Writer {
  begin(): Promise<OutputSink>;
  /**
   * The folder on disk it fills, if any. When that is the build's out dir, the build guards
   * it, records its fingerprint there and reuses cached pages from it.
   */
  dir?: string;
  /** What its last commit changed, when it keeps count (the file-system writer). */
  readonly changes?: UpdateCounts;
}

export function createMemoryWriter(): Writer & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async begin() {
      const staged = new Map<string, string | Uint8Array>();
      return {
        write: async (file) => void staged.set(file.path, wholeData(file.data)),
        keep(path) {
          const data = files.get(path);
          if (data !== undefined) staged.set(path, data);
          return data !== undefined;
        },
        async commit() {
          files.clear();
          for (const [file, data] of staged) files.set(file, data);
        },
        abort: async () => staged.clear(),
      };
    },
  };
}

/** Writes a whole file list through a writer: for callers that already hold every file. */
export async function writeAll(writer: Writer, files: readonly OutputFile[]): Promise<void> {
  const sink = await writer.begin();
  try {
    for (const file of files) await sink.write(file);
    await sink.commit();
  } catch (error) {
    await sink.abort();
    throw error;
  }
}

/** The file-system writer: the `Writer` with what its last commit changed. */
export interface FsWriter extends Writer {
  dir: string;
  /** What the last commit changed: files whose bytes were new, and files no longer made (0 for a first build). */
  readonly changes: UpdateCounts;
}

/**
 * Writes an output folder on disk. A folder that holds no build yet is staged whole in a fresh
 * sibling folder and renamed into place. One that holds a previous build is updated in
 * proportion to the change (updateInPlace.ts): new and changed files are staged, then moved in
 * at commit, and kept files stay where they are. Either way a failure before commit leaves the
 * previous output exactly as it was. Files are written synchronously: the build's thread
 * renders pages between writes, so a write in the background would only compete with it for
 * the same cores, and on a 2-core machine one `writeFileSync` costs far less CPU than an
 * asynchronous write. Render workers write into the
 * staging folder directly. One writer used for build after build (a watch session) remembers
 * what its last commit left, and does not list the folder again. `step`: see updateSink.
 */
export function createFsWriter(outDir: string, { step }: { step?: () => void } = {}): FsWriter {
  const changes: UpdateCounts = { written: 0, added: 0, removed: 0 };
  const memory: UpdateMemory = {};
  return {
    dir: outDir,
    changes,
    async begin() {
      changes.written = changes.added = changes.removed = 0;
      delete changes.changedFiles;
      await mkdir(path.dirname(outDir), { recursive: true });
      await recoverOutput(outDir);
      const staging = await mkdtemp(stagingPrefix(outDir));
      // mkdtemp makes the folder private (0700); a web server must be able to read it.
      await chmod(staging, 0o755);
      if (await holdsBuild(outDir))
        return updateSink(outDir, staging, memory.listed ?? (await listOutput(outDir)), { counts: changes, memory, ...(step ? { step } : {}) });
      delete memory.listed;
      return wholeSink(outDir, staging, { counts: changes, memory });
    },
  };
}

/** A whole output, staged in `staging` and renamed into place at commit. */
function wholeSink(outDir: string, staging: string, { counts, memory }: { counts: UpdateCounts; memory: UpdateMemory }): OutputSink {
  const folders = new Set<string>([staging]);
  const written = new Set<string>();
  let marker: string | Uint8Array | undefined;
  /** The file's path in staging, its folder made. */
  const staged = (file: string) => {
    const target = path.join(staging, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    return target;
  };
  return {
    async write(file) {
      if (file.path === OUTPUT_MARKER) marker = wholeData(file.data);
      else writeData(staged(file.path), file.data);
      written.add(file.path);
    },
    // Nothing to keep: there is no previous build.
    keep: () => false,
    direct: { dir: staging, wrote: (file) => void written.add(file) },
    async commit() {
      try {
        await writeFile(path.join(staging, OUTPUT_MARKER), markerWithListing(marker, written));
        await swapIn(staging, outDir);
        counts.written = counts.added = written.size;
        memory.listed = written;
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/** True when the folder holds a build to update: its marker is there. */
async function holdsBuild(outDir: string): Promise<boolean> {
  return stat(path.join(outDir, OUTPUT_MARKER)).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  const retired = `${staging}-old`;
  await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(retired, outDir);
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** True when the directory is missing, empty, or holds a previous `site` build. */
export async function isReplaceableOutput(outDir: string): Promise<boolean> {
  const entries = await readdir(outDir).catch(() => undefined);
  return entries === undefined || entries.length === 0 || entries.includes(OUTPUT_MARKER);
}
