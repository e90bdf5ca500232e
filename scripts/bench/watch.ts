// The writer's loop: save → reload in `site serve --watch`, the way a browser sees it.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { editedRecord } from './builds.ts';
import { options } from './options.ts';
import { median } from './run.ts';
import { line } from './table.ts';

/** At least this many saves whatever --runs says: the first after the server starts lists every folder and warms the code. */
const WATCH_SAVES = 7;

export async function benchWatch(label: string, project: string, pages: number, target: number): Promise<string> {
  const rssFile = path.join(project, '.rss-watch');
  const child = spawn(process.execPath, ['--import', path.join(packageRoot, 'scripts', 'bench-rss.mjs'), options.site, 'serve', '--watch', '--port', '0'], {
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
  for (let i = 0; i < Math.max(options.runs, WATCH_SAVES); i++)
    times.push(await saveToReload(url, file, original.replace(/^summary: >-\n  /m, `summary: >-\n  Edit ${i}. `)));
  // Each save should cost one rebuild: more would mean a reload measured was another save's.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rebuilds = (text.match(/^Rebuilt in /gm)?.length ?? 0) - builtBefore;
  await writeFile(file, original);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const rssMb = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) / 1024;
  const note = `target ≤ ${target} ms; runs: ${times.map((t) => t.toFixed(0)).join(', ')}; ${rebuilds} rebuilds for ${times.length} saves`;
  return line(label, 'watch save → reload', [String(pages), median(times).toFixed(0), '', rssMb.toFixed(0)], note);
}

/** One save, timed from the write to the reload event the page's event stream gets. */
async function saveToReload(url: string, file: string, text: string): Promise<number> {
  // A writer's saves are seconds apart: the last save's recheck (120 ms after it, serve/watchProject.ts)
  // has passed, so a reload seen now is this save's.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const response = await fetch(`${url}/__site/events`);
  const reader = response.body!.getReader();
  await reader.read();
  const started = performance.now();
  await writeFile(file, text);
  for (let seen = ''; !seen.includes('event: reload');) seen += new TextDecoder().decode((await reader.read()).value);
  const ms = performance.now() - started;
  await reader.cancel();
  return ms;
}
