import path from 'node:path';
import type { PersistentCache } from '../cache/persistentCache.ts';
import { saveContentReport } from '../cache/contentReport.ts';
import { checkContent } from '../content/warnings/contentWarnings.ts';
import type { OutputFile, OutputSink } from '../emit/outputFile.ts';
import { createFsWriter, type Writer } from '../emit/writer.ts';
import { problem } from '../errors/problem.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { BuildRun } from './buildRun.ts';
import type { DeployOutput } from './emitSite.ts';
import type { RebuildPlan } from './planRebuild.ts';
import type { SiteContent } from './readContent.ts';
import type { SiteSearch } from './searchSite.ts';

/** The output could not be written: the folder is left as it was. */
export function writeFailed(run: BuildRun, error: unknown) {
  const file = path.relative(run.paths.root, run.paths.outDir) || '.';
  return problem(
    'emit/write-failed',
    { file, line: 1, column: 1 },
    { message: `Could not write the output: ${error instanceof Error ? error.message : String(error)}` },
  );
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
 * Writes the files besides the pages and commits the output: both folders are complete before
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
  }: {
    plan: RebuildPlan;
    cache: PersistentCache | undefined;
    sink: OutputSink;
    files: { web: OutputFile[]; deploy: DeployOutput };
    content: SiteContent;
    rendered: RenderResult;
    search: SiteSearch;
  },
): Promise<void> {
  const { options, paths } = run;
  for (const file of files.web) await sink.write(file);
  const deployWriter = options.deployWriter ?? (run.toOutDir ? createFsWriter(paths.deployDir) : undefined);
  if (deployWriter) await writeDeploy(deployWriter, files.deploy);
  await sink.commit();
  const { fingerprint } = plan;
  if (!cache || !fingerprint) return;
  await cache.save(fingerprint, rendered).catch((error: unknown) => run.report([cacheNotSaved(error)]));
  await search.save(fingerprint).catch((error: unknown) => run.report([cacheNotSaved(error)]));
  const { wholeModel, problems } = content;
  // Kept under the files' own fingerprint: `site check` works out that one, not the dating.
  const report = {
    fingerprint: plan.filesFingerprint ?? fingerprint,
    origin: wholeModel.site.origin,
    findings: checkContent({ model: wholeModel, diagnostics: problems }),
  };
  await saveContentReport(paths.siteDir, report).catch((error: unknown) => run.report([cacheNotSaved(error)]));
}

/** The deploy folder: the files kept from the last build stay as they are, unless one has gone, when all are made again. */
async function writeDeploy(writer: Writer, deploy: DeployOutput): Promise<void> {
  const sink = await writer.begin();
  try {
    let whole = true;
    for (const file of deploy.kept) whole = sink.keep(file) && whole;
    for (const file of whole ? deploy.files : [...deploy.make(), ...deploy.files]) await sink.write(file);
    await sink.commit();
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
