import { execFile, spawn } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GitShell } from './gitShell.ts';

const run = promisify(execFile);

/** One file changed by one commit, as `git log --raw` lists it (paths relative to the project root). */
export interface FileChange {
  /** Commit date, seconds since 1970. */
  date: number;
  /** Blob before and after; all zeros where the file did not exist. */
  before: string;
  after: string;
  path: string;
}

/** The repository the project is in, when its history can date pages. */
export interface GitState {
  head: string;
  /** The project root's path inside the repository (`''` at its top, else ending in `/`). */
  prefix: string;
  /** Files (relative to the project root) that differ from HEAD, when the same look found them (gitStatus). */
  dirty?: string[];
}

/** Why the history cannot date pages: no repository, a shallow clone, or git failed (`detail` says how). */
export interface GitProblem {
  problem: 'no-git' | 'shallow' | 'git-failed';
  detail?: string;
}

const NO_BLOB = /^0+$/;
export const isNoBlob = (blob: string) => NO_BLOB.test(blob);

/**
 * HEAD and where the project is in its repository, or why its history cannot date pages: one
 * process, none when no folder from the root up holds a `.git` (as git itself looks, unless
 * GIT_DIR points elsewhere): a process costs a large build process more than the look does.
 * Given `dirs`, in a plain repository (a `.git` folder, not a shallow clone), that process is
 * the `git status` that also finds the files under `dirs` that differ from HEAD (gitStatus),
 * which the history needs next: one process a build instead of two.
 */
export async function gitState(root: string, dirs?: readonly string[]): Promise<GitState | GitProblem> {
  if (process.env['GIT_DIR'] !== undefined) return revParse(root);
  const top = repositoryTop(realFolder(root));
  if (top === undefined) return { problem: 'no-git' };
  const git = path.join(top.folder, '.git');
  if (dirs && isFolder(git) && !existsSync(path.join(git, 'shallow'))) {
    const status = await gitStatus(root, { head: '', prefix: top.prefix }, dirs);
    // A repository with no commit yet is left to rev-parse, to say so as it always has.
    if ('head' in status) return status;
  }
  return revParse(root);
}

async function revParse(root: string): Promise<GitState | GitProblem> {
  try {
    const stdout = await runGit(root, ['rev-parse', '--is-shallow-repository', '--show-prefix', 'HEAD']);
    const [shallow, prefix, head] = stdout.split('\n');
    // A shallow clone's oldest commit claims every file it holds: its dates would be false.
    if (shallow === 'true') return { problem: 'shallow' };
    return head ? { head, prefix: prefix ?? '' } : { problem: 'git-failed', detail: '`git rev-parse HEAD` gave no commit' };
  } catch (error) {
    const detail = (error as Error).message;
    return /not a git repository/.test(detail) ? { problem: 'no-git' } : { problem: 'git-failed', detail };
  }
}

/** The folder as git sees it, links resolved (as they are when it names the project's place in the repository). */
function realFolder(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return path.resolve(root);
  }
}

const isFolder = (file: string) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/** The nearest folder from `folder` up that holds a `.git`, and `folder`'s path inside it as git writes it (`''`, or ending in `/`). */
function repositoryTop(folder: string): { folder: string; prefix: string } | undefined {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) {
      const prefix = path.relative(at, folder).split(path.sep).join('/');
      return { folder: at, prefix: prefix ? `${prefix}/` : '' };
    }
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Runs a git command in the repository of `root`, through a watch session's `shell` when it has
 * one; a failure names the command and says what git said.
 */
