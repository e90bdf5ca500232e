import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFiles, hashToolFiles, TOOL_FILES } from '../codeInputs.mjs';
import { memoByStamps } from '../memoByStamps.mjs';

export interface CodeKeys {
  /** Everything every page depends on: the pipeline, the document shell and the tool files (version, lockfile). */
  common: string;
  /** Template name → hash of the code only that template's pages run. */
  templates: Record<string, string>;
}

export interface CodeLayout {
  /** Where the build starts: everything it reaches, page templates aside, is common code. */
  buildEntry: string;
  /** The template registry, which imports every page template; common code stops there. */
  registry: string;
  /** Template name → the file that defines it. */
  pages: ReadonlyMap<string, string>;
  /** Mixed into the common key: a hash of the tool files (codeInputs.mjs). */
  salt: string;
}

// Relative specifiers in static imports, re-exports, dynamic imports and (the second group) worker URLs.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|(\bnew URL\(\s*))['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The relative modules a source file imports, as written: static imports, re-exports, type-only
 * and dynamic imports, and with `workers` the worker files it starts (a `new URL` of a path
 * beside `import.meta.url`, which no bundler follows). The one reader of imports: the cache
 * keys and the architecture test both use it, and that test holds it to find every import the
 * TypeScript compiler finds. Text that only looks like an import (in a comment) counts too,
 * which can only make a key cover more code, never less.
 */
export function relativeImports(source: string, options: { workers: boolean }): string[] {
  return [...source.matchAll(importPattern)].filter((match) => options.workers || match[1] === undefined).map((match) => match[2]!);
}

/**
 * Which code each page template runs, so a template edit re-renders only the pages built with
 * it: the source of src/ and templates/ and the template registry, read for `keysFor`.
 */
export function codeKeys(packageRoot: string, templatesDir: string): CodeKeys {
  return codeLayout(packageRoot, templatesDir).keys;
}

/** Template name → the files of the code only that template's pages run (absolute paths): what dates its pages (src/lastmod/). */
export function templateFiles(packageRoot: string, templatesDir: string): Map<string, string[]> {
  return new Map(Object.entries(codeLayout(packageRoot, templatesDir).templates));
}

/**
 * The keys and each template's own files, worked out from the code, or kept from when its
 * files last had the stamps they have now (src/memoByStamps.mjs): reading the ~350 files and
 * finding their imports took 0.1 s of every build; statting them takes a few milliseconds.
 */
function codeLayout(packageRoot: string, templatesDir: string): { keys: CodeKeys; templates: Record<string, string[]> } {
  const files = codeFiles(packageRoot).map((file) => path.join(packageRoot, file));
  const registry = path.join(templatesDir, 'pages', 'index.ts');
  const inputs = [...files, registry, ...TOOL_FILES.map((name) => path.join(packageRoot, name))];
  return memoByStamps(
    path.join(packageRoot, 'node_modules', '.cache', 'site', 'code-keys.json'),
    inputs,
    (): { keys: CodeKeys; templates: Record<string, string[]> } => {
      const code = readSources(packageRoot, registry, files);
      const split = codeSplit(code.sources, code.layout);
      const salt = hashToolFiles(createHash('sha1'), packageRoot).digest('hex');
      return { keys: keysFor(code.sources, { ...code.layout, salt }, split), templates: split.templates };
    },
  );
}

type Code = { sources: Map<string, string>; layout: Omit<CodeLayout, 'salt'> };

function readSources(packageRoot: string, registry: string, files: string[]): Code {
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const layout = {
    buildEntry: path.join(packageRoot, 'src', 'build.ts'),
    registry,
    pages: registryFiles(registry, readFileSync(registry, 'utf8')),
  };
  return { sources, layout };
}

/**
 * The import graph is read from the source text (every import is relative and names its
 * extension). A page template's key hashes the files it reaches that are not common code;
 * the common key hashes everything the build entry reaches without entering the templates.
 */
export function keysFor(sources: ReadonlyMap<string, string>, layout: CodeLayout, split = codeSplit(sources, layout)): CodeKeys {
  const hashOf = (files: Iterable<string>, salt: string) => {
    const hash = createHash('sha1').update(salt);
    for (const file of [...files].sort()) hash.update(`${file}\0`).update(sources.get(file)!).update('\0');
    return hash.digest('hex');
  };
  const { common, templates } = split;
  return { common: hashOf(common, layout.salt), templates: Object.fromEntries(Object.entries(templates).map(([name, files]) => [name, hashOf(files, name)])) };
}

/** The common code (what the build entry reaches without entering the templates), and each page template's own files besides it. */
function codeSplit(sources: ReadonlyMap<string, string>, layout: Omit<CodeLayout, 'salt'>): { common: Set<string>; templates: Record<string, string[]> } {
  const imports = (file: string) =>
    relativeImports(sources.get(file) ?? '', { workers: true })
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((f) => sources.has(f));
  const reach = (entry: string, stopAt?: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file !== stopAt) stack.push(...imports(file));
    }
    return seen;
  };
  const common = reach(layout.buildEntry, layout.registry);
  const templates: Record<string, string[]> = {};
  for (const [name, file] of layout.pages) templates[name] = [...reach(file)].filter((f) => !common.has(f));
  return { common, templates };
}

/**
 * Template name → the file that defines it, read from the registry's source: its imports say
 * which file each component comes from, its entries which component each name uses. (Reading
 * the text, not importing the registry, works the same from the compiled CLI.)
 */
export function registryFiles(registry: string, source: string): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const [, names, specifier] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/gm)) {
    for (const name of names!.split(','))
      fileOf.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
        path.resolve(path.dirname(registry), specifier!),
      );
  }
  const entries = source.slice(source.indexOf('pageTemplates'));
  return new Map([...entries.matchAll(/^\s*(\w+):\s*(\w+),?\s*$/gm)].map(([, name, component]) => [name!, fileOf.get(component!) ?? registry]));
}
