// What the output depends on besides a project's content/ and public/: the pipeline's code and
// the package files that decide how that code runs. The build fingerprint, the build cache's
// common key and the compiled CLI's name all hash these, so a dependency upgrade rebuilds
// everything. Plain JavaScript: src/compiledCode.mjs, which bin/ loads, reads it before any TypeScript can load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the code starts: the CLI, and each worker thread's module (a worker starts from a file,
 * which no import names). The compiled copy has them as entries (src/compiledCode.mjs), and the
 * cache keys count what each reaches (src/cache/codeKeys.ts).
 */
export const CODE_ENTRIES = {
  main: 'src/cli/main.ts',
  'session-worker': 'src/incremental/sessionWorker.ts',
  'render-worker': 'src/render/parallel/renderWorker.ts',
  'markdown-worker': 'src/content/markdownWorker.ts',
  'check-worker': 'src/check/parallel/checkWorker.ts',
  'card-worker': 'src/cards/cardWorker.ts',
};

/** The package folders holding the pipeline's code (templates/ holds its styles and scripts too). */
export const CODE_FOLDERS = ['src', 'templates'];

/**
 * Package files that change what the same code does: dependency versions (package-lock.json),
 * the tool's version and dependency ranges (package.json) and compile options (tsconfig.json).
 */
export const TOOL_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** Whether a file of CODE_FOLDERS is code, which the CLI compiles and a watch session must restart to load. */
export function isCodeFile(name) {
  return /\.(ts|tsx|mjs|js)$/.test(name);
}

/** The code files of CODE_FOLDERS, relative to the package root with forward slashes, sorted. */
export function codeFiles(packageRoot) {
  return CODE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(packageRoot, folder), { recursive: true })
      .map((name) => `${folder}/${String(name).split(path.sep).join('/')}`)
      .filter(isCodeFile),
  ).sort();
}

/** Feeds each tool file, by name, into `hash`; a file the package lacks (an installed copy has no lockfile) counts as absent. */
export function hashToolFiles(hash, packageRoot) {
  for (const name of TOOL_FILES) {
    let bytes = '\0absent\0';
    try {
      bytes = readFileSync(path.join(packageRoot, name));
    } catch {
      // An installed copy of the package has no lockfile: it is absent, not an error.
    }
    hash.update(`${name}\0`).update(bytes).update('\0');
  }
  return hash;
}
