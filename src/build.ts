import { startRun, type BuildOptions, type BuildResult } from './pipeline/buildRun.ts';
import { guardOutputFolders, planRebuild } from './pipeline/planRebuild.ts';

export type { BuildOptions, BuildResult, Stage } from './pipeline/buildRun.ts';
// For a watch session, which makes the search index after its builds (src/incremental/buildSession.ts).

/**
 * content → model → routes → render → emit → write (docs/architecture.md): guard the output
 * folders, plan what to rebuild, and when there is anything, run the stages (build/buildSite.ts).
 * Watch mode runs this very function again and again, with a writer that updates in place.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const run = startRun(options);
  if (!(await guardOutputFolders(run))) return run.result;
  const plan = await planRebuild(run);
  if (plan.unchanged) return plan.unchanged;
  // The stages load only when there is work to do: "Nothing changed" stays quick.
  const { buildSite } = await import('./pipeline/buildSite.ts');
  return buildSite(run, plan);
}
