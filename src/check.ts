import path from 'node:path';
import { stat } from 'node:fs/promises';
import { buildModel } from './content/buildModel.ts';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { countBySeverity, sortDiagnostics } from './diagnostics/diagnostic.ts';
import { SiteError } from './errors/SiteError.ts';
import { problem } from './errors/problem.ts';
import { readSite } from './check/readSite.ts';
import { checkBudgets } from './check/rules/budgets.ts';
import { checkContent } from './check/rules/contentWarnings.ts';
import { checkHostDifferences } from './check/rules/hostDifferences.ts';
import { checkHtml } from './check/rules/htmlValidate.ts';
import { checkLinks } from './check/rules/linksResolve.ts';
import { checkMetadata } from './check/rules/metadata.ts';
import { checkMetadataUnique } from './check/rules/metadataUnique.ts';
import { checkOrphans } from './check/rules/orphans.ts';
import { checkRedirectLimits } from './check/rules/redirectLimits.ts';
import { checkRedirects } from './check/rules/redirects.ts';
import { checkSafety } from './check/rules/safety.ts';
import { checkSitemap } from './check/rules/sitemap.ts';
import { checkStructuredData } from './check/rules/structuredData.ts';

export interface CheckOptions {
  /** Directory paths are resolved from and findings are named relative to; defaults to cwd. */
  root?: string;
  /** The built site; defaults to dist/ under the current directory. */
  dir?: string;
  /** The content the site was built from, for strict-mode warnings; defaults to content/. Skipped when absent. */
  contentDir?: string;
  /** Warnings fail the check too. */
  strict?: boolean;
  /** Milliseconds, for `durationMs`; defaults to performance.now. */
  clock?: () => number;
}

export interface CheckResult {
  ok: boolean;
  findings: Diagnostic[];
  pages: number;
  errors: number;
  warnings: number;
  durationMs: number;
}

/** Validates a built site (PRODUCT.md §6). Throws SiteError when there is nothing to check. */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const root = path.resolve(options.root ?? process.cwd());
  const dir = path.resolve(root, options.dir ?? 'dist');
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const label = path.relative(root, dir).split(path.sep).join('/') || '.';
  const isDir = (folder: string) => stat(folder).then((s) => s.isDirectory(), () => false);
  const read = (await isDir(dir)) ? await readSite(dir, label) : undefined;
  if (!read || read.pages.size === 0) {
    const diagnostic = problem('check/no-dist', { file: label, line: 1, column: 1 }, { message: `No built site at ${label}/` });
    throw new SiteError(`${label}:1:1 error [check/no-dist] No built site at ${label}/\n  hint:     ${diagnostic.hint}`, [diagnostic]);
  }

  // html-validate in worker threads is the long pole; everything else runs on this thread meanwhile.
  const htmlFindings = checkHtml(read);
  const content = (await isDir(contentDir)) ? await buildModel(contentDir, root) : undefined;
  // The content states the origin the site is meant for; the built pages are checked against it.
  const site = { ...read, origin: content?.model?.site.origin ?? read.origin };
  const findings = sortDiagnostics([
    ...checkLinks(site),
    ...checkOrphans(site),
    ...checkRedirects(site),
    ...checkRedirectLimits(site),
    ...checkHostDifferences(site),
    ...checkSitemap(site),
    ...checkMetadata(site),
    ...checkMetadataUnique(site),
    ...checkSafety(site),
    ...checkBudgets(site),
    ...checkStructuredData(site),
    ...(content ? checkContent(content) : []),
    ...(await htmlFindings),
  ]);
  const { error, warning } = countBySeverity(findings);
  return {
    ok: error === 0 && (!options.strict || warning === 0),
    findings,
    pages: site.pages.size,
    errors: error,
    warnings: warning,
    durationMs: Math.round(clock() - started),
  };
}
