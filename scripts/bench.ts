// `npm run bench`: times `site build` on the real site and on the scale set (4,000 and 10,000
// synthetic articles beside the real content): cold (no output, no cache), warm (nothing
// changed), and after editing one record (the build cache reuses the other pages), plus the
// watch-mode rebuild.
// Each figure is the median of several runs in fresh processes. Timing lives here, never in tests.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../src/projectPaths.ts';
import { writeScaleSet } from './scaleSet.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const sizes = (process.argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '0,4000,10000').split(',').map(Number);
const site = path.join(packageRoot, 'bin', 'site');
const preload = path.join(packageRoot, 'scripts', 'bench-rss.mjs');

interface Run {
  ms: number;
  rssMb: number;
  pages: number;
  /** Pages the build cache carried over, when the summary says. */
  reused?: number;
}

/** One `site build` in a fresh process: wall time, peak RSS and page count. */
async function timeBuild(project: string, out: string): Promise<Run> {
  const rssFile = path.join(project, '.rss');
  const started = performance.now();
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', preload, site, 'build', '--out', out], {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'production', SITE_BENCH_RSS: rssFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`site build exited ${code}`))));
  });
  const ms = performance.now() - started;
  const pages = Number(/(\d+) pages?/.exec(stdout)?.[1] ?? 0);
  const reused = /cache: (\d+) of/.exec(stdout)?.[1];
  return { ms, rssMb: Number(await readFile(rssFile, 'utf8')) / 1024, pages, ...(reused ? { reused: Number(reused) } : {}) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchBuilds(label: string, project: string): Promise<string[]> {
  const out = path.join(project, 'dist');
  const edited = path.join(project, 'content', 'locations', 'dover.md');
  const original = await readFile(edited, 'utf8');
  const cold: Run[] = [];
  const warm: Run[] = [];
  const edit: Run[] = [];
  for (let i = 0; i < runs; i++) {
    await rm(out, { recursive: true, force: true });
    await rm(`${out}-deploy`, { recursive: true, force: true });
    await rm(path.join(project, '.site-cache'), { recursive: true, force: true });
    cold.push(await timeBuild(project, 'dist'));
    warm.push(await timeBuild(project, 'dist'));
    await writeFile(edited, `${original}\nEdit ${i}.\n`);
    edit.push(await timeBuild(project, 'dist'));
    await writeFile(edited, original);
  }
  const row = (kind: string, results: Run[]) => {
    const ms = median(results.map((r) => r.ms));
    const pages = results[0]!.pages;
    const reused = results[0]!.reused === undefined ? '' : `   ${pages - results[0]!.reused} pages rendered, ${results[0]!.reused} reused`;
    return `${label.padEnd(22)} ${kind.padEnd(5)} ${String(pages).padStart(6)} ${ms.toFixed(0).padStart(8)} ${(ms / pages).toFixed(3).padStart(9)} ${median(results.map((r) => r.rssMb)).toFixed(0).padStart(8)}${kind === 'edit' ? reused : ''}`;
  };
  return [row('cold', cold), row('warm', warm), row('edit', edit)];
}

/** Save → reload event in `site serve --watch`, the way a browser would see it. */
async function benchWatch(project: string): Promise<number[]> {
  const child = spawn(process.execPath, [site, 'serve', '--watch', '--port', '0'], { cwd: project, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /at (http:\/\/[^ \n]+)/.exec(text);
      if (match) resolve(match[1]!);
    });
  });
  const file = path.join(project, 'content', 'locations', 'dover.md');
  const original = await readFile(file, 'utf8');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const response = await fetch(`${url}/__site/events`);
    const reader = response.body!.getReader();
    await reader.read();
    const started = performance.now();
    await writeFile(file, original.replace(/^summary: >-\n  /m, `summary: >-\n  Edit ${i}. `));
    for (let text = ''; !text.includes('event: reload'); ) text += new TextDecoder().decode((await reader.read()).value);
    times.push(performance.now() - started);
    await reader.cancel();
  }
  await writeFile(file, original);
  child.kill('SIGTERM');
  return times;
}

const work = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
console.log(`site benchmark: ${runs} runs each, medians, fresh processes, NODE_ENV=production\n`);
console.log(`${'set'.padEnd(22)} ${'build'.padEnd(5)} ${'pages'.padStart(6)} ${'wall ms'.padStart(8)} ${'ms/page'.padStart(9)} ${'RSS MB'.padStart(8)}`);
try {
  for (const size of sizes) {
    const project = path.join(work, `set-${size}`);
    await writeScaleSet(packageRoot, project, size);
    for (const line of await benchBuilds(size === 0 ? 'real site' : `scale set +${size}`, project)) console.log(line);
    if (size === 0) {
      const watch = await benchWatch(project);
      console.log(`\nwatch: save → reload, real site: median ${median(watch).toFixed(0)} ms (runs: ${watch.map((t) => t.toFixed(0)).join(', ')})\n`);
    }
    await rm(project, { recursive: true, force: true });
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
