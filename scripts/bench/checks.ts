// `site check` on the real site and the location set: cold, after a one-record edit, and
// html-validate alone on the same pages, which a cold check is held to.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { editedRecord } from './builds.ts';
import { options } from './options.ts';
import { attempt, build, check, clean, medianMs, pagesOf, RunFailure, runsOf, timeNode, type Run } from './run.ts';
import { row, skipped } from './table.ts';

// tsx by its resolved URL: the benchmark projects have no node_modules of their own.
const htmlValidateAlone = (project: string) =>
  timeNode(project, ['--import', import.meta.resolve('tsx'), path.join(packageRoot, 'scripts', 'htmlValidateAlone.ts'), 'dist'], [0], 'htmlValidateAlone');

export async function benchChecks(label: string, project: string): Promise<string[]> {
  const edited = editedRecord(project);
  const original = await readFile(edited, 'utf8');
  await clean(project);
  await build(project);
  const alone: Run[] = [];
  const cold: Run[] = [];
  let aloneFailed: RunFailure | undefined;
  for (let i = 0; i < options.checkRuns; i++) {
    const run = aloneFailed ?? (await attempt(() => htmlValidateAlone(project)));
    if (run instanceof RunFailure) aloneFailed = run;
    else alone.push(run);
    cold.push(await check(project, '--no-cache'));
  }
  // A writer's edit, build and check, one after another; the first check fills the check cache.
  await check(project);
  const edit: Run[] = [];
  for (let i = 0; i < options.editCheckRuns; i++) {
    await writeFile(edited, `${original}\nCheck edit ${i}.\n`);
    await build(project);
    edit.push(await check(project));
  }
  await writeFile(edited, original);
  const overhead = aloneFailed ? NaN : (medianMs(cold) / medianMs(alone) - 1) * 100;
  const cached = /; (\d+) unchanged/.exec(edit[0]!.stdout)?.[1];
  const validated = cached ? `${pagesOf(edit[0]!) - Number(cached)} pages validated, ${cached} from the cache; ` : '';
  return [
    aloneFailed ? skipped(label, 'html-validate alone', `FAILED: ${aloneFailed.message}`) : row(label, 'html-validate alone', alone),
    row(label, 'check cold', cold, aloneFailed ? '' : `${overhead >= 0 ? '+' : ''}${overhead.toFixed(1)}% on html-validate alone`),
    row(label, 'check one-record edit', edit, `${validated}target ≤ ${label === 'real site' ? 1000 : 1500} ms; runs: ${runsOf(edit)}`),
  ];
}
