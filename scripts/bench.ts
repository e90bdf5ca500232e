// `npm run bench`: times `site build` and `site check` in fresh processes on
// - the real site;
// - the location set: the real content plus 1,000 generated places in 44 counties (scripts/locationSet.ts);
// - the knowledge sets: the real content plus 4,000 and 10,000 synthetic articles (scripts/scaleSet.ts);
// - the sitemap set: the real content plus enough generated places to pass sitemaps.org's 50,000
//   URLs, built once: the sitemap becomes an index of parts, which is then read and checked.
// Builds: cold (no output, no cache), warm (nothing changed) and after editing one record (the
// build cache reuses the other pages). A writer's builds and checks after the first run on the
// project's build server (src/buildServer/), as they do at a writer's terminal: the edit rows say
// so, count the server's peak RSS, and have twins without it (SITE_BUILD_SERVER=0), and the first
// build a new server runs has a row of its own. Cold rows, image and sitemap sets run without it. Checks (real site and location set): cold (--no-cache),
// after a one-record edit and rebuild (the check cache reuses unchanged pages), and html-validate
// alone on the same pages with the same threads, which a cold check is held to. Then the
// watch-mode save → reload on the real site. The image set: the real content plus 50 generated
// phone photos in one tutorial (scripts/imageSet.ts), cold (nothing cached) and warm (dist/
// removed, .site-cache/images/ kept: every image from the cache), each against the same content
// without the photos built the same way; the large-photo set: the same with two 60-megapixel photos.
// The build sets are git repositories of one commit, as writers' projects are: builds date
// pages from the history, and an edit is dated as uncommitted.
// Each figure is the median of several runs, with peak RSS. Timing lives here, never in tests.
//   --runs=N         build runs per row (default 5)
//   --check-runs=N   cold check runs per row, each beside html-validate alone (default 3: a cold
//                    check of the location set takes minutes)
//   --edit-check-runs=N  edit, build and check runs for the check-after-an-edit rows (default 5:
//                    each takes seconds, and one run of it varies by a third on a shared machine)
//   --sets=real,locations,4000,10000,images,large-photos,sitemap,edits   which sets (default all); `edits` runs the
//                    incremental-equals-scratch sequences (test/support/editSequence.ts) longer than the test does
//   --sitemap-places=N  generated places of the sitemap set (default 7,500: about 61,000 pages)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../src/projectPaths.ts';
import { writeLocationSet } from './locationSet.ts';
import { writeScaleSet } from './scaleSet.ts';
import { PHONE_PHOTO, writeImageSet } from './imageSet.ts';
import { writeHugoSet } from './hugoSet.ts';
import { runEditSequence } from '../test/support/editSequence.ts';
import { readSite } from '../src/check/readSite.ts';
import { readSitemap } from '../src/check/readSitemap.ts';
import { SITEMAP_LIMITS } from '../src/emit/sitemap.ts';

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '5'));
const checkRuns = Number(option('check-runs', '3'));
const editCheckRuns = Number(option('edit-check-runs', '5'));
const sets = option('sets', 'real,locations,4000,10000,images,large-photos,sitemap,edits').split(',');
const IMAGES = 50;
const WATCH_SAVES = 7;
/** The large-photo set: two 60-megapixel camera photos, as many as it takes to show they are not encoded side by side. */
const LARGE = { count: 2, width: 9504, height: 6336 };
const sitemapPlaces = Number(option('sitemap-places', '7500'));
const site = path.join(packageRoot, 'bin', 'site');
const preload = path.join(packageRoot, 'scripts', 'bench-rss.mjs');

interface Run {
  ms: number;
  /** Peak RSS of the command's process, or of the build server that ran it, whichever is larger. */
  rssMb: number;
  stdout: string;
  /** Run by the project's build server. */
  served: boolean;
}

/** Whether a command may use the build server: a writer's builds and checks do; cold rows do not. */
type Server = 'server' | 'no server';

/**
 * One command in a fresh process, production mode: wall time, peak RSS and what it printed.
 * With the build server allowed, a command it ran counts the server's peak RSS too.
 */
