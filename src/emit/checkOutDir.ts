import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { isReplaceableOutput } from './writer.ts';

/**
 * The build replaces its output directory wholesale, so it must never be the file-system
 * root, the project or anything holding it, a source folder, or a folder of other files.
 */
export async function checkOutDir(outDir: string, projectRoot: string, protectedDirs: readonly string[]): Promise<Diagnostic[]> {
  const out = path.resolve(outDir);
  const at = { file: path.relative(projectRoot, out) || '.', line: 1, column: 1 };
  const contains = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  if (out === path.parse(out).root || contains(out, path.resolve(projectRoot))) {
    return [problem('emit/unsafe-out', at, { message: `Refusing to build into ${out}: it contains the project`, found: out })];
  }
  for (const dir of protectedDirs) {
    if (contains(path.resolve(dir), out)) {
      return [problem('emit/unsafe-out', at, { message: `Refusing to build into ${out}: it is inside ${path.relative(projectRoot, dir)}/`, found: out })];
    }
  }
  if (await isNonFolder(out)) {
    return [problem('emit/out-not-a-folder', at, { message: `Refusing to build into ${out}: it is a file, and the build would replace it`, found: out })];
  }
  if (!(await isReplaceableOutput(out))) {
    return [
      problem('emit/unsafe-out', at, {
        message: `Refusing to replace ${out}: it holds files that were not built by site`,
        hint: 'Empty or remove the folder, or choose another --out.',
      }),
    ];
  }
  return [];
}

/** Anything at the path that is not a folder: a file, or a link, which the swap would replace. */
async function isNonFolder(out: string): Promise<boolean> {
  const stats = await lstat(out).catch(() => undefined);
  return stats !== undefined && !stats.isDirectory();
}
