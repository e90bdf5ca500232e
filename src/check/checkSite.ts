import path from 'node:path';
import { stat } from 'node:fs/promises';
import { loadContentReport } from '../cache/contentReport.ts';
import { openLargeStamps, openSmallStamps } from '../cache/inputStamps.ts';
import { buildFingerprint } from '../emit/fingerprint.ts';
import { packageRoot, projectPaths } from '../projectPaths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { countBySeverity, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { SiteError } from '../errors/SiteError.ts';
import { problem } from '../errors/problem.ts';
import { readSite } from './readSite.ts';
import type { OutputEntry } from './listOutput.ts';
import { checkAnalyticsPolicy } from './rules/analyticsPolicy.ts';
import { checkAssetBudgets, checkPageWeights } from './rules/budgets.ts';
import { ruleMemo } from './ruleMemo.ts';
import { checkImages } from './rules/images.ts';
import { readContentTexts } from './external/contentSources.ts';
import { placeWordsInContent } from './wordsInContent.ts';
import { checkHostDifferences } from './rules/hostDifferences.ts';
import { checkHtml } from './rules/htmlValidate.ts';
import { htmlValidateConfig } from './rules/htmlValidateConfig.ts';
import { openCheckCache } from './checkCache.ts';
import { CheckWorkers } from './parallel/checkWorkers.ts';
import { checkLinks } from './rules/linksResolve.ts';
import { checkMetadata } from './rules/metadata.ts';
import { checkMetadataUnique } from './rules/metadataUnique.ts';
import { checkShareCards } from './rules/shareCards.ts';
import { checkOrphans } from './rules/orphans.ts';
import { checkOutputFiles } from './rules/outputFiles.ts';
import { checkRedirectLimits } from './rules/redirectLimits.ts';
import { checkRedirects } from './rules/redirects.ts';
import { checkSafety } from './rules/safety.ts';
import { checkSitemap } from './rules/sitemap.ts';
import { checkSearchIndex } from './rules/searchIndex.ts';
import { checkFeed } from './rules/feed.ts';
import { checkStructuredData } from './rules/structuredData.ts';
import type { ExternalLink, ExternalOptions } from './external/checkExternal.ts';

export interface CheckOptions {
  /** Directory paths are resolved from and findings are named relative to; defaults to cwd. */
  root?: string;
  /** The built site; defaults to dist/ under the current directory. */
  dir?: string;
  /** The content the site was built from, for strict-mode warnings; defaults to content/. Skipped when absent. */
  contentDir?: string;
  /** Warnings fail the check too. */
  strict?: boolean;
  /** Reuse what earlier checks worked out from pages whose markup is unchanged (default true); false checks everything afresh. */
  cache?: boolean;
  /** Milliseconds, for `durationMs`; defaults to performance.now. */
  clock?: () => number;
  /** Also ask every external URL (`--external`; off by default: the check never needs the network otherwise). */
  external?: boolean | ExternalOptions;
}

export interface CheckResult {
  ok: boolean;
  findings: Diagnostic[];
  pages: number;
  errors: number;
  warnings: number;
  durationMs: number;
  /** Pages whose html-validate messages came from the check cache. */
  cachedPages: number;
  /** Site rules whose findings came from the check cache, nothing they read having changed; and all of them. */
  cachedRules: number;
  siteRules: number;
  /** With `external`: every external URL, the pages that carry it and what it answered. */
  external?: ExternalLink[];
}

