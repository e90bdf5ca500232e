import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `site` package itself: its templates render every project's content. */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ProjectOptions {
  /** Project root; defaults to the current directory. */
  root?: string;
  contentDir?: string;
  outDir?: string;
  templatesDir?: string;
  publicDir?: string;
  verbose?: boolean;
}

/** Resolves every folder the pipeline reads or writes, relative to the project root. */
export function projectPaths(options: ProjectOptions) {
  const root = path.resolve(options.root ?? process.cwd());
  const at = (given: string | undefined, fallback: string) => path.resolve(root, given ?? fallback);
  return {
    root,
    contentDir: at(options.contentDir, 'content'),
    outDir: at(options.outDir, 'dist'),
    templatesDir: options.templatesDir ? path.resolve(root, options.templatesDir) : path.join(packageRoot, 'templates'),
    publicDir: at(options.publicDir, 'public'),
    srcDir: path.join(packageRoot, 'src'),
  };
}
