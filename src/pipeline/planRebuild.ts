import { cacheDir } from '../cache/cacheDir.ts';
import { storedPagesFingerprint } from '../cache/pageStore.ts';
import { openLargeStamps, openSmallStamps } from '../cache/inputStamps.ts';
import { checkOutDir } from '../emit/checkOutDir.ts';
import { recoverOutput, removeStaleTemporaryFiles } from '../emit/removeStaleStaging.ts';
import { buildFingerprint, datedFingerprint, readMarker } from '../emit/fingerprint.ts';
import { openFileStamps, type FileStamps } from '../emit/fileStamps.ts';
import type { FolderListings } from '../content/folderListing.ts';
import path from 'node:path';
import { buildTime, gitState, type GitProblem, type GitState } from '../lastmod/siteDates.ts';
import { gitStatus } from '../lastmod/gitLog.ts';
import { packageRoot } from '../projectPaths.ts';
import type { BuildResult, BuildRun } from './buildRun.ts';
import { problem } from '../errors/problem.ts';

/** What this build can skip, worked out before any content is read. */
export interface RebuildPlan {
  /** A hash of every input, when the build writes its out dir (emit/fingerprint.ts). */
  fingerprint?: string;
  /** The files' own fingerprint, without what dates the sitemap: what the content report is kept under. */
  filesFingerprint?: string;
  /** The fingerprint of the build now in the out dir: pages are reused only from that output. */
  previousFingerprint?: string;
  /** The fingerprint of the build whose pages the cache's page store holds (cache/pageStore.ts): reused from there when the out dir does not hold it. */
  storedPages?: string;
  /** Set when the out dir already holds this very build: the result to return, having done nothing. */
  unchanged?: BuildResult;
  /** Use what the build cache holds (docs/architecture.md#the-cache); false with `--no-cache`, which builds from scratch. */
  readCache: boolean;
  /** Leave a build cache for the next build: a build from scratch leaves a fresh one. */
  saveCache: boolean;
  /** The project's git repository, whose history dates the sitemap's pages (src/lastmod/), or why it cannot. */
  git: GitState | GitProblem;
  /** The hashes of large files by their stamps (emit/fileStamps.ts), shared by the fingerprint and the image stage. */
  stamps?: FileStamps;
  /** The hashes of the smaller files by their stamps, shared by the fingerprint and the content stage. */
  smallStamps?: FileStamps;
  /** The input folders' files as the fingerprint listed them, which the content stage reads. */
  listings?: FolderListings;
}

/**
 * The output folders must be ones the build may replace: the web root first, since a problem
 * with it is the one to report. False when one is not (the problems are reported). What a
 * killed build left goes now, even when this build then finds nothing to do: its committed
 * update is finished before the plan reads the output's marker, its staging folder and
 * half-saved cache files are removed.
 */
export async function guardOutputFolders(run: BuildRun): Promise<boolean> {
  const { paths } = run;
  const folders = run.toOutDir ? [paths.outDir, paths.deployDir] : [];
  for (const dir of folders) {
    if (run.failed()) break;
    run.report(await checkOutDir(dir, paths.root, [paths.contentDir, paths.templatesDir, paths.srcDir, paths.publicDir]));
  }
  if (run.failed()) return false;
  for (const dir of folders) await recoverOutput(dir).catch((error: unknown) => run.report([notRecovered(run, dir, error)]));
  if (run.failed()) return false;
  if (run.toOutDir) await removeStaleTemporaryFiles(cacheDir(paths.siteDir));
  return true;
}

/** What a killed build left could not be finished or removed: the output is not touched. */
function notRecovered({ paths }: BuildRun, dir: string, error: unknown) {
  const file = path.relative(paths.root, dir) || '.';
  return problem(
    'emit/write-failed',
    { file, line: 1, column: 1 },
    {
      message: `Could not finish the update of ${file}/ that an interrupted build left: ${error instanceof Error ? error.message : String(error)}`,
      hint: `Delete ${file}/ and the .${path.basename(dir)}-next-* folders beside it, then build again.`,
    },
  );
}

