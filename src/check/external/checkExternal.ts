import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding, type SourceLocation } from '../../errors/problem.ts';
import { parseYaml } from '../../content/parseYaml.ts';
import { externalLinksSchema } from '../../content/schemas/site.ts';
import { version } from '../../version.ts';
import type { BuiltSite } from '../builtSite.ts';
import { collectExternalLinks } from './collectExternalLinks.ts';
import { contentSources } from './contentSources.ts';
import { openExternalCache } from './externalCache.ts';
import { requestUrl, type Outcome, type RequestSettings } from './requestUrl.ts';
import { runLimited } from './runLimited.ts';
import { locateOnPage } from './locateOnPage.ts';

/** How `site check --external` asks; every figure has a default, tests shorten them. */
export interface ExternalOptions extends Partial<Omit<RequestSettings, 'userAgent'>> {
  /** Requests at once, overall and to any one host. */
  concurrency?: number;
  perHost?: number;
  /** The time now, in milliseconds since the epoch, for the cache. */
  now?: () => number;
}

/** One external URL: the pages that carry it, where content wrote it, what it answered, and the finding, if any. */
export interface ExternalLink {
  url: string;
  pages: string[];
  source?: SourceLocation;
  outcome: Outcome;
  cached: boolean;
  finding?: Diagnostic;
}

const DEFAULTS = { timeoutMs: 10_000, retries: 2, maxRetryWaitMs: 30_000, maxRedirects: 5, concurrency: 8, perHost: 2 };

/** Requests to one host that went unanswered in time, after which its other links are not asked for. */
const HOST_TIMEOUTS = 3;

/**
 * `site check --external` (docs/check-rules.md#external): every distinct URL off the site is
 * asked for once, a few at a time and fewer per host, with answers kept in `.site-cache/` for
 * the hours site.yaml sets; each finding is placed where the link was written in content/
 * (else on the first page that carries it) and names the pages that carry it.
 */
export async function checkExternal(
  site: BuiltSite,
  where: { root: string; contentDir: string },
  options: ExternalOptions = {},
): Promise<{ findings: Diagnostic[]; links: ExternalLink[] }> {
  const settings = await externalSettings(where.contentDir);
  const ignored = ignoreMatcher(settings.ignore);
  const found = collectExternalLinks(site, ignored);
  const urls = [...found.keys()];
  const sources = await contentSources(where.contentDir, where.root, urls);
  const now = (options.now ?? Date.now)();
  const cache = await openExternalCache(where.root, settings.recheckAfterHours * 3_600_000, now);
  const request: RequestSettings = {
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    retries: options.retries ?? DEFAULTS.retries,
    maxRetryWaitMs: options.maxRetryWaitMs ?? DEFAULTS.maxRetryWaitMs,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    userAgent: `site-link-check/${version} (checking the links of ${site.origin ?? 'a site built with site'}; one request per link)`,
    ca: options.ca,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  const limits = { overall: options.concurrency ?? DEFAULTS.concurrency, perHost: options.perHost ?? DEFAULTS.perHost };
  const ask = withinLimits(request, settings.timeLimitSeconds, options.now ?? Date.now);
  const outcomes = await runLimited(
    urls,
    (url) => new URL(url).host,
    limits,
    async (url) => {
      const stored = cache.get(url);
      if (stored) return { outcome: stored, cached: true };
      const outcome = await ask(url);
      if (settled(outcome)) cache.set(url, outcome);
      return { outcome, cached: false };
    },
  );
  // A cache that cannot be saved costs the next check time, not this check its verdict.
  await cache.save().catch(() => {});

  const links = urls.map((url, i): ExternalLink => {
    const pages = found.get(url)!;
    const source = sources.get(url);
    const judged = judge(outcomes[i]!.outcome);
    const link: ExternalLink = { url, pages, ...(source ? { source } : {}), ...outcomes[i]! };
    if (judged) {
      const at = source ?? { file: `${site.label}/${pages[0]}`, ...locateOnPage(site, pages[0]!, url) };
      link.finding = finding(judged.rule, at, `${url} ${judged.what}; ${carriedBy(pages, site)}`);
    }
    return link;
  });
  return { findings: links.flatMap((link) => (link.finding ? [link.finding] : [])), links };
}

/**
 * requestUrl, within the check's limits: a host that has let HOST_TIMEOUTS requests go
 * unanswered is asked nothing more, and nothing is asked once the time limit has passed. A
 * request that fails in a way no link should (a bug) is that link's failure, never the check's.
 */
function withinLimits(request: RequestSettings, timeLimitSeconds: number, now: () => number): (url: string) => Promise<Outcome> {
  const deadline = now() + timeLimitSeconds * 1000;
  const timeouts = new Map<string, number>();
  return async (url) => {
    const host = new URL(url).host;
    if ((timeouts.get(host) ?? 0) >= HOST_TIMEOUTS) return { kind: 'unchecked', reason: `${host} left ${HOST_TIMEOUTS} requests unanswered in time`, url };
    if (now() >= deadline)
      return { kind: 'unchecked', reason: `the check's time limit of ${timeLimitSeconds} s had passed (site.yaml, externalLinks.timeLimitSeconds)`, url };
    let outcome: Outcome;
    try {
      outcome = await requestUrl(url, request);
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error), url };
    }
    if (outcome.kind === 'failed' && outcome.reason.startsWith('no answer within')) timeouts.set(host, (timeouts.get(host) ?? 0) + 1);
    return outcome;
  };
}

