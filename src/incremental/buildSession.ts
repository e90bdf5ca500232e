import path from 'node:path';
import { buildModel } from '../content/buildModel.ts';
import { createContentCache } from '../content/contentCache.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildAssets } from '../emit/buildAssets.ts';
import { checkOutDir } from '../emit/checkOutDir.ts';
import { outputFiles } from '../emit/outputFiles.ts';
import { createFsWriter, writeAll } from '../emit/writer.ts';
import { problem } from '../errors/problem.ts';
import { projectPaths, type ProjectOptions } from '../projectPaths.ts';
import { createLinkResolver } from '../routes/linkResolver.ts';
import { renderPage } from '../render/renderPage.tsx';
import { checkContentLinks } from '../routes/checkContentLinks.ts';
import { readImageSizes } from '../content/imageSizes.ts';
import { publicFiles } from '../emit/publicFiles.ts';
import { pageIds } from '../render/pageIds.ts';
import { expandRoutes } from '../routes/expandRoutes.ts';
import { changedInputs } from './changedInputs.ts';
import { assetsKey, routesKey } from './renderKeys.ts';
import { createReadTracker } from '../content/trackModelReads.ts';
import { hashOutput, writeChanges } from './writeChanges.ts';

export interface SessionBuild {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  /** Pages rendered this time; the rest were reused unchanged. */
  rendered: number;
  renderedUrls: string[];
  written: number;
  removed: number;
  ms: number;
}

interface RenderedPage {
  html: string;
  template: string;
  /** What the page read from the model: record files and collection keys. */
  reads: ReadonlySet<string>;
}

/**
 * Builds the site again and again in one process (watch mode), doing only what an edit
 * requires: content files are re-parsed only when their bytes change, a page is re-rendered
 * only when something it read changed (or the routes or assets did), and only changed files
 * are written. The first build is a full, atomic one. Template code is not reloaded here:
 * watch mode starts a new session (in a new worker) when it changes.
 */
export function createBuildSession(options: ProjectOptions) {
  const paths = projectPaths(options);
  const contentCache = createContentCache();
  /** The last successful build: what later edits are measured against, even after failed builds. */
  let previous:
    | { hashes: Map<string, string>; collectionOf: Map<string, string>; routesKey: string; assetsKey: string; pages: Map<string, RenderedPage>; output: Map<string, string> }
    | undefined;

  async function build(): Promise<SessionBuild> {
    const started = performance.now();
    const fail = (diagnostics: Diagnostic[]): SessionBuild => ({ ok: false, diagnostics, pages: 0, rendered: 0, renderedUrls: [], written: 0, removed: 0, ms: performance.now() - started });
    if (!previous) {
      const unsafe = await checkOutDir(paths.outDir, paths.root, [paths.contentDir, paths.templatesDir, paths.srcDir, paths.publicDir]);
      if (unsafe.length > 0) return fail(unsafe);
    }
    const assetsPromise = buildAssets(paths.templatesDir);
    const published = await publicFiles(paths.publicDir).catch(() => []);
    const { model, diagnostics } = await buildModel(paths.contentDir, paths.root, contentCache, readImageSizes(paths.publicDir, published));
    if (!model || diagnostics.some((d) => d.severity === 'error')) return fail(diagnostics);
    const { routes, diagnostics: routeProblems } = expandRoutes(model);
    if (routeProblems.length > 0) return fail([...diagnostics, ...routeProblems]);
    const assets = await assetsPromise;
    const idsOf = pageIds({ model, assets: assets.urls, links: createLinkResolver(routes) }, routes.pages);
    const linkProblems = checkContentLinks(model, routes, { publicFiles: published, idsOf });
    if (linkProblems.length > 0) return fail([...diagnostics, ...linkProblems]);

    const keys = { routesKey: routesKey(routes), assetsKey: assetsKey(assets.urls) };
    const invalid = changedInputs(previous?.hashes ?? new Map(), contentCache.hashes, (file) => (contentCache.collectionOf.get(file) ?? previous?.collectionOf.get(file)) as never);
    const reuse = previous && previous.routesKey === keys.routesKey && previous.assetsKey === keys.assetsKey ? previous.pages : new Map<string, RenderedPage>();

    const links = createLinkResolver(routes);
    const tracker = createReadTracker(model);
    const pages = new Map<string, RenderedPage>();
    const renderedUrls: string[] = [];
    const renderProblems: Diagnostic[] = [];
    for (const route of routes.pages) {
      const cached = reuse.get(route.url);
      if (cached && cached.template === route.template && ![...cached.reads].some((key) => invalid.has(key))) {
        pages.set(route.url, cached);
        continue;
      }
      try {
        const { value: html, reads } = tracker.track(() => renderPage({ model: tracker.model, route, assets: assets.urls, links }));
        pages.set(route.url, { html, template: route.template, reads });
        renderedUrls.push(route.url);
      } catch (error) {
        renderProblems.push(problem('render/template-error', { file: route.source.split(' ')[0]!, line: 1, column: 1 }, {
          message: `Template "${route.template}" failed for ${route.url}: ${error instanceof Error ? error.message : String(error)}`,
        }));
      }
    }
    if (renderProblems.length > 0) return fail([...diagnostics, ...renderProblems]);

    const files = await outputFiles(paths.publicDir, model, routes, routes.pages.map((route) => ({ output: route.output, html: pages.get(route.url)!.html })), assets);
    let output: Map<string, string>;
    let written = files.length;
    let removed = 0;
    try {
      if (previous) {
        ({ hashes: output, written, removed } = await writeChanges(paths.outDir, files, previous.output));
      } else {
        await writeAll(createFsWriter(paths.outDir), files);
        output = new Map(files.map((file) => [file.path, hashOutput(file.data)]));
      }
    } catch (error) {
      return fail([problem('emit/write-failed', { file: path.relative(paths.root, paths.outDir), line: 1, column: 1 }, { message: `Could not write the output: ${error instanceof Error ? error.message : String(error)}` })]);
    }
    previous = { hashes: new Map(contentCache.hashes), collectionOf: new Map(contentCache.collectionOf), ...keys, pages, output };
    return { ok: true, diagnostics, pages: routes.pages.length, rendered: renderedUrls.length, renderedUrls, written, removed, ms: performance.now() - started };
  }

  return { build, paths };
}