async function timeRun(project: string, args: readonly string[], okCodes = [0], server: Server = 'no server'): Promise<Run> {
  const rssFile = path.join(project, '.rss');
  const before = await serverPid(project);
  const logFile = path.join(project, '.site-cache', 'server.log');
  const logged = (await readFile(logFile, 'utf8').catch(() => '')).length;
  const started = performance.now();
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', preload, ...args], {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'production', SITE_BENCH_RSS: rssFile, SITE_BUILD_SERVER: server === 'server' ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => (okCodes.includes(code ?? -1) ? resolve(text) : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
  const ms = performance.now() - started;
  const clientMb = Number(await readFile(rssFile, 'utf8')) / 1024;
  // The server logs each command it ran before it answers (src/buildServer/buildServer.ts).
  const log = (await readFile(logFile, 'utf8').catch(() => '')).slice(logged);
  const served = server === 'server' && before !== undefined && log.includes(`site ${args[1]}: exit`);
  const serverMb = served ? await peakRssMb(before) : 0;
  return { ms, rssMb: Math.max(clientMb, serverMb), stdout, served };
}

/** The pid of the project's build server, while one runs (src/buildServer/). */
async function serverPid(project: string): Promise<number | undefined> {
  const record = await readFile(path.join(project, '.site-cache', 'server.json'), 'utf8').catch(() => undefined);
  const pid = record ? (JSON.parse(record) as { pid: number }).pid : undefined;
  return pid !== undefined && (await peakRssMb(pid)) > 0 ? pid : undefined;
}

/** A running process's peak RSS (VmHWM), or 0 once it is gone. */
const peakRssMb = async (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) / 1024;

