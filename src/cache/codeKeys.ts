import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_ENTRIES, codeFiles, hashToolFiles, TOOL_FILES } from '../codeInputs.mjs';
import { memoByBytes, memoByStamps, type MemoStore } from '../memoByStamps.mjs';
import { withEsbuild } from '../esbuildService.mjs';
import { appendAll } from '../appendAll.ts';

export interface CodeKeys {
  /** Everything every page depends on: the pipeline, the document shell and the tool files (version, lockfile). */
  common: string;
  /** Template name → hash of the code only that template's pages run. */
  templates: Record<string, string>;
}

/** File → the files it imports (static and dynamic imports, re-exports), absolute paths. */
export type CodeGraph = ReadonlyMap<string, readonly string[]>;

export interface CodeLayout {
  /** The package root: files are hashed by their paths from it, so a checkout moved elsewhere (a CI runner's) keeps its keys. */
  root: string;
  /** Where the code starts (the build's entry and each worker's module): everything they reach, page templates aside, is common code. */
  entries: readonly string[];
  /** The template registry, which imports every page template; common code stops there. */
  registry: string;
  /** Mixed into the common key: a hash of the tool files (codeInputs.mjs). */
  salt: string;
}

/**
 * The import graph of the code that `entries` (absolute paths) reach, as esbuild resolves it
 * when it compiles the code (src/compiledCode.mjs): the one reader of imports, which the cache
 * keys and the architecture test both use. Dependencies are left out. A type-only import
 * (`import type`) is no import at run time and is not in the graph.
 */
export async function readCodeGraph(packageRoot: string, entries: readonly string[]): Promise<Map<string, string[]>> {
  const { metafile } = await withEsbuild(({ build }) =>
    build({
      absWorkingDir: packageRoot,
      entryPoints: [...entries],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      tsconfig: path.join(packageRoot, 'tsconfig.json'),
      outdir: path.join(packageRoot, 'node_modules', '.cache', 'site', 'graph'),
      write: false,
      metafile: true,
      // bin/site, a script without an extension, is JavaScript.
      loader: { '': 'js' },
      logLevel: 'silent',
    }),
  );
  return new Map(
    Object.entries(metafile.inputs).map(([file, { imports }]) => [
      path.join(packageRoot, file),
      imports.filter((imported) => !imported.external).map((imported) => path.join(packageRoot, imported.path)),
    ]),
  );
}

/**
 * Template name → the file that defines it: each page template is the component of the same
 * name, in a file of its own that the registry imports (`home` is `Home` in `Home.tsx`), so
 * the names come from the registry's imports (test/cache/codeKeys.test.ts holds the registry to
 * that rule).
 */
export function registryFiles(graph: CodeGraph, registry: string): Map<string, string> {
  return new Map(
    (graph.get(registry) ?? []).map((file) => {
      const component = path.basename(file, path.extname(file));
      return [component[0]!.toLowerCase() + component.slice(1), file] as const;
    }),
  );
}

/**
 * Which code each page template runs, so a template edit re-renders only the pages built with
 * it: the source of src/ and templates/, read for `keysFor`.
 */
export async function codeKeys(packageRoot: string, templatesDir: string, kept?: MemoStore): Promise<CodeKeys> {
  return (await codeLayout(packageRoot, templatesDir, kept)).keys;
}

/** Template name → the files of the code only that template's pages run (absolute paths): what dates its pages (src/lastmod/). */
export async function templateFiles(packageRoot: string, templatesDir: string, kept?: MemoStore): Promise<Map<string, string[]>> {
  return new Map(Object.entries((await codeLayout(packageRoot, templatesDir, kept)).templates));
}

/**
 * The keys and each template's own files, worked out from the code, or kept from when its
 * files last had the stamps they have now (src/memoByStamps.mjs): reading the import graph
 * compiles the code, a fraction of a second; statting the files takes a few milliseconds.
 * Where the stamps are all new, as in a CI checkout, the site's cache (`kept`, its
 * `codeLayout` entry) may hold them by the files' bytes, read in a few tens of milliseconds.
 */
