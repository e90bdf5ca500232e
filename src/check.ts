import path from 'node:path';
import { CheckWorkers, FEW_CHANGED_FILES, FEW_PAGES } from './check/parallel/checkWorkers.ts';
import { htmlValidateConfig } from './check/rules/htmlValidateConfig.ts';
import { changedSinceCheck, recordChecked } from './cache/outputChanges.ts';
import { readMarker } from './emit/fingerprint.ts';
import { listOutput, siteFiles } from './check/listOutput.ts';
import { finishInterruptedUpdates } from './emit/removeStaleStaging.ts';
import type { CheckOptions, CheckResult } from './check/checkSite.ts';

export type { CheckOptions, CheckResult } from './check/checkSite.ts';

/**
 * Validates a built site (docs/check-rules.md). Throws SiteError when there is nothing to check.
 */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  // A build killed while it moved its changes in left them to finish: the output is checked whole.
  await finishInterruptedUpdates(outputDir(options));
  const dir = outputDir(options);
  const root = path.resolve(options.root ?? process.cwd());
  const listing = await listOutput(dir);
  // The build in the folder, and whether builds have changed only a writer's few files since this code last checked it.
  const built = await readMarker(dir);
  const fewPages = built !== undefined && options.cache !== false && fewChanged(root, dir, built.fingerprint);
  // html-validate takes longer to load and warm up than the rest of the check takes to load and
  // read the site, so its first worker starts before either (checkWorkers.ts), unless the site
  // has so few pages that its own thread validates them sooner (analysePages.ts). After a
  // writer's edit of a few pages, that worker's heap is for a few pages.
  const workers = new CheckWorkers(htmlValidateConfig, {
    startNow: siteFiles(listing).filter((file) => file.endsWith('.html')).length > FEW_PAGES ? 1 : 0,
    warmUpPage: path.join(dir, 'index.html'),
    fewPages,
  });
  try {
    const { checkSite } = await import('./check/checkSite.ts');
    const result = await checkSite(workers, options, listing);
    if (built) recordChecked(root, dir, built.fingerprint, CHECK_CODE);
    return result;
  } finally {
    await workers.close();
  }
}

/** Whether builds are known to have changed no more than FEW_CHANGED_FILES files of `dir` since this code last checked it. */
function fewChanged(root: string, dir: string, fingerprint: string): boolean {
  const changed = changedSinceCheck(root, dir, fingerprint, CHECK_CODE);
  return changed !== undefined && changed <= FEW_CHANGED_FILES;
}

/**
 * The code a check runs: compiled, its copy's file, named by a hash of every code file
 * (src/compiledCode.mjs); a check of other code cannot use the check cache, and finds every page new.
 */
const CHECK_CODE = import.meta.url;

const outputDir = (options: CheckOptions) => path.resolve(options.root ?? process.cwd(), options.dir ?? 'dist');
