import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import type { CheckCache } from '../checkCache.ts';
import { analysePages } from '../parallel/analysePages.ts';
import { CheckWorkers } from '../parallel/checkWorkers.ts';
import { finding } from '../../errors/problem.ts';
import { htmlValidateConfig } from './htmlValidateConfig.ts';

/**
 * html-validate's recommended and document presets on every page. The pages are validated
 * as they are analysed for the other rules (analysePages), on worker threads, and a page
 * whose markup a check has seen keeps the messages it had then. `facts` resolves once the
 * site's rules can read every page's facts, which may be before the pages are validated;
 * `hashes` are the pages' hashes, with a cache.
 * `workers` are ones the caller started early with this file's configuration; they are
 * stopped at the end.
 */
export function checkHtml(
  site: BuiltSite,
  options: { workers?: CheckWorkers; threads?: number; cache?: CheckCache } = {},
): { facts: Promise<void>; findings: Promise<Diagnostic[]>; hashes: ReadonlyMap<string, string> } {
  const workers = options.workers ?? new CheckWorkers(htmlValidateConfig);
  const { facts, messages, hashes } = analysePages(site, { ...options, workers });
  // html-validate says how serious each of its messages is.
  const findings = messages.then((all) => all.map((m) => finding(`html-validate/${m.ruleId}`, m, m.message, m.severity >= 2 ? 'error' : 'warning')));
  findings.catch(() => {}); // the caller may stop at `facts`, which fails alike
  return { facts, findings, hashes };
}