async function runGit(root: string, args: readonly string[], shell?: GitShell): Promise<string> {
  const words = ['-C', root, '-c', 'core.quotePath=off', ...args];
  const failed = (said: string, cause?: unknown) => new Error(`\`git ${args[0]}\` failed: ${said}`, { cause });
  const answer = await shell?.run('git', words);
  if (answer) {
    if (answer.code === 0) return answer.stdout;
    throw failed(answer.stderr.trim().split('\n')[0] || `it exited with code ${answer.code}`);
  }
  try {
    return (await run('git', words, { encoding: 'utf8', maxBuffer: 1 << 30 })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw failed(stderr?.trim().split('\n')[0] || message, error);
  }
}

/**
 * Every change to a file under `dirs` (relative to the project root) in the history of HEAD,
 * newest first, in one `git log --raw`. Along the first parents only: what a merge brings in
 * is dated by the merge (when it reached the branch the site is built from), not by the
 * commits of the side branch. Renames are an addition and a deletion.
 */
export async function gitChanges(root: string, dirs: readonly string[]): Promise<FileChange[]> {
  const log = ['log', '--first-parent', '--diff-merges=first-parent', '--raw', '--no-renames', '--no-abbrev', '--relative', '--format=%x01%ct'];
  const stdout = await runGit(root, [...log, 'HEAD', '--', ...dirs]);
  const changes: FileChange[] = [];
  let date = 0;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('\x01')) date = Number(line.slice(1));
    else if (line.startsWith(':')) {
      const tab = line.indexOf('\t');
      const [, , before, after] = line.slice(1, tab).split(' ');
      changes.push({ date, before: before!, after: after!, path: line.slice(tab + 1) });
    }
  }
  return changes;
}

/**
 * HEAD and the files under `dirs` that differ from it, in one `git status`: a watch session's
 * rebuild, once gitState has found the repository (and that it is not shallow). One process
 * a save instead of two, started by the session's `shell` (gitShell.ts): from a large build
 * process each start costs tens of milliseconds.
 */
export async function gitStatus(root: string, known: GitState, dirs: readonly string[], shell?: GitShell): Promise<GitState | GitProblem> {
  try {
    const { head, dirty } = await readStatus(root, known.prefix, dirs, shell);
    return /^[0-9a-f]+$/.test(head) ? { head, prefix: known.prefix, dirty } : { problem: 'git-failed', detail: '`git status` gave no commit' };
  } catch (error) {
    return { problem: 'git-failed', detail: (error as Error).message };
  }
}

/** Files under `dirs` that differ from HEAD in the working tree (changed, added, deleted, untracked), relative to the project root. */
export async function uncommittedFiles(root: string, prefix: string, dirs: readonly string[]): Promise<string[]> {
  return (await readStatus(root, prefix, dirs)).dirty;
}

/** One `git status`: the commit HEAD names, and the files under `dirs` that differ from it, relative to the project root. */
async function readStatus(root: string, prefix: string, dirs: readonly string[], shell?: GitShell): Promise<{ head: string; dirty: string[] }> {
  const stdout = await runGit(root, ['status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all', '--no-renames', '--', ...dirs], shell);
  let head = '';
  const dirty: string[] = [];
  for (const entry of stdout.split('\0')) {
    if (entry.startsWith('# branch.oid ')) head = entry.slice('# branch.oid '.length);
    // Changed: `1 XY sub mH mI mW hH hI path`; unmerged: ten fields before it; untracked: `? path`.
    const fields = { '1': 8, u: 10, '?': 1 }[entry[0] ?? ''];
    if (fields !== undefined) dirty.push(entry.split(' ').slice(fields).join(' '));
  }
  // Porcelain paths are relative to the top of the repository.
  return { head, dirty: dirty.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length)) };
}

/**
 * The bytes of many objects (blob ids, or `HEAD:path`) through one `git cat-file --batch`;
 * an object the repository does not have is left out.
 */
export function readObjects(root: string, names: readonly string[]): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', root, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`\`git cat-file\` failed: it exited with code ${code}`));
      resolve(splitBatch(Buffer.concat(chunks), names));
    });
    child.stdin.end(names.map((name) => `${name}\n`).join(''));
  });
}

/** `git cat-file --batch` output: for each name asked, `<id> <type> <size>\n<bytes>\n` or `<name> missing\n`. */
function splitBatch(output: Buffer, names: readonly string[]): Map<string, Buffer> {
  const objects = new Map<string, Buffer>();
  let at = 0;
  for (const name of names) {
    const end = output.indexOf(10, at);
    if (end < 0) break;
    const header = output.toString('utf8', at, end).split(' ');
    at = end + 1;
    if (header.length !== 3) continue;
    const size = Number(header[2]);
    objects.set(name, output.subarray(at, at + size));
    at += size + 1;
  }
  return objects;
}
