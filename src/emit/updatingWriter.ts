import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { OUTPUT_MARKER } from '../output/outputMarker.ts';
import { createFsWriter, isReplaceableOutput, markerWithListing, type OutputSink, type Writer } from './writer.ts';

export interface UpdatingWriter extends Writer {
  /** What the last commit changed: files whose bytes were new, and files no longer made. */
  readonly changes: { written: number; removed: number };
}

/**
 * Brings an output folder up to date in place, for watch mode, where the preview server reads
 * the folder while it rebuilds: only files whose bytes changed are rewritten, each through a
 * temporary file and a rename, so no file is ever half-written, and files the build no longer
 * makes are removed. Changed files wait under temporary names until commit, so a failed
 * build leaves the folder as it was. A folder that holds no build yet is written whole, as
 * the file-system writer does.
 *
 * The writer remembers what its last commit left in the folder: the next build then keeps and
 * removes files by that list instead of asking the disk about every one, so an edit costs the
 * files it changes, not the site's size. Its first update still looks at the folder itself,
 * which removes whatever else is in it.
 */
export function createUpdatingWriter(outDir: string): UpdatingWriter {
  const changes = { written: 0, removed: 0 };
  const state: { listed?: ReadonlySet<string> } = {};
  return {
    dir: outDir,
    changes,
    async begin() {
      changes.written = 0;
      changes.removed = 0;
      const built = await stat(path.join(outDir, OUTPUT_MARKER)).then(
        () => true,
        () => false,
      );
      if (!built || !(await isReplaceableOutput(outDir))) {
        delete state.listed;
        return countingWrites(await createFsWriter(outDir).begin(), changes);
      }
      return updateInPlace(outDir, changes, state);
    },
  };
}

function countingWrites(sink: OutputSink, changes: { written: number }): OutputSink {
  const { direct } = sink;
  return {
    ...sink,
    write: (file) => (changes.written++, sink.write(file)),
    ...(direct ? { direct: { dir: direct.dir, wrote: (file: string) => (changes.written++, direct.wrote(file)) } } : {}),
  };
}

function updateInPlace(outDir: string, changes: { written: number; removed: number }, state: { listed?: ReadonlySet<string> }): OutputSink {
  const { listed } = state;
  // Whatever happens next, the folder may no longer match the list until this build commits.
  delete state.listed;
  /** Every file this build makes, and the temporary file of each one whose bytes changed. */
  const made = new Set<string>();
  const staged = new Map<string, string>();
  const temporaryOf = (file: string) => `${path.join(outDir, file)}.${process.pid}.tmp`;
  let marker: string | Uint8Array | undefined;
  return {
    async write(file) {
      made.add(file.path);
      // The marker lists every file made, so it is written last, at commit.
      if (file.path === OUTPUT_MARKER) return void (marker = file.data);
      const target = path.join(outDir, file.path);
      const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
      const current = await readFile(target).catch(() => undefined);
      if (current?.equals(bytes)) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporaryOf(file.path), bytes);
      staged.set(file.path, temporaryOf(file.path));
    },
    async keep(file) {
      const there =
        listed?.has(file) ??
        (await stat(path.join(outDir, file)).then(
          (stats) => stats.isFile(),
          () => false,
        ));
      if (there) made.add(file);
      return there;
    },
    async commit() {
      await writeFile(temporaryOf(OUTPUT_MARKER), markerWithListing(marker, made));
      staged.set(OUTPUT_MARKER, temporaryOf(OUTPUT_MARKER));
      for (const [file, temporary] of staged) await rename(temporary, path.join(outDir, file));
      changes.written = staged.size - 1;
      staged.clear();
      const before = listed ?? (await fg('**/*', { cwd: outDir, dot: true, onlyFiles: true }));
      for (const old of before) {
        if (made.has(old) || old === OUTPUT_MARKER) continue;
        await rm(path.join(outDir, old), { force: true });
        changes.removed++;
      }
      state.listed = made;
    },
    async abort() {
      await Promise.all([...staged.values()].map((temporary) => rm(temporary, { force: true })));
      staged.clear();
    },
  };
}
