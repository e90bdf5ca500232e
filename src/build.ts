import path from 'node:path';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { checkOutDir } from './emit/checkOutDir.ts';
import { buildFingerprint, markerFile, readMarker } from './emit/fingerprint.ts';
import { createFsWriter, writeAll, type OutputSink, type Writer } from './emit/writer.ts';
import { problem } from './errors/problem.ts';
import { readImageSizes } from './content/imageSizes.ts';
import { publicFiles } from './emit/publicFiles.ts';
import { createLinkResolver } from './routes/linkResolver.ts';
import { packageRoot, projectPaths, type ProjectOptions } from './projectPaths.ts';
import type { KeptBetweenBuilds, PersistentCache } from './cache/persistentCache.ts';
import type { DroppedRecord } from './routes/droppedPages.ts';

export interface BuildOptions extends ProjectOptions {
  /**
   * Where the output goes; defaults to a file-system writer that swaps `outDir` in atomically.
   * Watch mode passes one that updates `outDir` in place; a memory writer keeps it off disk.
   */
  writer?: Writer;
  /**
   * Where the host configuration that is not published goes (nginx, redirects.json);
   * defaults to `<outDir>-deploy/` beside the web root, or nowhere when `writer` does not write `outDir`.
   */
  deployWriter?: Writer;
  /** Clock for stage timings. */
  now?: () => number;
  /**
   * Use and refresh the build cache in `.site-cache/`, and stop early when nothing changed
   * (default true; only when the writer writes `outDir`). False builds everything from scratch.
   */
  cache?: boolean;
  /** Fail on warnings too (incomplete records left out, unsafe Markdown removed), before anything is written. */
  strict?: boolean;
  /** Told as each stage starts and as pages are done, for a progress display. */
  onProgress?: (progress: { stage: Stage; done?: number; total?: number }) => void;
  /** What the previous build in this process left (watch mode): files whose bytes are the same are not parsed again. */
  kept?: KeptBetweenBuilds;
  /** Build the pages of drafts too (`site serve --watch`); `site build` never does. */
  drafts?: boolean;
  /** Render worker threads beside the build's own; by default one per spare core when there are 1,000 pages or more to render. */
  renderWorkers?: number;
}

export type Stage = 'content' | 'routes' | 'render' | 'emit' | 'write';

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  redirects: number;
  files: number;
  outDir: string;
  /** Milliseconds per stage, in pipeline order. */
  timings: Partial<Record<Stage, number>>;
  /** Internal paths linked from templates but not built yet → pages that link to them. */
  pendingLinks: ReadonlyMap<string, ReadonlySet<string>>;
  /** Records left out for missing content, with the pages and links they took with them. */
  dropped: DroppedRecord[];
  /** Files of the drafts left out (`draft: true`); none when `drafts` is set. */
  drafts?: string[];
  /** True when the inputs matched the last build of outDir, so nothing was done. */
  unchanged?: boolean;
  /** Threads that rendered pages: the build's own and its render workers. */
  renderThreads?: number;
  /** Threads that rendered Markdown bodies: the build's own and its Markdown workers. */
  contentThreads?: number;
  /** Build-cache hits: pages carried over unrendered, Markdown bodies not rendered again. */
  cache?: { pages: number; bodies: number; totalBodies: number; renderedUrls: string[] };
}

const cacheNotSaved = (error: unknown) =>
  problem(
    'emit/cache-not-saved',
    { file: '.site-cache', line: 1, column: 1 },
    {
      severity: 'warning',
      message: `Could not save the build cache, so the next build starts from scratch: ${error instanceof Error ? error.message : String(error)}`,
    },
  );

