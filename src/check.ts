import path from 'node:path';
import { CheckWorkers, FEW_PAGES } from './check/parallel/checkWorkers.ts';
import { htmlValidateConfig } from './check/rules/htmlValidateConfig.ts';
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
  const listing = await listOutput(dir);
  // html-validate takes longer to load and warm up than the rest of the check takes to load and
  // read the site, so its first worker starts before either (checkWorkers.ts), unless the site
  // has so few pages that its own thread validates them sooner (analysePages.ts).
  const workers = new CheckWorkers(htmlValidateConfig, {
    startNow: siteFiles(listing).filter((file) => file.endsWith('.html')).length > FEW_PAGES ? 1 : 0,
    warmUpPage: path.join(dir, 'index.html'),
  });
  try {
    const { checkSite } = await import('./check/checkSite.ts');
    return await checkSite(workers, options, listing);
  } finally {
    await workers.close();
  }
}

const outputDir = (options: CheckOptions) => path.resolve(options.root ?? process.cwd(), options.dir ?? 'dist');
