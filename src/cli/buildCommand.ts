import { build, type BuildResult } from '../build.ts';
import type { CliIo } from './io.ts';
import { progressLine } from './progressLine.ts';
import { plural, printBuildDiagnostics } from './printDiagnostics.ts';
import { folderOptionProblem } from './folderOptionProblem.ts';

export interface BuildCommandOptions {
  out: string;
  content: string;
  verbose: boolean;
  /** False with --no-cache: a build from scratch that reads nothing from the cache and saves a fresh one. */
  cache?: boolean;
  /** With --strict: warnings fail the build too, before anything is written. */
  strict?: boolean;
  /** --threads as typed: a whole number from 1. */
  threads?: string;
  /** --all-warnings: every warning in full, however many. */
  allWarnings?: boolean;
}

/** `site build`: runs the pipeline, prints problems and a summary; returns the exit code. */
export async function buildCommand(options: BuildCommandOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const usage = folderOptionProblem('--content', options.content, io.cwd ?? process.cwd());
  if (usage) {
    io.stderr.write(usage);
    return 2;
  }
  const threads = options.threads === undefined ? undefined : Number(options.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1 && threads <= 64)) {
    io.stderr.write(`Invalid --threads "${options.threads}": use a whole number from 1 to 64.\n`);
    return 2;
  }
  // Progress only where a person is watching; logs and pipes get the summary alone.
  const progress = io.stderr.isTTY ? progressLine(io.stderr) : undefined;
  const result = await build({
    root: io.cwd,
    outDir: options.out,
    contentDir: options.content,
    verbose: options.verbose,
    cache: options.cache,
    strict: options.strict,
    ...(threads !== undefined ? { threads } : {}),
    onProgress: progress?.update,
  });
  progress?.clear();
  printBuildDiagnostics(result.diagnostics, (text) => io.stderr.write(text), { all: options.allWarnings === true });
  printDropped(result, (text) => io.stderr.write(text));
  if (!result.ok) {
    const strictly = options.strict && !result.diagnostics.some((d) => d.severity === 'error');
    io.stderr.write(`Build failed${strictly ? ' (--strict: warnings count)' : ''}: nothing was written, ${options.out}/ is unchanged.\n`);
    return 1;
  }
  if (result.unchanged) {
    io.stdout.write(`Nothing changed since the last build of ${options.out}/ (${plural(result.pages, 'page')}): nothing to do.\n`);
    return 0;
  }
  printPendingLinks(result, (text) => io.stdout.write(text));
  if (result.drafts && result.drafts.length > 0) {
    io.stdout.write(
      `${plural(result.drafts.length, 'draft')} left out (\`site serve --watch\` shows ${result.drafts.length === 1 ? 'it' : 'them'}): ${result.drafts.join(', ')}\n`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  io.stdout.write(
    `Built ${plural(result.pages, 'page')}, ${plural(result.redirects, 'redirect')}, ${plural(result.files, 'file')} into ${options.out}/ in ${seconds}s\n`,
  );
  const threadsOf = (stage: string) => (stage === 'render' ? result.renderThreads : stage === 'content' ? result.contentThreads : undefined) ?? 1;
  const threadNote = (stage: string) => (threadsOf(stage) > 1 ? ` (${threadsOf(stage)} threads)` : '');
  io.stdout.write(
    `  ${Object.entries(result.timings)
      .map(([stage, ms]) => `${stage} ${Math.round(ms)}ms${threadNote(stage)}`)
      .join(' · ')}\n`,
  );
  if (result.cache) {
    const { pages, bodies, totalBodies } = result.cache;
    io.stdout.write(
      `  cache: ${pages} of ${plural(result.pages, 'page')} reused, ${bodies} of ${plural(totalBodies, 'Markdown body', 'Markdown bodies')} reused\n`,
    );
  }
  if (result.changedPages) io.stdout.write(`  ${changedSummary(result.changedPages)}\n`);
  if (result.undated) {
    const why = {
      shallow: 'this is a shallow clone, whose history would give false dates',
      'no-git': 'the project is not in a git repository',
      'git-failed': `reading its git history failed: ${result.undated.detail}`,
    }[result.undated.problem];
    io.stdout.write(`  sitemap: no <lastmod>, since ${why} (docs/output-contract.md, "The sitemap")\n`);
  }
  if (result.images && result.images.processed + result.images.reused > 0) {
    const { processed, reused } = result.images;
    io.stdout.write(`  images: ${processed} processed, ${reused} reused from .site-cache/images/\n`);
  }
  if (result.cards && result.cards.drawn + result.cards.reused > 0) {
    const { drawn, reused, byWorkers } = result.cards;
    const helped = byWorkers > 0 ? ` (${byWorkers} of them by card workers)` : '';
    io.stdout.write(`  share cards: ${drawn} drawn${helped}, ${reused} reused from the last build (dist/ or .site-cache/images/)\n`);
  }
  return 0;
}

/** How many pages changed, and the first few of them, so a writer sees what their edit did. */
export function changedSummary(pages: readonly string[], shown = 5): string {
  if (pages.length === 0) return 'changed: no page';
  const first = pages.slice(0, shown).join(', ');
  return `changed: ${plural(pages.length, 'page')}: ${first}${pages.length > shown ? `, and ${pages.length - shown} more` : ''}`;
}

/**
 * Records left out for missing content, each with the pages it took away and the pages that
 * would have linked to them: a dropped location can take a dozen pages and many links with it.
 */
function printDropped(result: BuildResult, write: (text: string) => void): void {
  if (result.dropped.length === 0) return;
  write(`${plural(result.dropped.length, 'record')} not published for missing content (--strict fails on ${result.dropped.length === 1 ? 'it' : 'them'}):\n`);
  for (const record of result.dropped) {
    write(`  ${record.file}: ${record.kind} "${record.slug}" has no ${record.missing.join(', no ')}; ${plural(record.pages.length, 'page')} left out`);
    const links = record.pages.reduce((sum, page) => sum + page.linkedFrom.length, 0);
    write(links > 0 ? `, and ${plural(links, 'link')} to them:\n` : record.pages.length > 0 ? ':\n' : '\n');
    for (const page of record.pages) write(`    ${page.url}${page.linkedFrom.length > 0 ? ` (linked from ${plural(page.linkedFrom.length, 'page')})` : ''}\n`);
  }
}

/** Links the templates make to pages that are not built yet: left out of the output, listed here. */
function printPendingLinks(result: BuildResult, write: (text: string) => void): void {
  if (result.pendingLinks.size === 0) return;
  const targets = [...result.pendingLinks].sort(([a], [b]) => (a < b ? -1 : 1));
  write(`${plural(targets.length, 'linked page')} not built yet; links to them were left out:\n`);
  for (const [target, from] of targets) write(`  ${target} (from ${plural(from.size, 'page')})\n`);
}
