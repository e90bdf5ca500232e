import { fileAt } from '../../output/fileAt.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../../output/pageUrl.ts';
import { isPublished } from '../../output/isPublished.ts';
import { matchRedirect } from '../../redirects/matchRedirect.ts';
import { redirectStatus, type RedirectRule } from '../../redirects/parseRedirects.ts';
import { sourcePattern } from '../../redirects/sourcePattern.ts';
import { HOME_ALIASES, normalisePath } from '../../routes/normalisePath.ts';

/** Where a canonical path leads, as a host without a scripting language needs it spelled out. */
export interface SiteTable {
  /** Canonical URL path of every published page and file → the file, with a leading slash. */
  files: Map<string, string>;
  /** Canonical paths that answer with a redirect: the topmost rule's status and target. */
  redirects: Map<string, { status: number; target: string }>;
  /** Other spellings of a canonical path that only a fixed list can map (the home aliases) → canonical path. */
  aliases: Map<string, string>;
  /** The dynamic rules, in file order, for paths the table does not list. */
  patterns: readonly RedirectRule[];
}

/**
 * The output contract (docs/output-contract.md) as lookup tables, computed with the same
 * functions the preview answers with (normalisePath, fileAt, matchRedirect), so a host that
 * reads the tables answers as the preview does. A pattern rule is also spelled out for every
 * path whose target is a published page, so that a request in any letter case gets the
 * lowercase target in one hop.
 */
export function siteTable(published: readonly string[], rules: readonly RedirectRule[]): SiteTable {
  const fileSet = new Set(published.filter(isPublished));
  const files = new Map<string, string>();
  for (const file of [...fileSet].sort()) {
    if (file === NOT_FOUND_PAGE) continue;
    const url = pageUrl(file);
    // A file whose address is not canonical can never be reached; `site check` says so.
    if (normalisePath(url) !== url || files.has(url)) continue;
    files.set(url, `/${fileAt(fileSet, url)!}`);
  }

  const redirects = new Map<string, { status: number; target: string }>();
  const add = (path: string) => {
    if (path === '' || redirects.has(path) || normalisePath(path) !== path) return;
    const match = matchRedirect(rules, path);
    if (match && redirectStatus(match.rule) !== 200) redirects.set(path, { status: redirectStatus(match.rule), target: match.target });
  };
  for (const rule of rules) {
    if (!rule.dynamic) add(rule.from);
    else {
      const sourceFor = sourceLeadingTo(rule);
      if (sourceFor) for (const url of files.keys()) add(sourceFor(url) ?? '');
    }
  }

  // A rewrite (status 200) serves its target's file at the source's address.
  for (const rule of rules) {
    const target = fileAt(fileSet, rule.to.split(/[?#]/)[0]!);
    if (!rule.dynamic && redirectStatus(rule) === 200 && target && normalisePath(rule.from) === rule.from && matchRedirect(rules, rule.from)?.rule === rule)
      files.set(rule.from, `/${target}`);
  }
  const aliases = new Map([...HOME_ALIASES].map((alias) => [alias, '/']));
  return { files, redirects, aliases, patterns: rules.filter((rule) => rule.dynamic && redirectStatus(rule) !== 200) };
}

/**
 * The source path a dynamic rule sends to a given url, when its target spells out every
 * capture (so the source can be rebuilt from the url); undefined for rules where it cannot.
 */
function sourceLeadingTo(rule: RedirectRule): ((url: string) => string | undefined) | undefined {
  const target = rule.to.split(/[?#]/)[0]!;
  const names = [...rule.from.matchAll(/:([A-Za-z]\w*)|\*/g)].map((m) => m[1] ?? 'splat');
  const used = new Set([...target.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!));
  if (isExternalTarget(target) || !names.every((name) => used.has(name))) return undefined;
  const pattern = sourcePattern(target.replace(/:splat\b/, '*'));
  return (url) => {
    const values = pattern.exec(url)?.groups;
    return values && rule.from.replace(/:([A-Za-z]\w*)|\*/g, (whole, name: string | undefined) => values[name ?? 'splat'] ?? whole);
  };
}

function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}
