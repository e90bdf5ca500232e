import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** What one command said: its output, what it said on stderr, and how it exited. */
export interface ShellResult {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * A shell a watch session keeps running to start its git commands (lastmod/gitLog.ts).
 * Starting a process from the session's thread forks the whole build process: on a large site
 * that held the thread on every save for longer than `git status` itself takes. The
 * shell is forked once, as the session starts and its process is still small, and forks each
 * git from its own few megabytes.
 *
 * Each command's output goes to a file in the shell's own temporary folder, so output of any
 * size and any bytes comes back whole; the shell says the exit code on its stdout once the
 * command is done. It exits, and removes that folder, when the session's end closes its stdin.
 */
export interface GitShell {
  /** Runs `command` with `args`; undefined when the shell cannot (it has exited): run the command another way. */
  run(command: string, args: readonly string[]): Promise<ShellResult | undefined>;
}

const LOOP = `trap 'rm -rf "$1"' EXIT
while IFS= read -r command; do
  eval "$command" >"$1/out" 2>"$1/err" </dev/null
  echo "$?"
done`;

/** A running shell, or undefined where there is none to start (no `sh`): callers start each command themselves. */
export function startGitShell(): GitShell | undefined {
  if (process.platform === 'win32') return undefined;
  let folder: string;
  let child: ChildProcessWithoutNullStreams;
  try {
    folder = mkdtempSync(path.join(tmpdir(), 'site-git-'));
    child = spawn('sh', ['-c', LOOP, 'sh', folder], { stdio: 'pipe' });
  } catch {
    return undefined;
  }
  let alive = true;
  const waiting: ((code: number | undefined) => void)[] = [];
  const gone = () => {
    alive = false;
    for (const answer of waiting.splice(0)) answer(undefined);
  };
  child.on('error', gone);
  child.on('exit', gone);
  child.stdin.on('error', gone);
  // The session ends without closing it: an idle shell must not keep the process alive, one
  // that runs a command must, or the process could end waiting for its answer.
  const streams = [child.stdout, child.stderr].map((stream) => stream as unknown as { ref(): void; unref(): void });
  const hold = (held: boolean) => {
    for (const handle of [...streams, child]) {
      if (held) handle.ref();
      else handle.unref();
    }
  };
  hold(false);
  createInterface({ input: child.stdout }).on('line', (line) => {
    waiting.shift()?.(Number(line));
    if (waiting.length === 0) hold(false);
  });

  // One command at a time: each waits for the one before it, in order.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(command, args) {
      const words = [command, ...args];
      // A line per command: an argument with a line break cannot go through the loop.
      if (words.some((word) => word.includes('\n'))) return Promise.resolve(undefined);
      const line = words.map(quoted).join(' ');
      const result = queue.then(
        () =>
          new Promise<ShellResult | undefined>((resolve) => {
            if (!alive) return resolve(undefined);
            hold(true);
            waiting.push((code) => {
              if (code === undefined || Number.isNaN(code)) return resolve(undefined);
              const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');
              try {
                resolve({ stdout: read('out'), stderr: read('err'), code });
              } catch {
                resolve(undefined);
              }
            });
            child.stdin.write(`${line}\n`);
          }),
      );
      queue = result;
      return result;
    },
  };
}

/** A word as the shell reads it back unchanged: in single quotes, each `'` closed, escaped and reopened. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
