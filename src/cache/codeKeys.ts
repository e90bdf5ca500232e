import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { TemplateName } from '../routes/route.ts';

export interface CodeKeys {
  /** Everything every page depends on: the pipeline, the document shell, the lockfile and version. */
  common: string;
  /** Template name → hash of the code only that template's pages run. */
  templates: Record<string, string>;
}

// Relative specifiers in static imports, re-exports, dynamic imports and worker URLs.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Which code each page template runs, so a template edit re-renders only the pages built with
 * it. The import graph of src/ and templates/ is read from the source text (every import is
 * relative with its extension); a page template's key hashes the files it reaches, and
 * everything reachable from the build entry, page templates aside, is common to all pages.
 */
export async function codeKeys(packageRoot: string, templatesDir: string, version: string): Promise<CodeKeys> {
  const files = await fg(['src/**/*.{ts,tsx,mjs}', 'templates/**/*.{ts,tsx,mjs}'], { cwd: packageRoot, absolute: true });
  const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const imports = (file: string) => [...(text.get(file) ?? '').matchAll(importPattern)].map((m) => path.resolve(path.dirname(file), m[1]!)).filter((f) => text.has(f));
  const reach = (entries: readonly string[], stopAt: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (!stopAt.has(file)) stack.push(...imports(file));
    }
    return seen;
  };
  const hashOf = (set: Iterable<string>, extra: string) => {
    const hash = createHash('sha1').update(extra);
    for (const file of [...set].sort()) hash.update(`${path.relative(packageRoot, file)}\0`).update(text.get(file)!).update('\0');
    return hash.digest('hex');
  };

  const registry = path.join(templatesDir, 'pages', 'index.ts');
  const lockfile = readFileSync(path.join(packageRoot, 'package-lock.json'), 'utf8');
  const common = reach([path.join(packageRoot, 'src', 'build.ts')], new Set([registry]));
  const pageFiles = await templateFiles(templatesDir);
  const templates: Record<string, string> = {};
  for (const [name, file] of pageFiles) {
    const own = [...reach([file], new Set())].filter((f) => !common.has(f));
    templates[name] = hashOf(own, name);
  }
  return { common: hashOf(common, `site ${version}\n${lockfile}`), templates };
}

/** Template name → the file that defines it, found by identity through the template registry. */
async function templateFiles(templatesDir: string): Promise<Map<TemplateName, string>> {
  const pagesDir = path.join(templatesDir, 'pages');
  const { pageTemplates } = (await import(pathToFileURL(path.join(pagesDir, 'index.ts')).href)) as { pageTemplates: Record<TemplateName, unknown> };
  const fileOf = new Map<unknown, string>();
  for (const file of await fg('*.tsx', { cwd: pagesDir, absolute: true })) {
    for (const value of Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>)) fileOf.set(value, file);
  }
  return new Map(Object.entries(pageTemplates).map(([name, template]) => [name as TemplateName, fileOf.get(template) ?? path.join(pagesDir, 'index.ts')]));
}
