import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';

export interface RunningNginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The nginx binary: NGINX_PATH, or the one on PATH (scripts/test.sh installs Debian's nginx-light). */
export function nginxBinary(): string | undefined {
  const candidates = [process.env['NGINX_PATH'], '/usr/sbin/nginx', 'nginx'].filter((c): c is string => Boolean(c));
  return candidates.find((candidate) => spawnSync(candidate, ['-v']).status === 0);
}

/**
 * Starts an nginx of the test's own: its own prefix, pid file, error log and temp folders in
 * `dir`, on a free port of 127.0.0.1, in the foreground (`daemon off`) as the current user,
 * with `site` (a file in the http context, as conf.d/ files are) as its only configuration.
 */
export async function startNginx(binary: string, dir: string, site: string): Promise<RunningNginx> {
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  await writeFile(path.join(dir, 'site.conf'), site);
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, 'temp')};`).join('\n');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `${user}daemon off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\nevents {}\nhttp {\n  access_log off;\n${temp}\n  include ${path.join(dir, 'site.conf')};\n}\n`,
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${/listen 127\.0\.0\.1:(\d+)/.exec(site)![1]}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    if (await answers(url)) break;
    if (tries > 100) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) process.kill(child.pid!, 'SIGQUIT');
      await exited;
    },
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
}
