import { check } from '../check.ts';
import type { CliIo } from './io.ts';
import { describeRule } from './listRulesCommand.ts';
import { plural, printDiagnosticsByRule } from './printDiagnostics.ts';

/** `site check`: 0 clean, 1 findings (warnings count with --strict), 2 nothing to check. */
export async function checkCommand(options: { dir: string; json: boolean; strict: boolean; cache?: boolean; external?: boolean }, io: CliIo): Promise<number> {
  let result;
  try {
    result = await check({ root: io.cwd, dir: options.dir, strict: options.strict, cache: options.cache !== false, external: options.external === true });
  } catch (error) {
    if (error instanceof Error && error.name === 'SiteError') {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (options.json) {
    const rules: Record<string, number> = {};
    for (const finding of [...result.findings].sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0)))
      rules[finding.rule] = (rules[finding.rule] ?? 0) + 1;
    const { ok, pages, errors, warnings, durationMs, cachedPages, findings, external } = result;
    // What each rule found means and how to fix it, from the one catalogue, for the rules that found something.
    const catalogue = Object.fromEntries(Object.keys(rules).map((rule) => [rule, describeRule(rule)]));
    io.stdout.write(
      `${JSON.stringify({ ok, pages, errors, warnings, durationMs, cachedPages, rules, catalogue, findings, ...(external ? { external: external.map(({ finding: _, ...link }) => link) } : {}) }, null, 2)}\n`,
    );
  } else {
    printDiagnosticsByRule(result.findings, (text) => io.stdout.write(text));
    const verdict = !result.ok ? 'problems found' : result.findings.length > 0 ? 'passed' : 'no problems';
    const rulesCached = result.cachedRules > 0 ? `; ${result.cachedRules} of ${result.siteRules} site rules not run again: nothing they read changed` : '';
    const cached = `${result.cachedPages > 0 ? `; ${result.cachedPages} unchanged since an earlier check (html-validate skipped)` : ''}${rulesCached}`;
    const external = result.external ? `; ${externalSummary(result.external)}` : '';
    io.stdout.write(
      `Checked ${plural(result.pages, 'page')}: ${verdict}${result.findings.length === 0 ? '' : ` (${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')})`}${cached}${external}\n`,
    );
  }
  return result.ok ? 0 : 1;
}

/** "12 external links (3 answers from the cache)". */
function externalSummary(links: readonly { cached: boolean }[]): string {
  const cached = links.filter((link) => link.cached).length;
  return `${plural(links.length, 'external link')} asked${cached > 0 ? ` (${cached} answered from the cache)` : ''}`;
}
