import path from 'node:path';
import { templateFiles } from '../cache/codeKeys.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { entryStore } from '../cache/siteCache.ts';
import type { projectPaths } from '../projectPaths.ts';
import { packageRoot } from '../projectPaths.ts';
import type { ReadKey } from '../content/readKeys.ts';
import { isReadRuns } from '../content/readRuns.ts';
import { readFileDates, type CommittedHistory, type FileDates, type Parts } from './fileDates.ts';
import { loadParts, saveParts } from './partsCache.ts';
import { gitState, type GitProblem, type GitState } from './gitLog.ts';
import type { GitShell } from './gitShell.ts';
import { createPageDates, w3cDatetime, type KeptKeyDates } from './pageDates.ts';

export type { GitProblem, GitState };
export { gitState };

/** What a watch session keeps of the history between builds. */
export interface KeptHistory {
  /** What the commits say of the content's dates, while HEAD stays (fileDates.ts). */
  history?: CommittedHistory;
  /** The repository the session found (build/planRebuild.ts), so a rebuild asks git once. */
  git?: GitState | undefined;
  /** The shell that starts the session's git commands (gitShell.ts), once it has found a repository. */
  gitShell?: GitShell | undefined;
  /** How the last build dated the pages' reads, brought up to date by the next (pageDates.ts). */
  keyDates?: KeptKeyDates;
}

/** What the history gives the build: file dates to date pages with, or why there are none. */
export type SiteHistory = { dates: ReadonlyMap<string, FileDates>; now: number; contentDir: string; templateFiles: Map<string, string[]> } | GitProblem;

/**
 * The time of the build, in seconds: `SOURCE_DATE_EPOCH` when set (reproducible builds), else
 * now. Content changed but not committed is dated then.
 */
export function buildTime(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return process.env.SOURCE_DATE_EPOCH && Number.isInteger(epoch) && epoch >= 0 ? epoch : Math.floor(Date.now() / 1000);
}

/**
 * Reads the history of the project's content and of each page template's own code
 * (fileDates.ts), or says why it cannot date pages. `code` is each template's own files
 * (absolute paths; by default the build cache's split, `templateFiles`). A watch session
 * passes `session`, where what the commits give is kept from one build to the next.
 */
export async function readSiteHistory(
  paths: ReturnType<typeof projectPaths>,
  git: GitState | GitProblem,
  cache: { read: boolean; save: boolean },
  code?: ReadonlyMap<string, readonly string[]>,
  session?: KeptHistory,
): Promise<SiteHistory> {
  if ('problem' in git) return git;
  const relative = (dir: string) => path.relative(paths.root, dir).split(path.sep).join('/');
  const contentDir = relative(paths.contentDir);
  // Templates outside the project (the package's own, for a project of content only) are not in its history.
  const inProject = (dir: string) => dir !== '' && !dir.startsWith('..') && !path.isAbsolute(dir);
  const templatesDir = relative(paths.templatesDir);
  const now = buildTime();
  const layout = cache.save ? entryStore(cacheDir(paths.siteDir), 'codeLayout') : undefined;
  const files = inProject(templatesDir)
    ? new Map(
        [...(code ?? (await templateFiles(packageRoot, paths.templatesDir, layout)))].map(
          ([name, list]) => [name, list.map(relative).filter(inProject)] as const,
        ),
      )
    : new Map<string, string[]>();
  // A page's own code, in templates/ and src/ alike (its selection, the helpers only pages
  // run): the common code dates no page, so its history is not read.
  const dirs = [contentDir, ...new Set([...files.values()].flat())].filter(inProject);
  try {
    const kept = session?.history;
    const known = cache.read && !kept ? await loadParts(paths.siteDir) : new Map<string, Parts>();
    const { dates, blobs, committed, newParts } = await readFileDates(paths.root, git, { contentDir, dirs, now, known, kept });
    // Costs the next build time only, never this one its dates. Saved when it would hold other
    // parts than it does: a build after a save, with no new commit, would write the same file.
    if (cache.save && newParts) await saveParts(paths.siteDir, blobs).catch(() => {});
    if (session) session.history = committed;
    return { dates, now, contentDir, templateFiles: files };
  } catch (error) {
    // Git failed in the repository it found: say how, never that there is no repository.
    return { problem: 'git-failed', detail: (error as Error).message };
  }
}

/**
 * Each page's `<lastmod>` from what it read (renderPages' `reads`) and its template, never
 * later than the time of the build; undefined for a page nothing dates.
 */
export function pageLastmods(
  history: Exclude<SiteHistory, GitProblem>,
  reads: ReadonlyMap<string, Iterable<ReadKey>>,
  { floor, declared, session }: { floor: number | undefined; declared: ReadonlyMap<ReadKey, number>; session?: KeptHistory | undefined },
): (page: { url: string; template: string }) => string | undefined {
  const { contentDir, templateFiles } = history;
  const kept = session ? (session.keyDates ??= new WeakMap()) : undefined;
  // The list the carried-over pages' reads are runs into: the one a build's dating goes through.
  let listed: readonly string[] | undefined;
  for (const read of reads.values()) {
    if (!isReadRuns(read)) continue;
    listed = read.keys;
    break;
  }
  const dateOf = createPageDates(history.dates, { contentDir, templateFiles, declared, kept, listed, ...(floor ? { floor } : {}) });
  // Thousands of pages share a few dates (a commit's, the build's): each is written out once.
  const written = new Map<number, string>();
  return (page) => {
    const date = Math.min(history.now, dateOf(reads.get(page.url) ?? [], page.template));
    if (date <= 0) return undefined;
    let text = written.get(date);
    if (text === undefined) written.set(date, (text = w3cDatetime(date)));
    return text;
  };
}
