import { gzipSync } from 'node:zlib';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import type { CheckCache } from '../checkCache.ts';
import { pageScan } from '../pageScan.ts';
import { resolveLink } from '../resolveLink.ts';

/** The page-weight budgets of docs/check-rules.md#budget, in gzipped bytes. */
export const BUDGETS = { jsPerPage: 2 * 1024, css: 12 * 1024, htmlPerPage: 25 * 1024 } as const;

/**
 * Page weight within the budgets (docs/check-rules.md#budget), measured as a visitor downloads it (gzip, level 9): the
 * scripts each page loads, the one stylesheet, and each page's HTML.
 */
export function checkBudgets(site: BuiltSite, cache?: CheckCache): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (file: string, at: { line: number; column: number }, id: string, message: string) =>
    findings.push({ file: `${site.label}/${file}`, ...at, severity: 'error', rule: `budget/${id}`, message });
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const page = site.pages.get(file);
      // Pages are many and each costs a compression: a check that has seen the markup remembers its size.
      size = page !== undefined && cache ? cache.gzipSize(page, gzipSize) : gzipSize(page ?? site.texts?.get(file) ?? '');
      sizes.set(file, size);
    }
    return size;
  };

  for (const file of site.files) {
    if (file.endsWith('.css') && gzipped(file) > BUDGETS.css) report(file, { line: 1, column: 1 }, 'css', `${kb(gzipped(file))} gzipped; the budget is ${kb(BUDGETS.css)}`);
  }
  for (const page of site.pages.keys()) {
    const { tags, at } = pageScan(site, page);
    if (gzipped(page) > BUDGETS.htmlPerPage) report(page, { line: 1, column: 1 }, 'html', `The page is ${kb(gzipped(page))} gzipped; the budget is ${kb(BUDGETS.htmlPerPage)}`);

    const scripts = ownFiles(site, page, tags.filter((t) => t.tag === 'script').map((t) => t.attributes.get('src')));
    const js = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    if (js > BUDGETS.jsPerPage) report(page, at(tags.find((t) => t.tag === 'script' && t.attributes.has('src'))!.offset), 'js', `The page loads ${kb(js)} of script gzipped (${scripts.join(', ')}); the budget is ${kb(BUDGETS.jsPerPage)}`);

    const stylesheets = tags.filter((t) => t.tag === 'link' && t.attributes.get('rel')?.toLowerCase().split(/\s+/).includes('stylesheet'));
    if (stylesheets.length > 1) report(page, at(stylesheets[1]!.offset), 'css', `The page loads ${stylesheets.length} stylesheets; the budget is one file`);
  }
  return findings;
}

/** Built files among the given URLs; external scripts are not ours to weigh. */
function ownFiles(site: BuiltSite, page: string, urls: readonly (string | undefined)[]): string[] {
  const files = new Set<string>();
  for (const url of urls) {
    const resolved = url === undefined ? undefined : resolveLink(site, page, url);
    if (resolved?.kind === 'file') files.add(resolved.file);
  }
  return [...files];
}

function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Exact bytes, so a page one byte over does not read as "2.0 KB, budget 2.0 KB". */
function kb(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
