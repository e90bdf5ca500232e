// The real site's and the location set's builds: cold, warm, and after a one-record edit.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { options } from './options.ts';
import { build, clean, medianMs, pagesOf, runsOf, type Run } from './run.ts';
import { row } from './table.ts';

/** The record every edit row of these sets changes: a place every set has, on several pages. */
export const editedRecord = (project: string) => path.join(project, 'content', 'locations', 'dover.md');

/** The build after the one-record edit of a run (`editedRecord`), timed; the edit then undone and built again, untimed. */
export async function editBuild(project: string, run: number): Promise<Run> {
  const file = editedRecord(project);
  const original = await readFile(file, 'utf8');
  await writeFile(file, `${original}\nEdit ${run}.\n`);
  const timed = await build(project);
  await writeFile(file, original);
  await build(project);
  return timed;
}

/** The budget a cold build is held to: every set within 512 MB, and at 10,000 pages 1 ms a page. */
export const coldTarget = (pages: number) => (pages >= 10_000 ? 'target ≤ 1 ms/page, RSS ≤ 512 MB' : 'target RSS ≤ 512 MB');

/**
 * Cold (no output, no cache), warm (nothing changed) and a one-record edit (dist/ and
 * .site-cache/ kept, as at a writer's terminal: the build cache reuses the other pages), each
 * in a fresh process. Each edit is undone and built before the next cold run.
 */
export async function benchBuilds(label: string, project: string): Promise<{ lines: string[]; coldMs: number; pages: number }> {
  const cold: Run[] = [];
  const warm: Run[] = [];
  const edit: Run[] = [];
  for (let i = 0; i < options.runs; i++) {
    await clean(project);
    cold.push(await build(project));
    warm.push(await build(project));
    edit.push(await editBuild(project, i));
  }
  const threads = /render \d+ms \((\d+) threads\)/.exec(cold[0]!.stdout)?.[1];
  const reused = /cache: (\d+) of/.exec(edit[0]!.stdout)?.[1];
  const pages = pagesOf(cold[0]!);
  const rendered = reused ? `${pages - Number(reused)} pages rendered, ${reused} reused; ` : '';
  const editTarget = label.startsWith('location') ? 'target ≤ 800 ms; ' : '';
  return {
    lines: [
      row(label, 'build cold', cold, [threads ? `render on ${threads} threads` : '', coldTarget(pages)].filter(Boolean).join('; ')),
      row(label, 'build warm', warm),
      row(label, 'build one-record edit', edit, `${rendered}${editTarget}runs: ${runsOf(edit)}`),
    ],
    coldMs: medianMs(cold),
    pages,
  };
}