/** Waits until the project's build server listens, as it does a moment after a writer's first build. */
async function serverReady(project: string): Promise<void> {
  for (let waited = 0; waited < 60_000 && (await serverPid(project)) === undefined; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Stops the project's build server, which saves its last build as it goes. */
async function stopServer(project: string): Promise<void> {
  const pid = await serverPid(project);
  if (pid === undefined) return;
  process.kill(pid, 'SIGTERM');
  while ((await peakRssMb(pid)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

const build = (project: string, server: Server = 'no server') => timeRun(project, [site, 'build'], [0], server);
// Exit 1 is a check that found something (the real content's placeholders with --strict, say): still a timing.
const check = (project: string, server: Server, ...flags: string[]) => timeRun(project, [site, 'check', ...flags], [0, 1], server);
// tsx by its resolved URL: the benchmark projects have no node_modules of their own.
const htmlValidateAlone = (project: string) =>
  timeRun(project, ['--import', import.meta.resolve('tsx'), path.join(packageRoot, 'scripts', 'htmlValidateAlone.ts'), 'dist']);

const runsOf = (results: Run[]) => results.map((r) => Math.round(r.ms)).join(', ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pagesOf = (run: Run) => Number(/(\d+) pages?/.exec(run.stdout)?.[1] ?? 0);

function row(set: string, what: string, results: Run[], note = ''): string {
  const served = results.filter((r) => r.served).length;
  if (served > 0) note = `${served === results.length ? 'on the build server' : `${served} of ${results.length} on the build server`} (RSS: its peak); ${note}`;
  const ms = median(results.map((r) => r.ms));
  const pages = pagesOf(results[0]!);
  return `${set.padEnd(20)} ${what.padEnd(24)} ${String(pages).padStart(6)} ${ms.toFixed(0).padStart(8)} ${(ms / pages).toFixed(3).padStart(9)} ${median(
    results.map((r) => r.rssMb),
  )
    .toFixed(0)
    .padStart(8)}${note ? `   ${note}` : ''}`;
}

async function clean(project: string) {
  await stopServer(project);
  for (const folder of ['dist', 'dist-deploy', '.site-cache']) await rm(path.join(project, folder), { recursive: true, force: true });
}

/** The record every edit row changes: a place every set has, on several pages. */
const editedRecord = (project: string) => path.join(project, 'content', 'locations', 'dover.md');

/** The budget a cold build is held to: every set within 512 MB, and at 10,000 pages 1 ms a page. */
const coldTarget = (pages: number) => (pages >= 10_000 ? 'target ≤ 1 ms/page, RSS ≤ 512 MB' : 'target RSS ≤ 512 MB');

async function benchBuilds(label: string, project: string): Promise<{ lines: string[]; coldMs: number; pages: number }> {
  const edited = editedRecord(project);
  const original = await readFile(edited, 'utf8');
  const cold: Run[] = [];
  const warm: Run[] = [];
  const first: Run[] = [];
  const alone: Run[] = [];
  for (let i = 0; i < runs; i++) {
    await clean(project);
    cold.push(await build(project));
    // A writer's next build starts the build server, which listens a moment later.
    warm.push(await build(project, 'server'));
    await serverReady(project);
    await writeFile(edited, `${original}\nEdit ${i}.\n`);
    first.push(await build(project, 'server'));
    // The same edit built without the server (stopped, it saves its build): back to the last build, then the edit again.
    await writeFile(edited, original);
    await build(project, 'server');
    await stopServer(project);
    await writeFile(edited, `${original}\nEdit ${i}.\n`);
    alone.push(await build(project));
    await writeFile(edited, original);
    await build(project);
  }
  // A writer's edits one after another, each built on the server the last one left warm (its
  // first build, the row below, is not counted here).
  await build(project, 'server');
  await serverReady(project);
  const edit: Run[] = [];
  for (let i = -1; i < runs; i++) {
    await writeFile(edited, `${original}\nEdit ${i}, again.\n`);
    const built = await build(project, 'server');
    if (i >= 0) edit.push(built);
    await writeFile(edited, original);
    await build(project, 'server');
  }
  await stopServer(project);
  const threads = /render \d+ms \((\d+) threads\)/.exec(cold[0]!.stdout)?.[1];
  const reused = /cache: (\d+) of/.exec(edit[0]!.stdout)?.[1];
  const pages = pagesOf(cold[0]!);
  const rendered = reused ? `${pages - Number(reused)} pages rendered, ${reused} reused` : '';
  return {
    lines: [
      row(label, 'build cold', cold, [threads ? `render on ${threads} threads` : '', coldTarget(pages)].filter(Boolean).join('; ')),
      row(label, 'build warm', warm),
      row(label, 'build one-record edit', edit, `${rendered}${label.startsWith('location') ? '; target ≤ 800 ms' : ''}; runs: ${runsOf(edit)}`),
      row(label, '  first on a new server', first, `its first build, code not yet warm; runs: ${runsOf(first)}`),
      row(label, '  with no server', alone, `SITE_BUILD_SERVER=0: a process of its own; runs: ${runsOf(alone)}`),
    ],
    coldMs: median(cold.map((r) => r.ms)),
    pages,
  };
}

/**
 * An image set against the same content without its photos, built the same way: cold (no
 * cache), then warm (dist/ removed, the image cache kept: every image from the cache). What
 * the photos add, per photo, is the difference of the medians, cold and warm.
 */
async function benchImages(label: string, project: string, baseline: string, count: number): Promise<string[]> {
  const timed = async (dir: string) => {
    const cold: Run[] = [];
    const warm: Run[] = [];
    for (let i = 0; i < runs; i++) {
      await clean(dir);
      cold.push(await build(dir));
      for (const folder of ['dist', 'dist-deploy']) await rm(path.join(dir, folder), { recursive: true, force: true });
      warm.push(await build(dir));
    }
    return { cold, warm };
  };
  const base = await timed(baseline);
  const photos = await timed(project);
  const perImage = (results: Run[], without: Run[]) =>
    `${((median(results.map((r) => r.ms)) - median(without.map((r) => r.ms))) / count).toFixed(0)} ms per image over the same content without them`;
  const counts = (run: Run) => /images: (\d+) processed, (\d+) reused/.exec(run.stdout)?.slice(1).join(' processed, ') ?? '?';
  return [
    row(label, 'build cold', photos.cold, `${counts(photos.cold[0]!)} reused; ${perImage(photos.cold, base.cold)}; target RSS ≤ 512 MB`),
    row(
      label,
      'build warm (image cache)',
      photos.warm,
      `${counts(photos.warm[0]!)} reused; ${perImage(photos.warm, base.warm)}; target ≤ 50 ms per image, RSS ≤ 512 MB`,
    ),
  ];
}

async function benchChecks(label: string, project: string): Promise<string[]> {
  const edited = editedRecord(project);
  const original = await readFile(edited, 'utf8');
  await clean(project);
  await build(project);
  const alone: Run[] = [];
  const cold: Run[] = [];
  const edit: Run[] = [];
  const editAlone: Run[] = [];
  for (let i = 0; i < checkRuns; i++) {
    alone.push(await htmlValidateAlone(project));
    cold.push(await check(project, 'no server', '--no-cache'));
  }
  // A writer's edit, build and check, each build and check on the build server, warm after the first.
  await build(project, 'server');
  await serverReady(project);
  for (let i = 0; i < editCheckRuns; i++) {
    await writeFile(edited, `${original}\nCheck edit ${i}.\n`);
    await build(project, 'server');
    edit.push(await check(project, 'server'));
  }
  await stopServer(project);
  for (let i = 0; i < editCheckRuns; i++) {
    await writeFile(edited, `${original}\nCheck edit ${i}, alone.\n`);
    await build(project);
    editAlone.push(await check(project, 'no server'));
  }
  await writeFile(edited, original);
  const overhead = (median(cold.map((r) => r.ms)) / median(alone.map((r) => r.ms)) - 1) * 100;
  const cached = /; (\d+) unchanged/.exec(edit[0]!.stdout)?.[1];
  return [
    row(label, 'html-validate alone', alone),
    row(label, 'check cold', cold, `${overhead >= 0 ? '+' : ''}${overhead.toFixed(1)}% on html-validate alone`),
    row(
      label,
      'check one-record edit',
      edit,
      `${cached ? `${pagesOf(edit[0]!) - Number(cached)} pages validated, ${cached} from the cache` : ''}; target ≤ ${label === 'real site' ? 1000 : 1500} ms; runs: ${runsOf(edit)}`,
    ),
    row(label, '  with no server', editAlone, `SITE_BUILD_SERVER=0: build and check each a process of its own; runs: ${runsOf(editAlone)}`),
  ];
}

/** Save → reload event in `site serve --watch`, the way a browser would see it. */
async function benchWatch(project: string): Promise<{ times: number[]; rssMb: number; rebuilds: number }> {
  const rssFile = path.join(project, '.rss-watch');
  const child = spawn(process.execPath, ['--import', preload, site, 'serve', '--watch', '--port', '0'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production', SITE_BENCH_RSS: rssFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /at (http:\/\/[^ \n]+)/.exec(text);
      if (match) resolve(match[1]!);
    });
  });
  const builtBefore = text.match(/^Rebuilt in /gm)?.length ?? 0;
  const file = editedRecord(project);
  const original = await readFile(file, 'utf8');
  const times: number[] = [];
  // At least 7 saves whatever --runs says: the first after the server starts lists every folder
  // and warms the code, and a median of 3 saves is mostly that one.
  for (let i = 0; i < Math.max(runs, WATCH_SAVES); i++) {
    // A writer's saves are seconds apart: the last save's recheck (120 ms after it, serve/watchProject.ts)
    // has passed, so a reload seen now is this save's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await fetch(`${url}/__site/events`);
    const reader = response.body!.getReader();
    await reader.read();
    const started = performance.now();
    await writeFile(file, original.replace(/^summary: >-\n  /m, `summary: >-\n  Edit ${i}. `));
    for (let text = ''; !text.includes('event: reload');) text += new TextDecoder().decode((await reader.read()).value);
    times.push(performance.now() - started);
    await reader.cancel();
  }
  // Each save should cost one rebuild: more would mean a reload measured was another save's.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rebuilds = (text.match(/^Rebuilt in /gm)?.length ?? 0) - builtBefore;
  await writeFile(file, original);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const rssMb = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) / 1024;
  return { times, rssMb, rebuilds };
}

/**
 * The knowledge sets: one guide edited and built with the cache, paired run by run with Hugo's
 * cold build (no public/, no resources/) of the same articles (scripts/hugoSet.ts). Without
 * Hugo installed (apt-get install hugo), the pairing is skipped and the row says so.
 */
async function benchGuideEdit(label: string, project: string, count: number): Promise<string[]> {
  const guide = path.join(project, 'content', 'services', 'scale', 'guide-00007.md');
  const original = await readFile(guide, 'utf8');
  const hugoDir = `${project}-hugo`;
  const hugo = await hugoVersion();
  if (hugo) await writeHugoSet(hugoDir, count);
  await clean(project);
  await build(project, 'server');
  await serverReady(project);
  const edit: Run[] = [];
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    await writeFile(guide, original.replace(/^description: /m, `description: Edit ${i}. `));
    edit.push(await build(project, 'server'));
    if (!hugo) continue;
    for (const folder of ['public', 'resources']) await rm(path.join(hugoDir, folder), { recursive: true, force: true });
    const started = performance.now();
    await run('hugo', ['--quiet'], hugoDir);
    cold.push(performance.now() - started);
  }
  await writeFile(guide, original);
  await stopServer(project);
  await rm(hugoDir, { recursive: true, force: true });
  const reused = /cache: (\d+) of/.exec(edit[0]!.stdout)?.[1];
  const rendered = reused ? `${pagesOf(edit[0]!) - Number(reused)} pages rendered` : '';
  if (!hugo) return [row(label, 'build one-guide edit', edit, `${rendered}; Hugo not installed, no comparison`)];
  const ratio = median(edit.map((r) => r.ms)) / median(cold);
  return [
    row(label, 'build one-guide edit', edit, `${rendered}; ${ratio.toFixed(2)} × Hugo ${hugo} cold (target ≤ 0.8)`),
    `${label.padEnd(20)} ${'Hugo cold, same articles'.padEnd(24)} ${String(count).padStart(6)} ${median(cold).toFixed(0).padStart(8)}   runs: ${cold.map((t) => t.toFixed(0)).join(', ')}`,
  ];
}

const run = (command: string, args: readonly string[], cwd: string) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${command} exited ${code}`))));
  });

/**
 * Makes a set a git repository of one commit, as a writer's project is: its builds read the
 * history to date pages (<lastmod>), and a save is dated as uncommitted.
 */
async function commitSet(project: string): Promise<void> {
  await writeFile(path.join(project, '.gitignore'), 'dist/\ndist-deploy/\n.site-cache/\n.rss-*\n');
  const env = { ...process.env, GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z' };
  const identity = ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false'];
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    [...identity, 'commit', '-q', '-m', 'content'],
  ])
    await new Promise<void>((resolve, reject) =>
      spawn('git', args, { cwd: project, env, stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')} exited ${code}`)),
      ),
    );
}

