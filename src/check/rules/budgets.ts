import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { gzipSize } from '../page/gzipSize.ts';
import { pageFacts } from '../siteFacts.ts';
import { resolveLink } from '../resolveLink.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';

/** The page-weight budgets of docs/check-rules.md#budget, in gzipped bytes. */
export const BUDGETS = { jsPerPage: 2 * 1024, css: 12 * 1024, htmlPerPage: 25 * 1024 } as const;

/**
 * Page weight within the budgets (docs/check-rules.md#budget), measured as a visitor downloads it (gzip, level 9): the
 * scripts each page loads, the one stylesheet, and each page's HTML.
 */
export function checkBudgets(site: BuiltSite): Diagnostic[] {
  return [...checkPageWeights(site), ...checkAssetBudgets(site)];
}

/**
 * Each page's own HTML within its budget. Apart from the scripts and stylesheets, as a rule of
 * its own: a writer's edit changes the pages' sizes and nothing they load, and the check runs
 * again only the rules whose inputs changed (src/check/ruleMemo.ts).
 */
export function checkPageWeights(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const page of site.pages.keys()) {
    const size = pageFacts(site, page).gzipSize;
    if (size > BUDGETS.htmlPerPage)
      findings.push(
        finding(
          'budget/html',
          { file: `${site.label}/${page}`, line: 1, column: 1 },
          `The page is ${kb(size)} gzipped; the budget is ${kb(BUDGETS.htmlPerPage)}`,
        ),
      );
  }
  return findings;
}

/** The stylesheets within theirs, and the scripts and stylesheets each page loads. */
export function checkAssetBudgets(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (file: string, at: { line: number; column: number }, rule: Extract<RuleId, `budget/${string}`>, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, ...at }, message));
  const sizes = new Map<string, number>();
  // A page's size is one of its facts (measured once per distinct markup); other files are measured here, once.
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = site.pages.has(file) ? pageFacts(site, file).gzipSize : gzipSize(site.texts?.get(file) ?? '')));
    return size;
  };

  for (const file of site.files) {
    if (file.endsWith('.css') && gzipped(file) > BUDGETS.css)
      report(file, { line: 1, column: 1 }, 'budget/css', `${kb(gzipped(file))} gzipped; the budget is ${kb(BUDGETS.css)}`);
  }
  for (const page of site.pages.keys()) {
    const { scripts: pageScripts, stylesheets } = pageFacts(site, page);
    const scripts = ownFiles(site, page, pageScripts.srcs);
    const js = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    if (js > BUDGETS.jsPerPage)
      report(page, pageScripts.at!, 'budget/js', `The page loads ${kb(js)} of script gzipped (${scripts.join(', ')}); the budget is ${kb(BUDGETS.jsPerPage)}`);

    if (stylesheets.length > 1) report(page, stylesheets[1]!, 'budget/css', `The page loads ${stylesheets.length} stylesheets; the budget is one file`);
  }
  return findings;
}

/** The site's own files among the given URLs (docs/output-contract.md#page-weight): external scripts are not ours to weigh. */
function ownFiles(site: BuiltSite, page: string, urls: readonly string[]): string[] {
  const files = new Set<string>();
  for (const url of urls) {
    const resolved = resolveLink(site, page, url);
    if (resolved?.kind === 'file') files.add(resolved.file);
  }
  return [...files];
}

/** Exact bytes, so a page one byte over does not read as "2.0 KB, budget 2.0 KB". */
function kb(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