/**
 * content → model → routes → render → emit → write (README, "Code layout"). Problems are collected
 * per stage; the build stops before writing if any is an error, so dist/ is never half-built.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const paths = projectPaths(options);
  const now = options.now ?? (() => performance.now());
  const timings: BuildResult['timings'] = {};
  const result: BuildResult = {
    ok: false,
    diagnostics: [],
    pages: 0,
    redirects: 0,
    files: 0,
    outDir: paths.outDir,
    timings,
    pendingLinks: new Map(),
    dropped: [],
  };
  const stage = async <T>(name: Stage, run: () => Promise<T> | T): Promise<T> => {
    options.onProgress?.({ stage: name });
    const start = now();
    try {
      return await run();
    } finally {
      timings[name] = now() - start;
    }
  };
  // Warnings fail a strict build only once the summary has all it needs (the dropped pages).
  const failed = () => result.diagnostics.some((d) => d.severity === 'error');
  const failedStrictly = () => failed() || (options.strict === true && result.diagnostics.some((d) => d.severity === 'warning'));

  const writer = options.writer ?? createFsWriter(paths.outDir);
  const toOutDir = writer.dir !== undefined && path.resolve(writer.dir) === paths.outDir;
  // The web root first: a problem with it is the one to report.
  for (const dir of toOutDir ? [paths.outDir, paths.deployDir] : []) {
    if (failed()) break;
    result.diagnostics.push(...(await checkOutDir(dir, paths.root, [paths.contentDir, paths.templatesDir, paths.srcDir, paths.publicDir])));
  }
  if (failed()) return result;

  // Same inputs as the build already in outDir: the output would be byte-identical, so stop.
  // A build with drafts makes other output than one without: its fingerprint says which it is.
  const fingerprint = !toOutDir
    ? undefined
    : await buildFingerprint([paths.contentDir, paths.publicDir, paths.templatesDir, paths.srcDir], packageRoot, options.drafts === true);
  const previous = fingerprint ? await readMarker(paths.outDir) : undefined;
  const deployed = fingerprint ? await readMarker(paths.deployDir) : undefined;
  if (fingerprint && options.cache !== false && !options.strict && previous?.fingerprint === fingerprint && deployed?.fingerprint === fingerprint)
    return { ...result, ok: true, unchanged: true, pages: previous.pages };

  // The heavy stages load only when there is work to do.
  const [
    { buildModel },
    { buildAssets },
    { expandRoutes },
    { checkContentLinks },
    { droppedPages },
    { renderPages },
    { pageIds },
    { droppedLinks },
    { siteFiles },
    { deployFiles },
    { openPersistentCache },
    { withoutDrafts, draftRecords },
    { draftPageUrls },
    { checkContent },
    { saveContentReport },
  ] = await Promise.all([
    import('./content/buildModel.ts'),
    import('./emit/buildAssets.ts'),
    import('./routes/expandRoutes.ts'),
    import('./routes/checkContentLinks.ts'),
    import('./routes/droppedPages.ts'),
    import('./render/renderPages.tsx'),
    import('./render/pageIds.ts'),
    import('./render/droppedLinks.ts'),
    import('./emit/outputFiles.ts'),
    import('./emit/deployFiles.ts'),
    import('./cache/persistentCache.ts'),
    import('./content/withoutDrafts.ts'),
    import('./routes/draftPageUrls.ts'),
    import('./content/warnings/contentWarnings.ts'),
    import('./cache/contentReport.ts'),
  ]);
  const assetsPromise = buildAssets(paths.templatesDir);
  // Public files are listed once: links are checked against, and copied from, the same safe list.
  const { files: published, diagnostics: publicProblems } = publicFiles(paths.publicDir, paths.root);
  let cache: PersistentCache | undefined;
  const {
    model: wholeModel,
    diagnostics: contentProblems,
    bodies,
  } = await stage('content', async () => {
    if (fingerprint && options.cache !== false) cache = await openPersistentCache(paths.root, packageRoot, paths.templatesDir, options.kept);
    return buildModel(paths.contentDir, paths.root, cache?.contentCache ?? options.kept?.contentCache, readImageSizes(paths.publicDir, published));
  });
  result.diagnostics.push(...publicProblems, ...contentProblems);
  if (!wholeModel || failed()) return result;
  const model = options.drafts ? wholeModel : withoutDrafts(wholeModel);
  result.drafts = options.drafts ? [] : draftRecords(wholeModel).map((record) => record.origin.file);

  const { routes, diagnostics: routeProblems } = await stage('routes', () => expandRoutes(model));
  result.diagnostics.push(...routeProblems);
  if (failed()) return result;

  const assets = await assetsPromise;
  const idsOf = pageIds({ model, assets: assets.urls, links: createLinkResolver(routes) }, routes.pages);
  result.diagnostics.push(...checkContentLinks(model, routes, { publicFiles: published, idsOf, drafts: draftPageUrls(wholeModel, routes) }));
  // Incomplete records are left out loudly: which pages went, and which links with them.
  result.dropped = droppedPages(model);
  if (result.dropped.length > 0) {
    const linkers = droppedLinks(model, new Set(result.dropped.flatMap((record) => record.pages.map((page) => page.url))), assets.urls);
    for (const page of result.dropped.flatMap((record) => record.pages)) page.linkedFrom = [...(linkers.get(page.url) ?? [])].sort();
  }
  if (failedStrictly()) return result;
  const writeFailed = (error: unknown) =>
    problem(
      'emit/write-failed',
      { file: path.relative(paths.root, paths.outDir) || '.', line: 1, column: 1 },
      {
        message: `Could not write the output: ${error instanceof Error ? error.message : String(error)}`,
      },
    );
  let sink: OutputSink;
  try {
    sink = await writer.begin();
  } catch (error) {
    result.diagnostics.push(writeFailed(error));
    return result;
  }
  let files = 0;
  const reusable = cache?.plan(routes, assets.urls, previous?.fingerprint);
  const direct = sink.direct;
  try {
    // Pages go to the staging output as they render; nothing is visible until commit.
    const rendered = await stage('render', () =>
      renderPages(model, routes, assets.urls, {
        verbose: options.verbose ?? false,
        onPage: (route, html) => {
          files++;
          return sink.write({ path: route.output, data: html });
        },
        track: cache !== undefined,
        reuse: async (route) => {
          const page = reusable?.(route);
          if (!page || !(await sink.keep(route.output))) return undefined;
          files++;
          return page;
        },
        ...(direct ? { direct: { dir: direct.dir, wrote: (file: string) => (files++, direct.wrote(file)) } } : {}),
        onProgress: (done, total) => options.onProgress?.({ stage: 'render', done, total }),
        ...(options.renderWorkers !== undefined ? { workers: options.renderWorkers } : {}),
      }),
    );
    result.diagnostics.push(...rendered.diagnostics);
    result.pendingLinks = rendered.links.pending;
    if (failed()) {
      await sink.abort();
      return result;
    }
    const [others, deploy] = await stage('emit', async () => {
      const web = await siteFiles(paths.publicDir, published, model, routes, assets);
      return [
        web,
        deployFiles(
          web,
          routes.pages.map((page) => page.output),
        ),
      ] as const;
    });
    if (fingerprint) for (const files of [others, deploy]) files.push(markerFile(fingerprint, rendered.pages));
    const deployWriter = options.deployWriter ?? (toOutDir ? createFsWriter(paths.deployDir) : undefined);
    await stage('write', async () => {
      for (const file of others) await sink.write(file);
      // Both folders are complete before either is swapped in, so a failure leaves both as they were.
      if (deployWriter) await writeAll(deployWriter, deploy);
      await sink.commit();
      // After the commit: a cache is only ever saved for output that is really there.
      // A cache that cannot be saved costs the next build time, not this build its output.
      if (cache && fingerprint) {
        await cache.save(fingerprint, rendered).catch((error: unknown) => result.diagnostics.push(cacheNotSaved(error)));
        // What `site check` would say about this content, so a check after this build need not read it again.
        const report = { fingerprint, origin: wholeModel.site.origin, findings: checkContent({ model: wholeModel, diagnostics: contentProblems }) };
        await saveContentReport(paths.root, report).catch((error: unknown) => result.diagnostics.push(cacheNotSaved(error)));
      }
    });
    files += others.length;
    const hits =
      cache && bodies ? { pages: rendered.reused, bodies: bodies.cached, totalBodies: bodies.total, renderedUrls: rendered.renderedUrls } : undefined;
    return {
      ...result,
      ok: true,
      pages: rendered.pages,
      redirects: routes.redirects.length,
      files,
      renderThreads: 1 + rendered.workers,
      ...(bodies ? { contentThreads: bodies.threads } : {}),
      ...(hits ? { cache: hits } : {}),
    };
  } catch (error) {
    await sink.abort().catch(() => {});
    result.diagnostics.push(writeFailed(error));
    return result;
  }
}
