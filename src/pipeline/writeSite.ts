import path from 'node:path';
import type { PersistentCache } from '../cache/persistentCache.ts';
import { saveContentReport } from '../cache/contentReport.ts';
import { checkContent } from '../content/warnings/contentWarnings.ts';
import type { OutputFile, OutputSink } from '../emit/outputFile.ts';
import { createFsWriter, type Writer } from '../emit/writer.ts';
import { problem } from '../errors/problem.ts';
import { systemErrorCode } from '../errors/InternalError.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { BuildRun } from './buildRun.ts';
import type { DeployOutput } from './emitSite.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import type { SiteSearch } from './searchSite.ts';

/**
 * The output could not be written, as the system said (a full disk, a folder that cannot be
 * written): the folder is left as it was. The hint is the one for what the system said, never
 * a guess: a bug is an InternalError, not this (buildSite.ts).
 */
export function writeFailed(run: BuildRun, error: unknown) {
  const file = path.relative(run.paths.root, run.paths.outDir) || '.';
  const code = systemErrorCode(error);
  const hint = code ? WRITE_HINTS[code] : undefined;
  return problem(
    'emit/write-failed',
    { file, line: 1, column: 1 },
    { message: `Could not write the output: ${error instanceof Error ? error.message : String(error)}`, ...(hint ? { hint } : {}) },
  );
}

/** What to do about each thing the system may say, past the catalogue's general hint. */
const WRITE_HINTS: Partial<Record<string, string>> = {
  ENOSPC: 'The disk is full: free some space (the build needs room for a second copy of the output while it replaces it), then build again.',
  EDQUOT: 'Your disk quota is used up: free some space, then build again.',
  EACCES: 'The output folder, or the folder that holds it, cannot be written by this user: fix its permissions or choose another --out.',
  EPERM: 'The output folder, or the folder that holds it, cannot be written by this user: fix its permissions or choose another --out.',
  EROFS: 'The output folder is on a read-only file system: choose another --out.',
  EMFILE: 'Too many files are open at once: raise the limit (ulimit -n), then build again.',
  ENFILE: 'Too many files are open on the system: close some programs, then build again.',
};

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
 * Writes the files besides the pages, puts the share cards in once drawn, and commits the output: both folders are complete before
 * either is swapped in, so a failure leaves both as they were. Then, and only then (a cache is
 * only ever saved for output that is really there), the build cache and what `site check`
 * would say about this content are saved; a cache that cannot be saved costs the next build
 * time, not this build its output.
 */
export async function writeSite(
  run: BuildRun,
  {
    plan,
    cache,
    sink,
    files,
    content,
    rendered,
    search,
    placeCards,
  }: {
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    sink: OutputSink;
    files: { web: OutputFile[]; deploy: DeployOutput };
    content: SiteContent;
    rendered: RenderResult;
    search: SiteSearch;
    /** Puts the share cards in the output once they are drawn; false: one failed, and nothing is committed. */
    placeCards?: () => Promise<boolean>;
  },
): Promise<boolean> {
  const { options, paths } = run;
  for (const file of files.web) await sink.write(file);
  if (placeCards && !(await placeCards())) return false;
  const deployWriter = options.deployWriter ?? (run.toOutDir ? createFsWriter(paths.deployDir) : undefined);
  if (deployWriter) await writeDeploy(deployWriter, files.deploy);
  await sink.commit();
  const { fingerprint } = plan;
  if (!cache || !fingerprint) return true;
  const output = { dir: paths.outDir, previous: plan.previousFingerprint, changed: run.writer.changes?.changedFiles, alsoStored: search.placed };
  await cache.save(fingerprint, rendered, output).catch((error: unknown) => run.report([cacheNotSaved(error)]));
  await search.save(fingerprint).catch((error: unknown) => run.report([cacheNotSaved(error)]));
  const { wholeModel, problems } = content;
  // Kept under the files' own fingerprint: `site check` works out that one, not the dating.
  const report = {
    fingerprint: plan.filesFingerprint ?? fingerprint,
    origin: wholeModel.site.origin,
    shareCards: wholeModel.site.shareCards !== undefined,
    findings: checkContent({ model: wholeModel, diagnostics: problems }),
  };
  await saveContentReport(paths.siteDir, report).catch((error: unknown) => run.report([cacheNotSaved(error)]));
  return true;
}

/** The deploy folder: the files kept from the last build stay as they are, unless one has gone or none is kept, when all are made. */
async function writeDeploy(writer: Writer, deploy: DeployOutput): Promise<void> {
  const sink = await writer.begin();
  try {
    let whole = deploy.kept.length > 0;
    for (const file of deploy.kept) whole = sink.keep(file) && whole;
    for (const file of whole ? deploy.always : [...deploy.make(), ...deploy.always]) await sink.write(file);
    await sink.commit();
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
