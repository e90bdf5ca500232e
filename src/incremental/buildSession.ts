import { build, type BuildOptions, type BuildResult } from '../build.ts';
import { createContentCache } from '../content/contentCache.ts';
import { createFsWriter } from '../emit/writer.ts';
import { startGitShell } from '../lastmod/gitShell.ts';
import { projectPaths, type ProjectOptions } from '../projectPaths.ts';

export interface SessionBuild extends BuildResult {
  /** Pages rendered this time; the rest were carried over unchanged. */
  rendered: number;
  renderedUrls: string[];
  /** Output files whose bytes changed (`added` of them new), and files the build no longer makes. */
  written: number;
  added: number;
  removed: number;
  ms: number;
}

/**
 * Builds the site again and again in one process (watch mode), through the same pipeline as
 * `site build` and its cache: content files are parsed again only when their bytes change, a
 * page is rendered again only when something it read changed, and dist/ is updated in place,
 * only the files that changed, so the preview server never finds it missing. With
 * `deferSearchIndex` (watch mode) a build keeps the earlier search index, and a build with
 * `indexNow` makes it (docs/development.md#search-in-watch-mode). Template code is not reloaded
 * here: watch mode starts a new session (in a new worker) when it changes.
 */
export function createBuildSession(options: ProjectOptions & Pick<BuildOptions, 'threads' | 'deferSearchIndex'>) {
  const paths = projectPaths(options);
  // The shell that starts git for each rebuild is forked now, while the process is small.
  const kept: NonNullable<BuildOptions['kept']> = { contentCache: createContentCache(), gitShell: startGitShell() };
  const writer = createFsWriter(paths.outDir);
  const deployWriter = createFsWriter(paths.deployDir);

  /** `changed`: the paths written, added or deleted since the last build, as a watcher reports them; without them, every input folder is listed again. `indexNow`: make the search index now, even in watch mode. */
  async function buildAgain(changed?: readonly string[], indexNow = false): Promise<SessionBuild> {
    const started = performance.now();
    // Added to what an earlier build did not get as far as looking at; once not known, not known until a build lists every folder.
    kept.changed = changed && kept.changed ? [...kept.changed, ...changed] : undefined;
    // The preview shows drafts: a writer sees the page before `site build` publishes it.
    const result = await build({ ...options, deferSearchIndex: options.deferSearchIndex === true && !indexNow, writer, deployWriter, kept, drafts: true });
    const renderedUrls = result.cache?.renderedUrls ?? [];
    const { written, added, removed } = result.ok && !result.unchanged ? writer.changes : { written: 0, added: 0, removed: 0 };
    return { ...result, rendered: renderedUrls.length, renderedUrls, written, added, removed, ms: performance.now() - started };
  }

  return { build: buildAgain, paths };
}
