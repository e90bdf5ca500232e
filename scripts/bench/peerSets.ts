// The sets this project is compared with its peers on (the knowledge sets, the corpus set):
// the same bodies built by this project (on the real content), Hugo and Eleventy, cold, run
// after run in turn, so that each pair of figures comes from the same minutes of a noisy
// machine; then this project's build and check after one body edit with the cache kept, each
// paired with a Hugo cold build; then the Markdown engine alone on the same bodies, the floor.
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import type { PeerArticle } from '../peerArticles.ts';
import { options } from './options.ts';
import { coldTarget } from './builds.ts';
import { attempt, build, check, clean, median, medianMs, pagesOf, RunFailure, runsOf, timeNode, type Run } from './run.ts';
import type { Found, Peer } from './peers.ts';
import { row, skipped } from './table.ts';

export interface PeerSet {
  label: string;
  /** This project's set: the real content and the articles' records. */
  project: string;
  articles: readonly PeerArticle[];
  /** The record whose body each edit run changes. */
  edited: string;
  /** The folders of the articles' records, whose bodies the Markdown engine alone renders. */
  bodyFolders: readonly string[];
}

/** Each peer with its copy of the set's articles. */
interface PeerSite {
  peer: Peer;
  dir: string;
  cold: Run[];
  /** Its first failed run, after which it runs no more. */
  failure?: RunFailure;
}

export async function benchPeerSet(set: PeerSet, found: readonly Found[]): Promise<{ lines: string[]; cold?: Run[] }> {
  const sites: PeerSite[] = [];
  for (const peer of found) {
    if ('missing' in peer) continue;
    const dir = `${set.project}-${peer.id}`;
    await peer.writeSet(dir, set.articles);
    sites.push({ peer, dir, cold: [] });
  }
  const hugo = sites.find((site) => site.peer.id === 'hugo');
  const cold = await coldRounds(set, sites);
  const lines = cold instanceof RunFailure ? [skipped(set.label, 'build cold', `FAILED: ${cold.message}`)] : [coldRow(set, cold, hugo)];
  if (!(cold instanceof RunFailure)) lines.push(...(await editRounds(set, hugo?.failure ? undefined : hugo)));
  for (const site of sites) lines.push(peerRow(set.label, site, hugo));
  for (const peer of found) if ('missing' in peer) lines.push(skipped(set.label, 'peer cold', peer.missing));
  lines.push(await floorRow(set));
  return { lines, cold: cold instanceof RunFailure ? undefined : cold };
}

/** Cold builds, this project's and each peer's in turn, `--runs` rounds; this project's stop at its first failure. */
async function coldRounds(set: PeerSet, sites: PeerSite[]): Promise<Run[] | RunFailure> {
  const ours: Run[] = [];
  let failure: RunFailure | undefined;
  for (let i = 0; i < options.runs; i++) {
    if (!failure) {
      await clean(set.project);
      const run = await attempt(() => build(set.project));
      if (run instanceof RunFailure) failure = run;
      else ours.push(run);
    }
    for (const site of sites.filter((site) => !site.failure)) {
      const run = await attempt(() => site.peer.cold(site.dir));
      if (run instanceof RunFailure) site.failure = run;
      else site.cold.push(run);
    }
  }
  return failure ?? ours;
}

/** Ratios of pairs run in the same minutes (a/b for each i), their median first. */
function pairedRatio(a: readonly Run[], b: readonly Run[] | undefined, peer: string, target?: number): string {
  if (!b || b.length < a.length) return `no ${peer} run to pair with`;
  const ratios = a.map((run, i) => run.ms / b[i]!.ms);
  const goal = target === undefined ? '' : `, target ≤ ${target.toFixed(1)}`;
  return `${median(ratios).toFixed(2)}× ${peer} cold (median of ${ratios.length} pairs${goal}: ${ratios.map((r) => r.toFixed(2)).join(', ')})`;
}

function coldRow(set: PeerSet, cold: Run[], hugo: PeerSite | undefined): string {
  const threads = /render \d+ms \((\d+) threads\)/.exec(cold[0]!.stdout)?.[1];
  const notes = [pairedRatio(cold, hugo?.cold, hugo?.peer.name ?? 'Hugo'), threads ? `render on ${threads} threads` : '', coldTarget(pagesOf(cold[0]!))];
  return row(set.label, 'build cold', cold, notes.filter(Boolean).join('; '));
}