async function codeLayout(packageRoot: string, templatesDir: string, kept?: MemoStore): Promise<{ keys: CodeKeys; templates: Record<string, string[]> }> {
  const files = codeFiles(packageRoot).map((file) => path.join(packageRoot, file));
  const layout = {
    root: packageRoot,
    entries: [path.join(packageRoot, 'src', 'build.ts'), ...Object.values(CODE_ENTRIES).map((entry) => path.join(packageRoot, entry))],
    registry: path.join(templatesDir, 'pages', 'index.ts'),
  };
  const inputs = [...files, layout.registry, ...TOOL_FILES.map((name) => path.join(packageRoot, name))];
  const compute = async () => {
    const split = codeSplit(await readCodeGraph(packageRoot, [...layout.entries, layout.registry]), layout);
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const salt = hashToolFiles(createHash('sha1'), packageRoot).digest('hex');
    return { keys: keysFor(sources, { ...layout, salt }, split), templates: split.templates };
  };
  return memoByStamps(path.join(packageRoot, 'node_modules', '.cache', 'site', 'code-keys.json'), inputs, () =>
    kept ? memoByBytes(kept, inputs, compute) : compute(),
  );
}

/**
 * A page template's key hashes the files it reaches that are not common code; the common key
 * hashes everything the entries reach without entering the templates.
 */
export function keysFor(sources: ReadonlyMap<string, string>, layout: CodeLayout, split: ReturnType<typeof codeSplit>): CodeKeys {
  const hashOf = (files: Iterable<string>, salt: string) => {
    const hash = createHash('sha1').update(salt);
    for (const file of [...files].sort())
      hash
        .update(`${path.relative(layout.root, file)}\0`)
        .update(sources.get(file) ?? '\0absent\0')
        .update('\0');
    return hash.digest('hex');
  };
  const { common, templates } = split;
  return { common: hashOf(common, layout.salt), templates: Object.fromEntries(Object.entries(templates).map(([name, files]) => [name, hashOf(files, name)])) };
}

/** The common code (what the entries reach without entering the templates), and each page template's own files besides it. */
export function codeSplit(graph: CodeGraph, layout: Omit<CodeLayout, 'salt' | 'root'>): { common: Set<string>; templates: Record<string, string[]> } {
  const reach = (entries: readonly string[], stopAt?: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file !== stopAt) appendAll(stack, graph.get(file) ?? []);
    }
    return seen;
  };
  const common = reach(layout.entries, layout.registry);
  const templates: Record<string, string[]> = {};
  for (const [name, file] of registryFiles(graph, layout.registry)) templates[name] = [...reach([file])].filter((f) => !common.has(f));
  return { common, templates };
}

/**
 * The key of the share card's code: a hash of every file the card template and its painter
 * reach (`templates/cards/shareCard.ts`, `src/cards/drawCard.ts` and what they import), so an
 * edit to the card's code draws every card again and nothing else's does. Kept by the files' stamps, as the other keys are.
 */
export async function cardCodeKey(packageRoot: string, templatesDir: string): Promise<string> {
  const files = codeFiles(packageRoot).map((file) => path.join(packageRoot, file));
  const card = [path.join(templatesDir, 'cards', 'shareCard.ts'), path.join(packageRoot, 'src', 'cards', 'drawCard.ts')];
  return memoByStamps(path.join(packageRoot, 'node_modules', '.cache', 'site', 'card-code-key.json'), [...files, ...card], async () => {
    const graph = await readCodeGraph(packageRoot, card);
    const hash = createHash('sha1');
    for (const file of [...graph.keys()].sort())
      hash
        .update(`${path.relative(packageRoot, file)}\0`)
        .update(readFileSync(file, 'utf8'))
        .update('\0');
    return hash.digest('hex');
  });
}
