import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { countBySeverity } from './diagnostics/diagnostic.ts';
import { SiteError } from './errors/SiteError.ts';
import { problem } from './errors/problem.ts';
import { readSite } from './check/readSite.ts';
import { checkHtml } from './check/rules/htmlValidate.ts';
import { checkLinks } from './check/rules/linksResolve.ts';
import { checkStructuredData } from './check/rules/structuredData.ts';

export interface CheckOptions {
  /** Directory paths are resolved from and findings are named relative to; defaults to cwd. */
  root?: string;
  /** The built site; defaults to dist/ under the current directory. */
  dir?: string;
  /** Warnings fail the check too. */
  strict?: boolean;
}

export interface CheckResult {
  ok: boolean;
  findings: Diagnostic[];
  pages: number;
  errors: number;
  warnings: number;
}

/** Validates a built site (PRODUCT.md §6). Throws SiteError when there is nothing to check. */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const dir = path.resolve(root, options.dir ?? 'dist');
  const label = path.relative(root, dir).split(path.sep).join('/') || '.';
  const isDir = await stat(dir).then((s) => s.isDirectory(), () => false);
  const site = isDir ? await readSite(dir, label) : undefined;
  if (!site || site.pages.size === 0) {
    const diagnostic = problem('check/no-dist', { file: label, line: 1, column: 1 }, { message: `No built site at ${label}/` });
    throw new SiteError(`${label}:1:1 error [check/no-dist] No built site at ${label}/\n  hint:     ${diagnostic.hint}`, [diagnostic]);
  }

  const findings = [...(await checkHtml(site)), ...checkLinks(site), ...checkStructuredData(site)];
  const { error, warning } = countBySeverity(findings);
  return { ok: error === 0 && (!options.strict || warning === 0), findings, pages: site.pages.size, errors: error, warnings: warning };
}
