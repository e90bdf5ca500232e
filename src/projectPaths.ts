import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `site` package itself: its templates render every project's content. Found by walking
 * up to the package.json that names it, so it is the same whether this module runs from src/
 * or from the compiled CLI (bin/site, in node_modules/.cache/site/).
 */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (packageName(dir) === 'site') return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export interface ProjectOptions {
  /** Project root; defaults to the current directory. */
  root?: string;
  contentDir?: string;
  outDir?: string;
  templatesDir?: string;
  publicDir?: string;
  verbose?: boolean;
}

/**
 * Resolves every folder the pipeline reads or writes, relative to the project root (the folder
 * a command runs in). A site's files live together (docs/architecture.md, "Where a site's files
 * live"): the site folder is the one that holds the content folder, and its `public/` and
 * `.site-cache/` sit beside `content/`, wherever `--content` puts it. The output goes where
 * `--out` says, from the folder the command runs in.
 */
export function projectPaths(options: ProjectOptions) {
  const root = path.resolve(options.root ?? process.cwd());
  const at = (given: string | undefined, fallback: string) => path.resolve(root, given ?? fallback);
  const contentDir = at(options.contentDir, 'content');
  const siteDir = path.dirname(contentDir);
  return {
    root,
    contentDir,
    /** The folder that holds content/, public/ and .site-cache/. */
    siteDir,
    outDir: at(options.outDir, 'dist'),
    /** Host configuration that must not be published (nginx, redirects.json): beside the web root, never in it. */
    deployDir: `${at(options.outDir, 'dist')}-deploy`,
    templatesDir: options.templatesDir ? path.resolve(root, options.templatesDir) : path.join(packageRoot, 'templates'),
    publicDir: options.publicDir ? path.resolve(root, options.publicDir) : path.join(siteDir, 'public'),
    srcDir: path.join(packageRoot, 'src'),
  };
}

function packageName(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}
