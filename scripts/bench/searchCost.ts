// What the site search adds: the same set without `search` in site.yaml, built in pairs with it.
import { cp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_FOLDER } from '../../src/search/indexFormat.ts';
import { parseDocument } from 'yaml';
import { editBuild } from './builds.ts';
import { commitSet } from './gitSet.ts';
import { options } from './options.ts';
import { build, clean, median, type Run } from './run.ts';
import { line, row } from './table.ts';

/** A copy of the set whose site.yaml has no `search` block: the site as it is without search. */
async function withoutSearch(project: string): Promise<string> {
  const copy = `${project}-no-search`;
  const skipped = new Set(['dist', 'dist-deploy', '.site-cache'].map((folder) => path.join(project, folder)));
  await cp(project, copy, { recursive: true, filter: (source) => !skipped.has(source) });
  const file = path.join(copy, 'content', 'site.yaml');
  const document = parseDocument(await readFile(file, 'utf8'));
  document.delete('search');
  await writeFile(file, document.toString());
  await commitSet(copy);
  return copy;
}

/** The files under a folder and their bytes. */
async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** What a row says the search added: the median of the paired differences, and of the paired ratios. */
function added(withSearch: readonly Run[], without: readonly Run[]): string {
  const pairs = withSearch.map((run, i) => [run.ms, without[i]!.ms] as const);
  const difference = median(pairs.map(([a, b]) => a - b));
  const ratio = median(pairs.map(([a, b]) => a / b));
  return `adds ${difference.toFixed(0)} ms (paired ratio ${ratio.toFixed(2)}) to ${median(without.map((run) => run.ms)).toFixed(0)} ms without search`;
}

/**
 * The set's cold build and one-record edit build with its search and without, run alternately
 * (a ratio from pairs survives a busy machine), and the files and bytes the index adds to dist/.
 */
export async function benchSearchCost(label: string, project: string): Promise<string[]> {
  const bare = await withoutSearch(project);
  const cold: Run[][] = [[], []];
  const edit: Run[][] = [[], []];
  for (let i = 0; i < options.runs; i++)
    for (const [which, dir] of [project, bare].entries()) {
      await clean(dir);
      cold[which]!.push(await build(dir));
      edit[which]!.push(await editBuild(dir, i));
    }
  const index = await folderSize(path.join(project, 'dist', SEARCH_FOLDER));
  const site = await folderSize(path.join(project, 'dist'));
  return [
    row(label, 'search: build cold', cold[0]!, added(cold[0]!, cold[1]!)),
    row(label, 'search: build one-record edit', edit[0]!, added(edit[0]!, edit[1]!)),
    line(
      label,
      `search: dist/${SEARCH_FOLDER}/`,
      [],
      `${index.files} files, ${(index.bytes / 1024).toFixed(0)} KB, of dist/'s ${site.files} files, ${(site.bytes / 1024 / 1024).toFixed(1)} MB`,
    ),
  ];
}
