// The compiled copy of the code. Run from its TypeScript sources through tsx, `site` spends
// about 0.6 s just loading ~200 modules; compiled by esbuild, it loads in a fraction of that.
// Each entry (the CLI, each worker) is one file; what a command imports only when it runs
// (React, html-validate...) is evaluated only then. The copy lives in node_modules/.cache/site/,
// named by a hash of every code file and tool file (codeInputs.mjs, the inputs the build
// fingerprint hashes too), so any change compiles it afresh on the next run (in about 0.2 s). The CLI loads it (bin/loadCli.mjs), and
// so do worker threads started from the sources (src/workers/fromSource.mjs). Plain
// JavaScript, like codeInputs.mjs: bin/ loads it before any TypeScript can load.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFiles, hashToolFiles, TOOL_FILES } from './codeInputs.mjs';
import { memoByStamps } from './memoByStamps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tsconfig = path.join(root, 'tsconfig.json');

/**
 * The compiled CLI's main file, compiled now if these sources have not been yet; compiling
 * removes the copies of older sources but `keep`, the copy a running CLI was loaded from (its
 * source maps and code caches; a watch session compiles afresh after a template edit). Worker
 * threads started from the sources use its worker entries too (src/workers/fromSource.mjs).
 */
export async function compiledCli({ keep } = {}) {
  const dir = path.join(root, 'node_modules', '.cache', 'site');
  const folder = path.join(dir, `cli-${sourceHash(root)}`);
  const file = path.join(folder, 'main.cjs');
  if (existsSync(file)) return file;
  const { build } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  const temporary = `${folder}.${process.pid}.tmp`;
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Pure-JavaScript dependencies are bundled too: Node loads one file faster than the
    // hundreds that make up unified, micromark and zod. These stay in node_modules: React
    // picks its build by NODE_ENV when loaded, and the rest ship binaries or start workers.
    external: ['react', 'react-dom', 'esbuild', 'lightningcss', 'html-validate', 'tsx', 'sharp'],
    tsconfig,
    // Maps beside the bundles (no comment in them: Node never reads them on its own), read only
    // when a template throws, to report the template's own file and line (src/render/codeFrame.ts).
    sourcemap: 'external',
    sourcesContent: false,
    // Without comments and indents, and ASCII (esbuild escapes any other character, but in a
    // regular expression: the code writes those escaped, "\u00A3" for "£"), a bundle is a third
    // smaller and loads as one byte a character (src/loadBundle.mjs): 3 MB read as UTF-8 took
    // 40 ms, and twice as long to compile.
    minifyWhitespace: true,
    // `import()` of a package left out of the bundle becomes a require(): run through vm
    // (src/loadBundle.mjs), an import() needs Node's experimental loader hook, which warns.
    supported: { 'dynamic-import': false },
    logLevel: 'silent',
  };
  // Every entry is one CommonJS file, which bin/loadCli.mjs and each worker thread run through
  // V8's code cache (src/loadBundle.mjs): loaded as ES modules, the code was compiled afresh in
  // every process and thread, about 0.15 s of a build after a one-record edit, and 0.4 s of
  // the check worker before its first page. Modules only imported dynamically stay unevaluated
  // until imported, so each command still runs only its own code.
  const cjs = {
    ...common,
    outdir: temporary,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // CommonJS has no import.meta: the code finds its workers, and html-validate its own files, from its URL.
    define: { 'import.meta.url': '__siteModuleUrl' },
    banner: { js: "const __siteModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
  };
  await Promise.all([
    build({
      ...cjs,
      // The workers are entries of their own: worker threads start from a file.
      entryPoints: {
        'session-worker': path.join(root, 'src', 'incremental', 'sessionWorker.ts'),
        main: path.join(root, 'src', 'cli', 'main.ts'),
        'render-worker': path.join(root, 'src', 'render', 'parallel', 'renderWorker.ts'),
        'markdown-worker': path.join(root, 'src', 'content', 'markdownWorker.ts'),
      },
    }),
    // The check worker bundles html-validate too.
    build({
      ...cjs,
      entryPoints: { 'check-worker': path.join(root, 'src', 'check', 'parallel', 'checkWorker.ts') },
      external: common.external.filter((name) => name !== 'html-validate'),
      plugins: [lazyAjvForHtmlValidate, selectorMemoForHtmlValidate],
    }),
  ]);
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
 * html-validate's `ajv`, in the check worker, is Ajv compiling each schema when its validator is
 * first called (src/check/parallel/lazyAjv.ts). That module's own `ajv` is the one html-validate
 * would have had: resolved from html-validate's folder.
 */
const lazyAjvForHtmlValidate = {
  name: 'lazy-ajv-for-html-validate',
  setup(build) {
    const lazyAjv = path.join(root, 'src', 'check', 'parallel', 'lazyAjv.ts');
    let htmlValidateDir;
    build.onResolve({ filter: /^ajv$/ }, async (args) => {
      if (args.importer === lazyAjv) return htmlValidateDir === undefined ? undefined : build.resolve('ajv', { kind: args.kind, resolveDir: htmlValidateDir });
      if (!args.importer.includes(`${path.sep}html-validate${path.sep}`)) return undefined;
      htmlValidateDir = args.resolveDir;
      return { path: lazyAjv };
    });
  },
};

/** html-validate's core module, in the check worker, with its selector parser keeping what it parsed (memoizeSelectorParsing). */
const selectorMemoForHtmlValidate = {
  name: 'selector-memo-for-html-validate',
  setup(build) {
    build.onLoad({ filter: /[\\/]html-validate[\\/]dist[\\/]esm[\\/]core\.js$/ }, (args) => ({
      contents: memoizeSelectorParsing(readFileSync(args.path, 'utf8')),
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** html-validate's selector parser, as its release has it. */
const STOCK_PARSER = `function parseSelector(selector) {
  const compounds = getCompounds(selector);
  return ComplexSelector.fromCompounds(compounds);
}`;

/** Selectors the memo holds before it starts afresh. */
const MAX_SELECTORS = 1024;

/**
 * The same parser, keeping what it parsed. A parsed selector holds nothing of a match (each
 * match makes its own context), so one serves every match. Selectors that name an id are made
 * per page, so the memo starts afresh once it holds MAX_SELECTORS.
 */
const MEMOIZED_PARSER = `const parsedSelectors = new Map();
function parseSelector(selector) {
  let parsed = parsedSelectors.get(selector);
  if (parsed === undefined) {
    if (parsedSelectors.size >= ${MAX_SELECTORS}) parsedSelectors.clear();
    parsed = ComplexSelector.fromCompounds(getCompounds(selector));
    parsedSelectors.set(selector, parsed);
  }
  return parsed;
}`;

/**
 * html-validate's core module (its `dist/esm/core.js`) with its selector parser keeping what it
 * parsed, for the check worker's bundle. html-validate parses a CSS selector afresh each time a
 * rule matches one: `element.matches()` for each content category each element may hold
 * (element-permitted-content), `querySelectorAll` for each landmark (unique-landmark), and more,
 * per element and per page. On this site's pages that parsing was about a tenth of
 * html-validate's time, and more in a worker's first pages, which are a check after an edit.
 * The parser is private to the module, so the change is made to its text as the bundle is made;
 * source other than that release's own (10.17.0: CHECKED_WITH_HTML_VALIDATE in
 * src/check/rules/linearElementSearch.mjs) is returned as it is, and
 * test/check/selectorMemo.test.ts fails until the change is checked against the new release.
 */
export function memoizeSelectorParsing(source) {
  return source.includes(STOCK_PARSER) ? source.replace(STOCK_PARSER, MEMOIZED_PARSER) : source;
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
