import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { fileAt } from '../../output/fileAt.ts';
import { pageUrl } from '../../output/pageUrl.ts';
import { matchRedirect } from '../../redirects/matchRedirect.ts';
import { isForcedTwin, type RedirectRule } from '../../redirects/parseRedirects.ts';
import { sourcePattern } from '../../redirects/sourcePattern.ts';
import { isExternal } from '../resolveLink.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';

/**
 * Each rule of `_redirects` leads somewhere real in one hop: its source hides no built page
 * (Cloudflare Pages applies a redirect even where a file exists), its target is built and is
 * not redirected again, and it is not a duplicate that can never apply.
 */
export function checkRedirects(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const report = (rule: RedirectRule, id: Extract<RuleId, `redirects/${string}`>, message: string) =>
    findings.push(finding(id, { file: `${site.label}/_redirects`, line: rule.line, column: 1 }, message));
  const firstBySource = new Map<string, RedirectRule>();

  const rules = site.redirectRules.rules;
  for (const [index, rule] of rules.entries()) {
    if (isForcedTwin(rules, index)) continue;
    const first = firstBySource.get(rule.from);
    if (first) {
      report(rule, 'redirects/duplicate', `${rule.from} is already redirected on line ${first.line}; only the topmost rule applies`);
      continue;
    }
    firstBySource.set(rule.from, rule);

    const shadowed = shadowedFiles(site, rule);
    if (shadowed.length > 0) {
      report(rule, 'redirects/shadows-page', `${rule.from} hides ${describe(shadowed)}: the redirect applies even though the page is built`);
    }
    if (isExternal(rule.to)) continue;

    const hops = followRedirects(site, rule);
    if (hops.loops) report(rule, 'redirects/loop', `${[rule.from, ...hops.path].join(' → ')} loops back on itself`);
    else if (hops.path.length > 1)
      report(
        rule,
        'redirects/chain',
        `${[rule.from, ...hops.path].join(' → ')} is a chain of ${hops.path.length} hops; redirect straight to ${hops.path.at(-1)}`,
      );
    else {
      const problem = targetProblem(site, rule);
      if (problem) report(rule, 'redirects/broken-target', problem);
    }
  }
  return findings;
}

/**
 * Built files a rule hides. A rule that leads to the very page it hides, such as `/index.html`
 * → `/`, hides nothing: visitors reach the same page at its canonical address.
 */
function shadowedFiles(site: BuiltSite, rule: RedirectRule): string[] {
  if (!rule.dynamic) {
    const file = fileAt(site.files, rule.from);
    const sameTarget = !isExternal(rule.to) && fileAt(site.files, pathOf(rule.to)) === file;
    return file && !sameTarget ? [file] : [];
  }
  return [...site.pages.keys()].filter((page) => rule.pattern!.test(pageUrl(page)));
}

/** The targets after the first hop, until one is not redirected again or a source repeats. */
function followRedirects(site: BuiltSite, rule: RedirectRule): { path: string[]; loops: boolean } {
  const seen = new Set([rule.from]);
  const path = [rule.to];
  // A dynamic target stands for many paths; its placeholders as literal segments are one of them.
  let next = matchRedirect(site.redirectRules.rules, pathOf(rule.to));
  while (next) {
    if (seen.has(next.rule.from)) return { path, loops: true };
    seen.add(next.rule.from);
    path.push(next.target);
    if (isExternal(next.target)) break;
    next = matchRedirect(site.redirectRules.rules, pathOf(next.target));
  }
  return { path, loops: false };
}

/** Why the target is not a built page, or undefined when it is. */
function targetProblem(site: BuiltSite, rule: RedirectRule): string | undefined {
  const target = pathOf(rule.to);
  const placeholders = [...target.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);
  if (placeholders.length === 0) return fileAt(site.files, target) ? undefined : `${rule.to} is not built`;
  const captured = new Set([...rule.from.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!));
  if (rule.from.includes('*')) captured.add('splat');
  const unbound = placeholders.filter((name) => !captured.has(name));
  if (unbound.length > 0) return `${rule.to} uses :${unbound.join(', :')}, which ${rule.from} does not capture`;
  const pattern = sourcePattern(target);
  return [...site.pages.keys()].some((page) => pattern.test(pageUrl(page))) ? undefined : `no built page matches ${rule.to}`;
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0]!;
}

function describe(files: readonly string[]): string {
  return files.length === 1 ? files[0]! : `${files.length} built pages (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`;
}