/**
 * An answer worth keeping until the recheck time. A timeout, a reset, a 429 or a 5xx says the
 * site was busy or down at that moment, not what became of the link: the next check asks again.
 * LinkedIn's 999 is no server error but its refusal of checkers, settled as a 403 is.
 */
function settled(outcome: Outcome): boolean {
  return outcome.kind === 'answered' && outcome.status !== 429 && (outcome.status < 500 || outcome.status === 999);
}

/** What an answer means for the link, or undefined when it is fine. */
export function judge(outcome: Outcome): { rule: Extract<RuleId, `external/${string}`>; what: string } | undefined {
  const moved = outcome.movedTo ? ` (it moved permanently to ${outcome.movedTo})` : '';
  if (outcome.kind === 'unchecked') return { rule: 'external/unchecked', what: `was not asked for: ${outcome.reason}` };
  if (outcome.kind === 'failed') return { rule: 'external/unreachable', what: `could not be reached: ${outcome.reason}${moved}` };
  const { status } = outcome;
  if (status === 404 || status === 410) return { rule: 'external/broken', what: `answers ${status} ${status === 404 ? 'Not Found' : 'Gone'}${moved}` };
  if (status === 401 || status === 403 || status === 999)
    return { rule: 'external/unverified', what: `could not be verified: the site answers ${status} to a link checker${moved}` };
  if (status >= 200 && status < 300)
    return outcome.movedTo ? { rule: 'external/moved', what: `has moved permanently to ${outcome.movedTo}: link to the new address` } : undefined;
  if (status >= 500) return { rule: 'external/unreachable', what: `answers ${status}, a server error${moved}` };
  if (status === 429) return { rule: 'external/unreachable', what: `still answers 429 Too Many Requests after retrying${moved}` };
  return { rule: 'external/unreachable', what: `answers ${status}${moved}` };
}

/** The pages that carry a link: all of them by name up to ten, then how many more (`--json` lists every one). */
function carriedBy(pages: readonly string[], site: BuiltSite): string {
  if (pages.length === site.pages.size && pages.length > 1) return `on every page (${pages.length})`;
  const named = pages.slice(0, 10).map((page) => `${site.label}/${page}`);
  return `on ${named.join(', ')}${pages.length > 10 ? ` and ${pages.length - 10} more pages` : ''}`;
}

/** site.yaml's `externalLinks`, or its defaults when there is no content to read it from. */
async function externalSettings(contentDir: string) {
  const text = await readFile(path.join(contentDir, 'site.yaml'), 'utf8').catch(() => '');
  const parsed = parseYaml(text);
  const value = 'value' in parsed ? (parsed.value as { externalLinks?: unknown } | null)?.externalLinks : undefined;
  const settings = externalLinksSchema.safeParse(value);
  return settings.success ? settings.data : externalLinksSchema.parse(undefined);
}

/** An ignore entry is the start of a URL, with `*` standing for any characters. */
export function ignoreMatcher(patterns: readonly string[]): (url: string) => boolean {
  if (patterns.length === 0) return () => false;
  const escaped = patterns.map((pattern) =>
    pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*'),
  );
  const matcher = new RegExp(`^(?:${escaped.join('|')})`);
  return (url) => matcher.test(url);
}