/** Everything `check` does once its first worker has started, with the output folder's listing (see check.ts). */
export async function checkSite(workers: CheckWorkers, options: CheckOptions, listing: readonly OutputEntry[]): Promise<CheckResult> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const root = path.resolve(options.root ?? process.cwd());
  const dir = path.resolve(root, options.dir ?? 'dist');
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const label = path.relative(root, dir).split(path.sep).join('/') || '.';
  const read = (await isDir(dir)) ? await readSite(dir, label, listing) : undefined;
  if (!read || read.pages.size === 0) {
    const diagnostic = problem('check/no-dist', { file: label, line: 1, column: 1 }, { message: `No built site at ${label}/` });
    throw new SiteError(`${label}:1:1 error [check/no-dist] No built site at ${label}/\n  hint:     ${diagnostic.hint}`, [diagnostic]);
  }

  // A fresh cache is still written with --no-cache, so the next check is quick again.
  const cache = await openCheckCache(root, htmlValidateConfig, { read: options.cache !== false });
  // Each page is parsed and validated once (on worker threads, or not at all when the cache has
  // seen its markup); the content is read on this thread meanwhile. The site-wide rules then
  // run on what was worked out of the pages, while the workers may still be validating.
  const html = checkHtml(read, { cache, workers });
  const content = (await isDir(contentDir)) ? await contentFindings(root, contentDir, options.cache !== false) : undefined;
  // The content states the origin the site is meant for; the built pages are checked against it.
  const site = read;
  if (content?.origin !== undefined) site.origin = content.origin;
  if (content?.shareCards !== undefined) site.shareCards = content.shareCards;
  await html.facts;
  const imageFindings = await checkImages(site, content && readContentTexts(contentDir, root), cache);
  const external = options.external
    ? await (await import('./external/checkExternal.ts')).checkExternal(site, { root, contentDir }, options.external === true ? {} : options.external)
    : undefined;
  // Each site rule runs again only when what it read last time has changed (ruleMemo.ts).
  const rules = ruleMemo(site, html.hashes, cache);
  const rule = rules.run;
  const siteFindings = [
    ...checkOutputFiles(dir, label, listing),
    ...rule('links', checkLinks),
    ...rule('orphans', checkOrphans),
    ...rule('redirects', checkRedirects),
    ...rule('redirect-limits', checkRedirectLimits),
    ...rule('host-differences', checkHostDifferences),
    ...rule('sitemap', checkSitemap),
    ...rule('search-index', checkSearchIndex),
    ...rule('feed', checkFeed),
    ...rule('metadata', checkMetadata),
    ...rule('metadata-unique', checkMetadataUnique),
    ...rule('share-cards', checkShareCards),
    ...rule('safety', checkSafety),
    ...rule('analytics', checkAnalyticsPolicy),
    ...rule('page-weights', checkPageWeights),
    ...rule('asset-budgets', checkAssetBudgets),
    ...imageFindings,
    ...rule('structured-data', checkStructuredData),
    ...(content?.findings ?? []),
    ...(external?.findings ?? []),
  ];
  // A title or description too long is mended in the content field it came from: placed there.
  const placed = content ? await placeWordsInContent(siteFindings, site, root, contentDir) : siteFindings;
  const findings = sortDiagnostics([...placed, ...(await html.findings)]);
  // A cache that cannot be saved costs the next check time, not this check its verdict.
  await cache.save().catch(() => {});
  const { error, warning } = countBySeverity(findings);
  return {
    ok: error === 0 && (!options.strict || warning === 0),
    findings,
    pages: site.pages.size,
    errors: error,
    warnings: warning,
    durationMs: Math.round(clock() - started),
    cachedPages: cache.hits,
    cachedRules: rules.reused.length,
    siteRules: rules.reused.length + rules.ran.length,
    ...(external ? { external: external.links } : {}),
  };
}

const isDir = (folder: string) =>
  stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  );

/**
 * The content's own findings, the origin it states and whether it draws share cards. The build that last read this very
 * content (same fingerprint as a build would take now) left them in the cache; otherwise, or
 * with --no-cache, the content is read and validated here, reusing the Markdown bodies that
 * build rendered.
 */
async function contentFindings(
  root: string,
  contentDir: string,
  useCache: boolean,
): Promise<{ origin: string | undefined; shareCards: boolean | undefined; findings: Diagnostic[] }> {
  const paths = projectPaths({ root, contentDir });
  if (useCache) {
    const inputs = [paths.contentDir, paths.publicDir, paths.templatesDir, paths.srcDir];
    // Counted as the build counts them, through its stamps (opened only when there is a report
    // to compare with): an input it read is not read again.
    const fingerprint = () => buildFingerprint(inputs, packageRoot, false, { stamps: openLargeStamps(root), smallStamps: openSmallStamps(root) });
    const report = await loadContentReport(root, fingerprint);
    if (report) return report;
  }
  const [{ buildModel }, { openPersistentCache }, { readImageSizes }, { publicFiles }, { checkContent }] = await Promise.all([
    import('../content/buildModel.ts'),
    import('../cache/persistentCache.ts'),
    import('../content/imageSizes.ts'),
    import('../emit/publicFiles.ts'),
    import('../content/warnings/contentWarnings.ts'),
  ]);
  // The build's cache holds the content's Markdown already rendered: reading it spares that work.
  const markdown = useCache ? (await openPersistentCache(root, packageRoot, paths.templatesDir).catch(() => undefined))?.contentCache : undefined;
  // Image sizes are part of a rendered body, so they are read as the build reads them.
  const images = readImageSizes(paths.publicDir, publicFiles(paths.publicDir, root).files);
  const content = await buildModel(paths.contentDir, root, markdown, images);
  const site = content.model?.site;
  return { origin: site?.origin, shareCards: site && site.shareCards !== undefined, findings: checkContent(content) };
}