/**
 * The plan of what to rebuild: with the same inputs as the build already in the out dir, the
 * output would be byte-identical, so there is nothing to do. A build with drafts makes other
 * output than one without: its fingerprint says which it is.
 */
export async function planRebuild(run: BuildRun): Promise<RebuildPlan> {
  const { paths, options } = run;
  // git runs in its own process while this one hashes the input files.
  const looking = gitLook(run);
  if (!run.toOutDir) return { readCache: false, saveCache: false, git: await looking };
  const inputs = [paths.contentDir, paths.publicDir, paths.templatesDir, paths.srcDir];
  const readCache = options.cache !== false;
  // Kept in memory by a watch session; read from .site-cache/images/ by each `site build`.
  const stamps = options.kept?.stamps ?? openLargeStamps(paths.siteDir, { read: readCache });
  if (options.kept) options.kept.stamps = stamps;
  // Small files count by their stamps too: a watch session keeps theirs in memory, and counts its
  // code once; `site build` keeps them in .site-cache/inputs/. Either reads only the files saved since.
  const session =
    options.kept && (options.kept.inputs ??= { smallStamps: openFileStamps(undefined, { settled: true }), codeDirs: [paths.templatesDir, paths.srcDir] });
  const smallStamps = session?.smallStamps ?? openSmallStamps(paths.siteDir, { read: readCache });
  const listings: FolderListings = new Map();
  const files = await buildFingerprint(inputs, packageRoot, options.drafts === true, {
    stamps,
    smallStamps,
    listings,
    ...(session ? { session, changed: options.kept?.changed } : {}),
  });
  stamps.save();
  // The session's listings are up to date: the next build looks only at what is reported after this.
  if (options.kept) options.kept.changed = [];
  const git = await looking;
  // The sitemap's dates come from the commit and, for what is not committed, the time of the build.
  const dating = 'head' in git ? `${git.head} ${process.env.SOURCE_DATE_EPOCH ? buildTime() : ''}` : git.problem;
  const fingerprint = datedFingerprint(files, dating);
  const [previous, deployed, storedPages] = await Promise.all([
    readMarker(paths.outDir),
    readMarker(paths.deployDir),
    readCache ? storedPagesFingerprint(cacheDir(paths.siteDir)) : undefined,
  ]);
  const plan: RebuildPlan = {
    fingerprint,
    filesFingerprint: files,
    readCache,
    saveCache: true,
    git,
    stamps,
    smallStamps,
    listings,
    ...(previous ? { previousFingerprint: previous.fingerprint } : {}),
    ...(storedPages ? { storedPages } : {}),
  };
  if (readCache && !options.strict && previous?.fingerprint === fingerprint && deployed?.fingerprint === fingerprint) {
    plan.unchanged = { ...run.result, ok: true, unchanged: true, pages: previous.pages };
    // With no content stage to save them (readContent.ts), the stamps of files saved since are kept now.
    smallStamps.save();
  }
  return plan;
}

/**
 * Where the project is in git, with the uncommitted files where one `git status` gives both
 * (gitState); once a watch session has found its repository, that is each rebuild's look,
 * started by the session's shell.
 */
async function gitLook({ paths, options }: BuildRun): Promise<GitState | GitProblem> {
  const kept = options.kept;
  const relative = (dir: string) => path.relative(paths.root, dir).split(path.sep).join('/');
  const dirs = [paths.contentDir, paths.templatesDir, paths.srcDir].map(relative).filter((dir) => dir !== '' && !dir.startsWith('..') && !path.isAbsolute(dir));
  const git = kept?.git ? await gitStatus(paths.root, kept.git, dirs, kept.gitShell) : await gitState(paths.root, dirs);
  if (kept) kept.git = 'head' in git ? git : undefined;
  return git;
}
