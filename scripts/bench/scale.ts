// The scale sets: the real content plus generated places, about 10,000 and 100,000 pages, so
// the growth of time and memory from one to the other shows (docs/benchmark.md, "The scale sets").
import { readFile, writeFile } from 'node:fs/promises';
import { packageRoot } from '../../src/projectPaths.ts';
import { writeLocationSet } from '../locationSet.ts';
import { editedRecord } from './builds.ts';
import { commitSet } from './gitSet.ts';
import { options } from './options.ts';
import { attempt, build, clean, pagesOf, RunFailure, timeSite, type Run } from './run.ts';
import { row, skipped } from './table.ts';
import { benchWatch } from './watch.ts';

/** Places for about this many pages: each place has a page per local service (about eight), its county and town pages. */
export const SCALE_PLACES = { 'places-10k': 1_130, 'places-100k': 12_350 } as const;
export type ScaleSet = keyof typeof SCALE_PLACES;

/** The budgets of docs/benchmark.md: a cold build at most 1 ms a page and 512 MB, an edit a tenth of it, a save served within 1 s. */
const TARGETS = { cold: '≤ 1 ms/page, RSS ≤ 512 MB', edit: '≤ 0.1 × cold, RSS ≤ 512 MB', check: 'RSS ≤ 512 MB (time reported)' };

/**
 * Cold build (no dist/, no .site-cache/), the build after a one-record edit (dist/ and the
 * cache kept), the watch loop's save → reload, and a cold `site check`, each with its peak RSS.
 * `--runs` builds each (a cold build of the large set takes minutes), one cold check.
 */
export async function benchScale(set: ScaleSet, project: string): Promise<string[]> {
  const label = `${set} +${SCALE_PLACES[set]} places`;
  await writeLocationSet(packageRoot, project, SCALE_PLACES[set]);
  await commitSet(project);
  const edited = editedRecord(project);
  const original = await readFile(edited, 'utf8');
  const cold: Run[] = [];
  const edit: Run[] = [];
  const runs = Math.max(1, Math.min(options.runs, 3));
  for (let i = 0; i < runs; i++) {
    await clean(project);
    const first = await attempt(() => build(project));
    if (first instanceof RunFailure) return [skipped(label, 'build cold', first.message)];
    cold.push(first);
    await writeFile(edited, `${original}\nEdit ${i}.\n`);
    edit.push(await build(project));
    await writeFile(edited, original);
    await build(project);
  }
  const lines = [row(label, 'build cold', cold, TARGETS.cold), row(label, 'build one-record edit', edit, TARGETS.edit)];
  const pages = pagesOf(cold[0]!);
  lines.push(await benchWatch(label, project, pages, 1000));
  const checked = await attempt(() => timeSite(project, ['check', '--no-cache'], [0, 1]));
  lines.push(checked instanceof RunFailure ? skipped(label, 'check cold', checked.message) : row(label, 'check cold', [checked], TARGETS.check, pages));
  return lines;
}