function peerRow(label: string, site: PeerSite, hugo: PeerSite | undefined): string {
  if (site.failure) return skipped(label, `${site.peer.name} cold`, `FAILED: ${site.failure.message}`);
  const ratio = site === hugo ? '' : `${pairedRatio(site.cold, hugo?.cold, hugo?.peer.name ?? 'Hugo')}; `;
  return row(
    label,
    `${site.peer.name} cold`,
    site.cold,
    `${ratio}cold only: it keeps no build cache between runs to compare with; runs: ${runsOf(site.cold)}`,
    site.peer.pages(site.cold[0]!),
  );
}

/** Sets every file's times to now, as a CI checkout's are: what the cache may reuse it must know by bytes, not by times. */
async function renewTimes(folder: string): Promise<void> {
  const now = new Date();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), now, now);
  }
}

/**
 * One article's body edited and built as CI builds it (.site-cache/ restored, no dist/, every
 * file checked out anew), then `site check` with its cache, then the same article edited again
 * and built as at a writer's terminal (dist/ kept), each run paired with a Hugo cold build run
 * right after it. The caches are filled first, by a build and a check of the set.
 */
async function editRounds(set: PeerSet, hugo: PeerSite | undefined): Promise<string[]> {
  const original = await readFile(set.edited, 'utf8');
  const edit = (i: number, again = '') => writeFile(set.edited, `${original}\nEdit ${i}${again}: one more sentence, as a writer adds one.\n`);
  const [builds, checks, kept, hugoCold]: [Run[], Run[], Run[], Run[]] = [[], [], [], []];
  try {
    await clean(set.project);
    await build(set.project);
    await check(set.project);
    for (let i = 0; i < options.runs; i++) {
      await clean(set.project, ['dist', 'dist-deploy']);
      for (const folder of ['content', 'public']) await renewTimes(path.join(set.project, folder));
      await edit(i);
      builds.push(await build(set.project));
      checks.push(await check(set.project));
      if (hugo) hugoCold.push(await hugo.peer.cold(hugo.dir));
      await edit(i, ', again');
      kept.push(await build(set.project));
    }
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return [skipped(set.label, 'build and check after an edit', `FAILED: ${error.message}`)];
  } finally {
    await writeFile(set.edited, original);
  }
  const hugoName = hugo?.peer.name ?? 'Hugo';
  const cached = /; (\d+) unchanged/.exec(checks[0]!.stdout)?.[1];
  const validated = cached ? `${pagesOf(checks[0]!) - Number(cached)} pages validated, ${cached} from the cache; ` : '';
  return [
    row(set.label, 'build after a body edit (CI)', builds, `${reuse(builds[0]!)}${pairedRatio(builds, hugoCold, hugoName, 0.5)}`),
    row(set.label, 'check after the edit', checks, `${validated}${pairedRatio(checks, hugoCold, hugoName, 1)}`),
    row(set.label, '  the edit with dist/ kept', kept, `as at a writer's terminal; ${reuse(kept[0]!)}${pairedRatio(kept, hugoCold, hugoName)}`),
  ];
}

/** What a build's cache reused, as its summary says. */
function reuse(run: Run): string {
  const reused = /cache: (\d+) of/.exec(run.stdout)?.[1];
  return reused ? `${pagesOf(run) - Number(reused)} pages rendered, ${reused} reused; ` : '';
}

/** The Markdown engine alone on the set's bodies, in a fresh process each run (scripts/markdownFloor.ts), at most 3 runs: it varies little, and takes as long as a cold build. */
async function floorRow(set: PeerSet): Promise<string> {
  const script = path.join(packageRoot, 'scripts', 'markdownFloor.ts');
  const runs: Run[] = [];
  for (let i = 0; i < Math.min(options.runs, 3); i++)
    runs.push(await timeNode(set.project, ['--import', import.meta.resolve('tsx'), script, ...set.bodyFolders], [0], 'markdownFloor'));
  const rendered = runs.map((run) => Number(/in (\d+)ms on one thread/.exec(run.stdout)?.[1] ?? NaN));
  const bodies = Number(/Rendered (\d+) bodies/.exec(runs[0]!.stdout)?.[1] ?? 0);
  const ms = median(rendered);
  const floor = { ms, rssMb: median(runs.map((run) => run.rssMb)), stdout: '' };
  const note = `${(ms / bodies).toFixed(2)} ms per body on one thread (renderMarkdown, src/content/); the process with start-up: ${medianMs(runs).toFixed(0)} ms`;
  return row(set.label, 'Markdown engine alone', [floor], note, bodies);
}

/** Whether a folder exists (the corpus set needs ../shared/corpora). */
export const exists = (folder: string) =>
  stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  );
