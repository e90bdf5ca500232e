import { CheckWorkers } from './check/parallel/checkWorkers.ts';
import { htmlValidateConfig } from './check/rules/htmlValidateConfig.ts';
import type { CheckOptions, CheckResult } from './check/checkSite.ts';

export type { CheckOptions, CheckResult } from './check/checkSite.ts';

/** Validates a built site (docs/check-rules.md). Throws SiteError when there is nothing to check. */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  // html-validate takes longer to load and warm up than the rest of the check takes to load and
  // read the site, so its first worker starts before either (checkWorkers.ts).
  const workers = new CheckWorkers(htmlValidateConfig, { startNow: 1 });
  try {
    const { checkSite } = await import('./check/checkSite.ts');
    return await checkSite(workers, options);
  } finally {
    await workers.close();
  }
}