const hugoVersion = () =>
  run('hugo', ['version'], tmpdir()).then(
    (text) => /v[\d.]+/.exec(text)?.[0] ?? '?',
    () => undefined,
  );

/** Longer runs of the incremental-equals-scratch property than the test's: steps whose output differed from a build from scratch. */
async function benchEditSequences(): Promise<string> {
  const seeds = [1, 2, 3];
  const steps = Number(option('edit-steps', '20'));
  const started = performance.now();
  let wrong = 0;
  let failing = 0;
  for (const seed of seeds) {
    for (const outcome of await runEditSequence(seed, steps)) {
      if (outcome.watch.length > 0 || outcome.cached.length > 0) {
        wrong++;
        console.log(`  seed ${seed} step ${outcome.step} (${outcome.edit}): watch ${outcome.watch.join(' ')}; cached ${outcome.cached.join(' ')}`);
      }
      if (!outcome.ok) failing++;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return `${'small site'.padEnd(20)} ${'edit sequences'.padEnd(24)} ${seeds.length} seeds × ${steps} edits in ${seconds} s: ${wrong} steps differed from a build from scratch (${failing} steps were content errors, output kept)`;
}

/**
 * One cold build past sitemaps.org's 50,000 URLs, then the sitemap as `site check` reads it: the
 * index and every part, each within the limits, listing every page but the 404 once.
 */
async function benchSitemap(project: string): Promise<string[]> {
  const label = `sitemap set +${sitemapPlaces}`;
  const built = await build(project);
  const started = performance.now();
  const site = await readSite(path.join(project, 'dist'), 'dist');
  const { entries, findings, parts } = readSitemap(site, 'sitemap.xml');
  const readMs = performance.now() - started;
  const pages = pagesOf(built);
  // Without an index (a set too small to pass the limit) sitemap.xml itself is the one part.
  const files = parts.length > 0 ? parts : ['sitemap.xml'];
  const sizes = files.map((part) => Buffer.byteLength(site.texts!.get(part) ?? ''));
  const largest = Math.max(...files.map((part) => (site.texts!.get(part)!.match(/<url>/g) ?? []).length));
  const verdict =
    findings.length === 0 && entries.length === pages - 1 && new Set(entries.map((e) => e.loc)).size === entries.length && largest <= SITEMAP_LIMITS.urls
      ? 'every page once'
      : `PROBLEM: ${findings.length} findings, ${entries.length} URLs for ${pages - 1} pages`;
  return [
    row(label, 'build cold', [built]),
    `${label.padEnd(20)} ${'read sitemap index'.padEnd(24)} ${String(entries.length).padStart(6)} ${readMs.toFixed(0).padStart(8)}   ${parts.length > 0 ? `an index of ${parts.length} parts` : 'one file'}, the largest ${largest} URLs, ${(Math.max(...sizes) / 1024 / 1024).toFixed(1)} MB; ${verdict}`,
  ];
}

const work = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
console.log(
  `site benchmark: medians of ${runs} build runs, ${checkRuns} cold ${checkRuns === 1 ? 'check' : 'checks'} and ${editCheckRuns} checks after an edit, fresh processes, NODE_ENV=production\n`,
);
console.log(`${'set'.padEnd(20)} ${'what'.padEnd(24)} ${'pages'.padStart(6)} ${'wall ms'.padStart(8)} ${'ms/page'.padStart(9)} ${'RSS MB'.padStart(8)}`);
try {
  let real: { coldMs: number; pages: number } | undefined;
  for (const set of sets) {
    const project = path.join(work, set);
    if (set === 'edits') {
      console.log(await benchEditSequences());
      continue;
    }
    if (set === 'images' || set === 'large-photos') {
      const [label, count, size] = set === 'images' ? [`${IMAGES} photos`, IMAGES, PHONE_PHOTO] : [`${LARGE.count} 60 MP photos`, LARGE.count, LARGE];
      const baseline = path.join(work, `${set}-baseline`);
      await writeScaleSet(packageRoot, baseline, 0);
      await writeImageSet(packageRoot, project, count, size);
      for (const line of await benchImages(label, project, baseline, count)) console.log(line);
      for (const dir of [project, baseline]) await rm(dir, { recursive: true, force: true });
      continue;
    }
    if (set === 'sitemap') {
      await writeLocationSet(packageRoot, project, sitemapPlaces);
      for (const line of await benchSitemap(project)) console.log(line);
      await rm(project, { recursive: true, force: true });
      continue;
    }
    if (set === 'locations') await writeLocationSet(packageRoot, project, 1000);
    else await writeScaleSet(packageRoot, project, set === 'real' ? 0 : Number(set));
    await commitSet(project);
    const label = set === 'real' ? 'real site' : set === 'locations' ? 'location set +1000' : `knowledge set +${set}`;
    const builds = await benchBuilds(label, project);
    for (const line of builds.lines) console.log(line);
    if (set === 'real') real = builds;
    if (real && set !== 'real' && set !== 'locations') {
      const marginal = (builds.coldMs - real.coldMs) / (builds.pages - real.pages);
      console.log(`${label.padEnd(20)} ${'marginal cold ms/article'.padEnd(24)} ${''.padStart(6)} ${''.padStart(8)} ${marginal.toFixed(3).padStart(9)}`);
    }
    if (set === 'real' || set === 'locations') for (const line of await benchChecks(label, project)) console.log(line);
    if (set === 'real' || set === 'locations') {
      const { times, rssMb, rebuilds } = await benchWatch(project);
      const target = set === 'real' ? 150 : 300;
      console.log(
        `${label.padEnd(20)} ${'watch save → reload'.padEnd(24)} ${String(builds.pages).padStart(6)} ${median(times).toFixed(0).padStart(8)} ${''.padStart(9)} ${rssMb.toFixed(0).padStart(8)}   target ≤ ${target} ms; runs: ${times.map((t) => t.toFixed(0)).join(', ')}; ${rebuilds} rebuilds for ${times.length} saves`,
      );
    }
    if (set !== 'real' && set !== 'locations') for (const line of await benchGuideEdit(label, project, Number(set))) console.log(line);
    await rm(project, { recursive: true, force: true });
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
