import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createFsWriter, type Writer } from '../emit/writer.ts';
import type { KeptBetweenBuilds } from '../cache/persistentCache.ts';
import type { DroppedRecord } from '../routes/droppedPages.ts';
import type { GitProblem, KeptHistory } from '../lastmod/siteDates.ts';
import { projectPaths, type ProjectOptions } from '../projectPaths.ts';
import { appendAll } from '../appendAll.ts';
import { asStageError } from '../errors/InternalError.ts';

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
  /** Told as each stage starts and as pages (or images, `reused` of them from the cache) are done, for a progress display. */
  onProgress?: (progress: { stage: Stage; done?: number; total?: number; reused?: number }) => void;
  /** What the previous build in this process left (watch mode): files whose bytes are the same are not parsed again. */
  kept?: KeptBetweenBuilds & KeptHistory;
  /** Build the pages of drafts too (`site serve --watch`); `site build` never does. */
  drafts?: boolean;
  /**
   * Threads to build with, the build's own included (`--threads`): 1 keeps all work on it, 2 or
   * more always start that many less one Markdown and render workers. By default a stage takes
   * one worker per spare core when it has enough work to gain from them.
   */
  threads?: number;
  /**
   * Keep the earlier search index when the pages' words changed, for it to be made again by the
   * next build (`site serve --watch`, src/pipeline/searchSite.ts): the index's time stays off the
   * path to the reload.
   */
  deferSearchIndex?: boolean;
}

export type Stage = 'content' | 'routes' | 'render' | 'images' | 'search' | 'emit' | 'write';

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
  /** Images encoded by this build, and images whose files came from the image cache. */
  images?: { processed: number; reused: number };
  /** Share cards drawn by this build, and cards whose files came from the image cache (src/cards/). */
  cards?: { drawn: number; reused: number; byWorkers: number };
  /** Why the sitemap has no `<lastmod>`: no git repository, a shallow clone, or git failed, and how (src/lastmod/). */
  undated?: GitProblem;
  /** The pages whose output this build changed (added, changed or removed), by URL; none when the output was written whole. */
  changedPages?: string[];
  /** Build-cache hits: pages carried over unrendered, Markdown bodies not rendered again. */
  cache?: { pages: number; bodies: number; totalBodies: number; renderedUrls: string[] };
  /** True when the output holds an earlier search index, to be made again (`deferSearchIndex`). */
  searchPending?: boolean;
}

/** One build as it goes: its options, where things are, the result so far, and its stage clock. */
export interface BuildRun {
  options: BuildOptions;
  paths: ReturnType<typeof projectPaths>;
  result: BuildResult;
  writer: Writer;
  /** True when the writer fills the build's out dir: then the build guards it, fingerprints it and may reuse pages from it. */
  toOutDir: boolean;
  /**
   * Runs one named stage, telling the progress display and timing it. An error it throws that
   * is neither the user's (SiteError) nor the system's (a system call's code) is a bug, and
   * leaves as an InternalError naming the stage.
   */
  stage<T>(name: Stage, run: () => Promise<T> | T): Promise<T>;
  /** The stage running, or last run. */
  current(): Stage | undefined;
  report(diagnostics: Iterable<Diagnostic>): void;
  /** An error has been reported. */
  failed(): boolean;
  /** An error, or with `strict` a warning, has been reported. */
  failedStrictly(): boolean;
}

export function startRun(options: BuildOptions): BuildRun {
  const paths = projectPaths(options);
  const now = options.now ?? (() => performance.now());
  const result: BuildResult = {
    ok: false,
    diagnostics: [],
    pages: 0,
    redirects: 0,
    files: 0,
    outDir: paths.outDir,
    timings: {},
    pendingLinks: new Map(),
    dropped: [],
  };
  const writer = options.writer ?? createFsWriter(paths.outDir);
  const failed = () => result.diagnostics.some((d) => d.severity === 'error');
  let current: Stage | undefined;
  return {
    options,
    paths,
    result,
    writer,
    toOutDir: writer.dir !== undefined && path.resolve(writer.dir) === paths.outDir,
    async stage(name, run) {
      options.onProgress?.({ stage: name });
      current = name;
      const start = now();
      try {
        return await run();
      } catch (error) {
        throw asStageError(name, error);
      } finally {
        result.timings[name] = now() - start;
      }
    },
    current: () => current,
    report: (diagnostics) => void appendAll(result.diagnostics, diagnostics),
    failed,
    // Warnings fail a strict build only once the summary has all it needs (the dropped pages).
    failedStrictly: () => failed() || (options.strict === true && result.diagnostics.some((d) => d.severity === 'warning')),
  };
}
