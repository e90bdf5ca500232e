// Longer runs of the incremental-equals-scratch property than the test's (test/support/editSequence.ts).
import { options } from './options.ts';

/** Steps whose watch or cached output differed from a build from scratch, each printed as found. */
export async function benchEditSequences(): Promise<string> {
  const { runEditSequence } = await import('../../test/support/editSequence.ts');
  const seeds = [1, 2, 3];
  const started = performance.now();
  let wrong = 0;
  let failing = 0;
  for (const seed of seeds) {
    for (const outcome of await runEditSequence(seed, options.editSteps)) {
      if (outcome.watch.length > 0 || outcome.cached.length > 0) {
        wrong++;
        console.log(`  seed ${seed} step ${outcome.step} (${outcome.edit}): watch ${outcome.watch.join(' ')}; cached ${outcome.cached.join(' ')}`);
      }
      if (!outcome.ok) failing++;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return `${'small site'.padEnd(22)} ${'edit sequences'.padEnd(32)} ${seeds.length} seeds × ${options.editSteps} edits in ${seconds} s: ${wrong} steps differed from a build from scratch (${failing} steps were content errors, output kept)`;
}
