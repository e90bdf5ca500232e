import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { isNginxSafe } from '../../emit/nginx/nginxSyntax.ts';
import { fileAt } from '../../output/fileAt.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../../output/pageUrl.ts';
import { isPublished } from '../../output/isPublished.ts';
import { isForcedTwin, redirectStatus } from '../../redirects/parseRedirects.ts';
import { normalisePath } from '../../routes/normalisePath.ts';
import type { BuiltSite } from '../builtSite.ts';
import { isExternal } from '../resolveLink.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';

type HostRule = Extract<RuleId, `hosts/${string}`>;

/** The most files Cloudflare Pages publishes in one deployment (docs/deployment.md#cloudflare-pages). */
export const CLOUDFLARE_PAGES_FILES = 20_000;

/**
 * Warnings for output that the hosts of docs/output-contract.md would treat differently, so
 * a visitor would get another answer on one host than in the preview: file names that are
 * not canonical, addresses claimed twice, rules without a status, rules Netlify would let a
 * file shadow, rules on a non-canonical source, and rules nginx cannot carry.
 */
export function checkHostDifferences(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const warn = (file: string, line: number, rule: HostRule, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${file}`, line, column: 1 }, message));

  const byUrl = new Map<string, string>();
  for (const file of [...site.files].filter(isPublished)) {
    const url = pageUrl(file);
    const canonical = normalisePath(url);
    if (file !== NOT_FOUND_PAGE && canonical !== url) {
      warn(
        file,
        1,
        'hosts/file-name',
        `Cloudflare Pages and Netlify serve this file at ${url}, but nginx and the preview send that address to ${canonical}: name the file in lowercase, without spaces`,
      );
    } else if (!isNginxSafe(url))
      warn(
        file,
        1,
        'hosts/file-name',
        `${url} has characters the nginx configuration cannot carry, so nginx answers 404 there: use letters, digits and hyphens`,
      );
    const other = byUrl.get(url);
    if (other) warn(file, 1, 'hosts/same-address', `${other} and ${file} both claim ${url}; hosts disagree on which one they serve`);
    else byUrl.set(url, file);
  }

  const published = [...site.files].filter(isPublished).length;
  if (published > CLOUDFLARE_PAGES_FILES)
    warn(
      '.site-output',
      1,
      'hosts/file-count',
      `dist/ publishes ${published} files; Cloudflare Pages accepts at most ${CLOUDFLARE_PAGES_FILES} in a deployment (the search index adds one file per page)`,
    );

  const rules = site.redirectRules.rules;
  rules.forEach((rule, index) => {
    if (isForcedTwin(rules, index)) return;
    const at = (id: HostRule, message: string) => warn('_redirects', rule.line, id, message);
    if (rule.status === undefined) at('hosts/no-status', `${rule.from} has no status: Netlify answers 301 and Cloudflare Pages 302; write one`);
    if (rule.dynamic && /\*./.test(rule.from))
      at('hosts/splat', `${rule.from} has a * before its end, which Netlify and Cloudflare Pages only allow as the last character`);
    if (redirectStatus(rule) === 200 && (rule.dynamic || isExternal(rule.to)))
      at(
        'hosts/rewrite',
        `${rule.from} rewrites (200) ${rule.dynamic ? 'with placeholders' : 'to another site'}, which the nginx configuration does not carry`,
      );
    if (rule.dynamic) return;
    const canonical = normalisePath(rule.from);
    if (canonical !== rule.from && rule.to.split(/[?#]/)[0] !== canonical) {
      at(
        'hosts/non-canonical-source',
        `nginx and the preview answer ${rule.from} with a 301 to ${canonical} before any rule, while Cloudflare Pages and Netlify send it to ${rule.to}; write the rule for ${canonical}`,
      );
    }
    const shadowing = fileAt(site.files, rule.from);
    if (shadowing && !rule.force)
      at(
        'hosts/shadowed',
        `Netlify serves ${shadowing} at ${rule.from} and never applies this rule unless it is forced: write it as ${rule.status ?? '301'}! and then again without !`,
      );
  });
  return findings;
}
