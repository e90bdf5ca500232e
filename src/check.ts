import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { CheckWorkers, FEW_PAGES } from './check/parallel/checkWorkers.ts';
import { htmlValidateConfig } from './check/rules/htmlValidateConfig.ts';
import { listOutput, siteFiles } from './check/listOutput.ts';
import { finishInterruptedUpdates } from './emit/removeStaleStaging.ts';
import type { CheckOptions, CheckResult } from './check/checkSite.ts';

export type { CheckOptions, CheckResult } from './check/checkSite.ts';

/** Validates a built site (docs/check-rules.md). Throws SiteError when there is nothing to check. */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  // A build killed while it moved its changes in left them to finish: the output is checked whole.
  await finishInterruptedUpdates(outputDir(options));
  const listing = await listOutput(outputDir(options));
  // The check's workers start with their young generation at its full 16 MB a half, their limit
  // (checkWorkers.ts), rather than at 1 MB: a worker validating a writer's few changed pages
  // collected 27 times in its first half-second, 13 times this way, and the real site's check
  // after an edit took 3% less (median of 10 alternating pairs, 1,084 against 1,132 ms). V8 reads
  // the flag as each thread starts, so threads started before keep theirs, this one among them.
  // Set here, not for every command: a build's render worker holding 49 MB more heap took the
  // 10,000-article build's peak from 598 to 630 MB.
  setFlagsFromString('--min-semi-space-size=16');
  // html-validate takes longer to load and warm up than the rest of the check takes to load and
  // read the site, so its first worker starts before either (checkWorkers.ts), unless the site
  // has so few pages that its own thread validates them sooner (analysePages.ts).
  const workers = new CheckWorkers(htmlValidateConfig, {
    startNow: siteFiles(listing).filter((file) => file.endsWith('.html')).length > FEW_PAGES ? 1 : 0,
    warmUpPage: path.join(outputDir(options), 'index.html'),
  });
  try {
    const { checkSite } = await import('./check/checkSite.ts');
    return await checkSite(workers, options, listing);
  } finally {
    await workers.close();
  }
}

const outputDir = (options: CheckOptions) => path.resolve(options.root ?? process.cwd(), options.dir ?? 'dist');
