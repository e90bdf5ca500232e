// The share-card set: the real site with its cards, against the same content without them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { writeScaleSet } from '../scaleSet.ts';
import { options } from './options.ts';
import { build, clean, medianMs, type Run } from './run.ts';
import { row } from './table.ts';

/** Cold (no output, no cache), then warm (dist/ removed, .site-cache/ kept: every card found in it), in turn, so the machine's drift is shared. */
async function timed(dirs: readonly string[]): Promise<{ cold: Run[]; warm: Run[] }[]> {
  const results = dirs.map(() => ({ cold: [] as Run[], warm: [] as Run[] }));
  for (let i = 0; i < options.runs; i++)
    for (const [index, dir] of dirs.entries()) {
      await clean(dir);
      results[index]!.cold.push(await build(dir));
      await clean(dir, ['dist', 'dist-deploy']);
      results[index]!.warm.push(await build(dir));
    }
  return results;
}

/**
 * What the share cards cost: the real site built with them and without (`shareCards` taken out
 * of site.yaml), cold and warm, in turn; per card, the difference of the medians over the cards
 * drawn (docs/benchmark.md, the rows).
 */
export async function benchCards(work: string): Promise<string[]> {
  const project = path.join(work, 'cards');
  const baseline = path.join(work, 'cards-baseline');
  for (const dir of [project, baseline]) await writeScaleSet(packageRoot, dir, 0);
  const siteYaml = path.join(baseline, 'content', 'site.yaml');
  await writeFile(siteYaml, (await readFile(siteYaml, 'utf8')).replace(/^shareCards:.*\n/m, ''));
  const [cards, base] = await timed([project, baseline]);
  for (const dir of [project, baseline]) await rm(dir, { recursive: true, force: true });
  const counts = (run: Run) => /share cards: (\d+) drawn, (\d+) reused/.exec(run.stdout)?.slice(1).map(Number) ?? [0, 0];
  const [drawn] = counts(cards!.cold[0]!);
  const [, reused] = counts(cards!.warm[0]!);
  const added = (with_: Run[], without: Run[], per: number) => {
    const ms = medianMs(with_) - medianMs(without);
    return `${Math.round(ms)} ms more than without cards (${(ms / Math.max(per, 1)).toFixed(2)} ms a card)`;
  };
  return [
    row('share cards (real site)', 'build cold', cards!.cold, `${drawn} drawn; ${added(cards!.cold, base!.cold, drawn!)}; target ≤ 1,000 ms more`),
    row(
      'share cards (real site)',
      'build warm (cards cached)',
      cards!.warm,
      `${reused} reused; ${added(cards!.warm, base!.warm, reused!)}; target: nothing more`,
    ),
  ];
}
