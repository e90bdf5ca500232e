// The project's own TypeScript, compiled for Node: run from its sources through tsx, `site`
// spends most of a small build just loading the project's modules through the loader. esbuild
// compiles only the project's files (src/, templates/) into ES modules, one per entry (the CLI,
// each worker) and shared chunks, leaving every dependency as an import that Node resolves from
// node_modules/ as usual: the code that runs is the code in src/ and node_modules/. Modules the
// code imports only when it needs them (`import()`) stay separate chunks, loaded only then. The
// copy lives in node_modules/.cache/site/, named by a hash of every code file and tool file
// (codeInputs.mjs, the inputs the build fingerprint hashes too), so any change compiles it afresh
// on the next run. Plain JavaScript, like codeInputs.mjs: bin/ loads it before any TypeScript can load.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_ENTRIES, codeFiles, hashToolFiles, TOOL_FILES } from './codeInputs.mjs';
import { memoByStamps } from './memoByStamps.mjs';
import { withEsbuild } from './esbuildService.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tsconfig = path.join(root, 'tsconfig.json');

/**
 * The compiled CLI's main module, compiled now if these sources have not been yet; compiling
 * removes the copies of older sources but `keep`, the copy a running CLI was loaded from (its
 * source maps; a watch session compiles afresh after a template edit). Worker threads started
 * from the sources use its worker entries too (src/workers/fromSource.mjs).
 */
export async function compiledCli({ keep } = {}) {
  const dir = path.join(root, 'node_modules', '.cache', 'site');
  const folder = path.join(dir, `cli-${sourceHash(root)}`);
  const file = path.join(folder, 'main.mjs');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const temporary = `${folder}.${process.pid}.tmp`;
  await withEsbuild(({ build }) =>
    build({
      entryPoints: Object.fromEntries(Object.entries(CODE_ENTRIES).map(([name, source]) => [name, path.join(root, source)])),
      bundle: true,
      // Every dependency stays in node_modules/, imported as it is published.
      packages: 'external',
      format: 'esm',
      splitting: true,
      platform: 'node',
      target: 'node20',
      outdir: temporary,
      outExtension: { '.js': '.mjs' },
      tsconfig,
      // Maps beside the modules, read only when a template throws, to report the template's own
      // file and line (src/render/codeFrame.ts).
      sourcemap: 'external',
      sourcesContent: false,
      logLevel: 'silent',
    }),
  );
  for (const old of readdirSync(dir))
    if (old.startsWith('cli-') && !path.join(dir, old).startsWith(folder) && path.join(dir, old) !== keep)
      rmSync(path.join(dir, old), { recursive: true, force: true });
  try {
    renameSync(temporary, folder);
  } catch (error) {
    // Another `site` compiled the same sources first: use theirs.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  return file;
}

/**
 * The compiled copy's name: the code (this file, which holds the compile options, among it) and
 * the tool files, hashed when their stamps have changed since (memoByStamps.mjs).
 */
export function sourceHash(packageRoot) {
  const names = codeFiles(packageRoot);
  const files = [...names, ...TOOL_FILES].map((name) => path.join(packageRoot, name));
  return memoByStamps(path.join(packageRoot, 'node_modules', '.cache', 'site', 'source-hash.json'), files, () => {
    const hash = hashToolFiles(createHash('sha1'), packageRoot);
    for (const name of names)
      hash
        .update(`${name}\0`)
        .update(readFileSync(path.join(packageRoot, name)))
        .update('\0');
    return hash.digest('hex').slice(0, 16);
  });
}
